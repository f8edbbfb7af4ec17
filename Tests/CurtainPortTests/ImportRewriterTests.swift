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

/// iOS code names Darwin, the C library's module on Apple platforms; Linux calls it Glibc, and
/// Foundation re-exports whichever the platform has.
@Suite struct DarwinModuleTests {
  @Test func aUIKitFileDropsDarwinAndQualifiesItsCallsWithFoundation() {
    let file = ported(
      """
      import UIKit
      import Darwin

      func wobble(_ view: UIView, _ t: Double) {
        view.transform = CGAffineTransform(rotationAngle: CGFloat(Darwin.sin(t)))
        let now: Darwin.time_t = Darwin.time(nil)
        _ = now
      }
      """)
    #expect(
      file.text == """
        import UIKit

        func wobble(_ view: UIView, _ t: Double) {
          view.transform = CGAffineTransform(rotationAngle: CGFloat(Foundation.sin(t)))
          let now: Foundation.time_t = Foundation.time(nil)
          _ = now
        }
        """)
    #expect(file.count(.darwinModule) == 4)
  }

  @Test func aFileWithoutUIKitImportsFoundationInstead() {
    let file = ported(
      """
      import Darwin.C

      func pause() { Darwin.usleep(1000) }
      """)
    #expect(
      file.text == """
        import Foundation

        func pause() { Foundation.usleep(1000) }
        """)
    #expect(file.count(.darwinModule) == 2)
  }

  @Test func aFileUsingUIKitNamesHasDarwinReplacedByUIKit() {
    let file = ported(
      """
      import Darwin

      extension CALayer {
        func pause() { speed = Float(Darwin.fabs(0.0)) }
      }
      """)
    #expect(file.text.hasPrefix("import UIKit\n\nextension CALayer"))
    #expect(file.text.contains("Foundation.fabs(0.0)"))
  }

  @Test func codeUnderADarwinConditionAndADeclaredDarwinAreLeftAlone() {
    let guarded = """
      #if canImport(Darwin)
        import Darwin
        let pid = Darwin.getpid()
      #elseif canImport(Glibc)
        import Glibc
        let pid = Glibc.getpid()
      #endif
      """
    #expect(ported(guarded).text == guarded)
    let declared = """
      import Foundation

      enum Darwin { static func evolve() {} }
      func run() { Darwin.evolve() }
      """
    #expect(ported(declared).text == declared)
  }
}
