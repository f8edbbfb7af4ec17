import CurtainPort
import Testing

/// A gesture recognizer subclass that keeps the `Selector` it is given and sends it itself.
@Suite struct SelectorInitializerTests {
  /// A testable pan recognizer and the view using it, as Shuffle's card views write them.
  static let recognizer = """
    import UIKit

    class PanGestureRecognizer: UIPanGestureRecognizer {
      private weak var testTarget: AnyObject?
      private var testAction: Selector?

      override init(target: Any?, action: Selector?) {
        testTarget = target as AnyObject
        testAction = action
        super.init(target: target, action: action)
      }

      func performPan() {
        if let action = testAction {
          testTarget?.performSelector(onMainThread: action,
                                      with: self,
                                      waitUntilDone: true)
        }
      }
    }

    """
  static let view = """
    import UIKit

    open class SwipeView: UIView {
      private lazy var pan = PanGestureRecognizer(target: self,
                                                  action: #selector(handlePan))

      @objc private func handlePan(_ recognizer: PanGestureRecognizer) {}
    }

    """

  @Test func theRecognizerSendsTheSelectorItKeeps() throws {
    let files = ported(["Pan.swift": Self.recognizer, "SwipeView.swift": Self.view])
    let pan = try #require(files["Pan.swift"])
    #expect(pan.text.contains("\n  init(target: Any?, action: Selector?) {\n"))
    #expect(
      pan.text.contains(
        """
            super.init(target: nil, action: nil)
            if let target = target as? NSObject, let action = action {
              addTarget { [weak target] in _ = target?.perform(action, with: $0) }
            }
        """))
    #expect(pan.text.contains("(testTarget as? NSObject)?.performSelector(onMainThread: action,"))
    #expect(pan.count(.selectorInitializer) == 1)
    #expect(pan.count(.anyObjectSend) == 1)
    #expect(pan.notes.isEmpty, "\(pan.notes)")

    let view = try #require(files["SwipeView.swift"])
    #expect(view.text.contains(#"action: Selector("handlePan:", SwipeView.handlePan))"#))
    #expect(view.count(.selectorValue) == 1)
  }

  @Test func aSelectorSentThroughAnotherTypeStays() {
    let source = """
      final class Relay {
        var target: NSObject?
        func send(_ action: Selector) { target?.perform(action) }
      }

      """
    let file = ported(source)
    #expect(file.count(.anyObjectSend) == 0)
    #expect(file.text.contains("target?.perform(action)"))
  }
}
