import CurtainPort
import Testing

@Suite struct UIKitRespondsTests {
  /// An availability test of a UIKit member is true, and the function holding it is not fenced.
  @Test func aTestOfAUIKitMemberIsTrue() {
    let file = ported(
      """
      import UIKit

      final class Fade: NSObject {
        func view(in context: UIViewControllerContextTransitioning) -> UIView? {
          if context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:))) {
            return context.view(forKey: .to)
          }
          return context.viewController(forKey: .to)?.view
        }

        func insets(of view: UIView?) -> Bool? {
          view?.responds(to: #selector(getter: UIView.safeAreaInsets))
        }
      }

      """)
    #expect(
      file.text == """
        import UIKit

        final class Fade: NSObject {
          func view(in context: UIViewControllerContextTransitioning) -> UIView? {
            if true {
              return context.view(forKey: .to)
            }
            return context.viewController(forKey: .to)?.view
          }

          func insets(of view: UIView?) -> Bool? {
            (view).map { _ in true }
          }
        }

        """)
    #expect(file.rewrites.filter { $0.kind == .uikitResponds }.map(\.line) == [5, 12])
    #expect(file.count(.objectiveCFence) == 0)
  }

  /// Whether a delegate implements an optional requirement needs the runtime: that test stays
  /// fenced. A member of the library's own class is asked of a `Selector` value.
  @Test func optionalRequirementsStayFencedAndOwnClassesAreAsked() {
    let file = ported(
      """
      import UIKit

      class UIFancyView: UIView {
        func shine() {}
      }

      final class Proxy: NSObject {
        weak var target: UIScrollViewDelegate?

        func forwards() -> Bool {
          target?.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))) == true
        }

        func shines(_ view: UIView) -> Bool {
          view.responds(to: #selector(UIFancyView.shine))
        }
      }

      """)
    #expect(file.count(.uikitResponds) == 0)
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.count(.selectorValue) == 1)
    #expect(file.text.contains("view.responds(to: Selector(\"shine\", UIFancyView.shine))"))
  }
}
