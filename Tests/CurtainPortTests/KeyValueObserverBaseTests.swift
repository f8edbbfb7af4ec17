import CurtainPort
import Foundation
import Testing

/// A class deriving from `NSObject` that hears string key-value observing derives from
/// `KeyValueObservingObject`.
@Suite struct KeyValueObserverBaseTests {
  @Test func anObserverDerivingFromNSObjectGetsTheObservingBase() {
    // A transition animator watching its button's frame, passing other contexts on.
    let file = ported(
      """
      import UIKit

      private var buttonContext = 0

      open class MenuAnimator: NSObject {
        weak var button: UIButton?

        func watch(_ button: UIButton) {
          button.addObserver(self, forKeyPath: "frame", options: .new, context: &buttonContext)
        }

        override open func observeValue(
          forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
          context: UnsafeMutableRawPointer?
        ) {
          if context == &buttonContext {
            print("moved")
          } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
          }
        }
      }

      """)
    #expect(file.text.contains("open class MenuAnimator: KeyValueObservingObject {"))
    #expect(file.text.contains("override open func observeValue("))
    #expect(file.text.contains("super.observeValue(forKeyPath: keyPath"))
    #expect(file.count(.keyValueObserverBase) == 1)
  }

  @Test func theRootOfAnObservingSubclassGetsTheBase() {
    let files = ported([
      "Base.swift": """
      import UIKit

      class Watcher: NSObject, UIScrollViewDelegate {}

      class Other: NSObject {}

      """,
      "Offset.swift": """
      import UIKit

      final class OffsetWatcher: Watcher {
        override func observeValue(
          forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
          context: UnsafeMutableRawPointer?
        ) {}
      }

      """,
    ])
    #expect(files["Base.swift"]?.text.contains("class Watcher: KeyValueObservingObject, ") == true)
    #expect(files["Base.swift"]?.text.contains("class Other: NSObject {}") == true)
    #expect(files["Offset.swift"]?.count(.keyValueObserverBase) == 0)
  }

  @Test func aResponderOrAFileWithoutUIKitIsLeft() {
    let view = """
      import UIKit

      final class Card: UIView {
        override func observeValue(
          forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
          context: UnsafeMutableRawPointer?
        ) {}
      }

      """
    #expect(ported(view).count(.keyValueObserverBase) == 0)
    let plain = view.replacingOccurrences(of: "import UIKit", with: "import Foundation")
      .replacingOccurrences(of: "UIView", with: "NSObject")
    #expect(ported(plain).count(.keyValueObserverBase) == 0)
  }
}
