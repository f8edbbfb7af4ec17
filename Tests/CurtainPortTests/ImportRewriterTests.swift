import Testing

@testable import CurtainPort

@Suite struct ImportRewriterTests {
  @Test func submoduleImportsBecomeTheirModules() {
    let file = ported(
      """
      import UIKit.UIGestureRecognizerSubclass
      import os.log
      @preconcurrency import os.signpost
      import os
      import Foundation

      let log = OSLog(subsystem: "a", category: "b")
      """)
    #expect(
      file.text == """
        import UIKit
        import OSLog
        @preconcurrency import OSLog
        import OSLog

        let log = OSLog(subsystem: "a", category: "b")
        """)
    #expect(file.count(.submoduleImport) == 4)
    #expect(file.count(.foundationImport) == 1)
    #expect(file.rewrites.filter { $0.kind == .submoduleImport }.map(\.line) == [1, 2, 3, 4])
  }

  @Test func aFileUsingUIKitThroughAnUmbrellaHeaderGainsTheImport() {
    let file = ported(
      """
      // Header comment.
      import Foundation
      import os.log

      extension CALayer {
        func pause() { speed = 0 }
      }
      """)
    #expect(
      file.text == """
        // Header comment.
        import UIKit
        import OSLog

        extension CALayer {
          func pause() { speed = 0 }
        }
        """)
    #expect(file.count(.uikitImport) == 1)
    #expect(file.rewrites.first { $0.kind == .uikitImport }?.line == 2)
  }

  /// Key-value observing's types are Foundation's on iOS but HeadlessUIKit's on Linux.
  @Test func aFileKeepingAnObservationGainsTheImport() {
    let file = ported(
      """
      import Foundation

      final class OffsetTracker {
        var observation: NSKeyValueObservation?
      }
      """)
    #expect(file.text.hasPrefix("import UIKit\n\nfinal class"))
    #expect(file.count(.uikitImport) == 1)
  }

  @Test func filesThatNeedNoImportAreLeftAlone() {
    let sources = [
      // Already imports a module that brings UIKit.
      "import QuartzCore\nlet l = CALayer()\n",
      // Declares its own UI-prefixed type.
      "import Foundation\nstruct UIState { var on = false }\nlet s = UIState()\n",
      // Uses no UIKit name (CGRect is Foundation's on Linux; names in strings do not count).
      "import Foundation\nlet r = CGRect.zero\nlet s = \"UIView\"\n",
      // A snippet without imports.
      "let v = UIView()\n",
    ]
    for source in sources {
      let file = ported(source)
      #expect(file.text == source)
      #expect(file.rewrites.isEmpty)
    }
  }

  @Test func aFileWithNoImportsInAUIKitModuleGainsTheImport() {
    let files = ported([
      "Animator.swift": "import UIKit\n\nfinal class Animator: NSObject {}\n",
      "Constants.swift": """
      //
      //  Constants.swift
      //

      struct Constants {
          static let duration: TimeInterval = 0.3
          static let cornerRadius: CGFloat = 8
      }
      """,
      "Corner.swift": "// Corners.\n\nenum Corner { case topLeft, topRight }\n",
    ])
    #expect(
      files["Constants.swift"]?.text == """
        //
        //  Constants.swift
        //

        import UIKit

        struct Constants {
            static let duration: TimeInterval = 0.3
            static let cornerRadius: CGFloat = 8
        }
        """)
    #expect(files["Constants.swift"]?.rewrites.map(\.line) == [5])
    #expect(files["Constants.swift"]?.count(.uikitImport) == 1)
    #expect(files["Corner.swift"]?.isChanged == false)  // no name from UIKit or Foundation
  }

  @Test func aFileWithNoImportsBesideFilesWithoutUIKitIsLeftAlone() {
    let files = ported([
      "Model.swift": "import Foundation\n\nstruct Model { var date: Date }\n",
      "Constants.swift": "struct Constants { static let d: TimeInterval = 0.3 }\n",
    ])
    #expect(files["Constants.swift"]?.isChanged == false)
  }

  @Test func uikitNamesAreRecognisedByApplesPrefixes() {
    #expect(ImportRewriter.isUIKitName("UIView"))
    #expect(ImportRewriter.isUIKitName("CAShapeLayer"))
    #expect(ImportRewriter.isUIKitName("CGColor"))
    #expect(ImportRewriter.isUIKitName("NSLayoutConstraint"))
    #expect(ImportRewriter.isUIKitName("NSKeyValueObservation"))
    #expect(!ImportRewriter.isUIKitName("UI"))
    #expect(!ImportRewriter.isUIKitName("UIntValue"))
    #expect(!ImportRewriter.isUIKitName("CGRect"))
    #expect(!ImportRewriter.isUIKitName("Cache"))
  }

  /// Only a file that reaches Foundation through UIKit alone gets the main queue and timers on
  /// the stage's clock.
  @Test func aFileImportingUIKitDropsFoundationAndDispatch() {
    let file = ported(
      """
      import Foundation
      // The toast's view.
      import UIKit
      import Dispatch
      @preconcurrency import Foundation

      final class Toast: UIView {
        func show() { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.isHidden = true } }
      }
      """)
    #expect(
      file.text == """
        // The toast's view.
        import UIKit
        @preconcurrency import Foundation

        final class Toast: UIView {
          func show() { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.isHidden = true } }
        }
        """)
    #expect(file.count(.foundationImport) == 2)
  }
}

@Suite struct NetworkingImportTests {
  @Test func aFileUsingURLLoadingGainsFoundationNetworkingGuarded() {
    let file = ported(
      """
      import UIKit

      final class ImageLoader {
          func load(_ url: URL) {
              URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, _ in }.resume()
          }
      }
      """)
    #expect(
      file.text == """
        import UIKit
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif

        final class ImageLoader {
            func load(_ url: URL) {
                URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, _ in }.resume()
            }
        }
        """)
    #expect(file.count(.networkingImport) == 1)
  }

  @Test func aFileWithoutURLLoadingOrAlreadyImportingItIsLeftAlone() {
    let plain = "import UIKit\n\nlet url = URL(string: \"https://example.com\")\n"
    #expect(ported(plain).text == plain)
    let guarded = """
      import Foundation
      #if canImport(FoundationNetworking)
      import FoundationNetworking
      #endif

      let request = URLRequest(url: URL(string: "https://example.com")!)

      """
    #expect(ported(guarded).count(.networkingImport) == 0)
  }
}
