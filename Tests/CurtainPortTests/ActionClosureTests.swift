import CurtainPort
import Testing

/// Target–action selectors whose unapplied method does not fit the action become closures.
@Suite struct ActionClosureTests {
  @Test func aMethodWithDefaultedValueParametersIsCalledWithItsDefaults() {
    // A popover tip hiding itself when its timer fires, as AMPopTip writes it.
    let file = ported(
      """
      import UIKit

      open class PopTip: UIView {
        fileprivate var dismissTimer: Timer?

        open func hide(forced: Bool = false) {
          dismissTimer?.invalidate()
        }

        func schedule(_ duration: TimeInterval) {
          dismissTimer = Timer.scheduledTimer(
            timeInterval: duration, target: self, selector: #selector(PopTip.hide),
            userInfo: nil, repeats: false)
          let swipe = UISwipeGestureRecognizer(target: self, action: #selector(hide(forced:)))
          addGestureRecognizer(swipe)
        }
      }

      """)
    #expect(file.text.contains("selector: { (target: PopTip) in { target.hide() } },"))
    #expect(file.text.contains("action: { (target: PopTip) in { target.hide() } })"))
    #expect(file.count(.defaultedAction) == 2)
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test func aDefaultedSenderParameterStaysAnUnappliedMethod() {
    let file = ported(
      """
      final class Banner: UIView {
        func dismiss(_ sender: UITapGestureRecognizer? = nil) {}
        func wire() {
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismiss)))
        }
      }

      """)
    #expect(file.text.contains("action: Banner.dismiss))"))
    #expect(file.count(.defaultedAction) == 0)
  }

  @Test func aTargetBoundWithoutItsTypeIsCastWhenTheActionIsSent() {
    // A side menu's animator wiring a tap to the menu it presents, as InteractiveSideMenu does.
    let file = ported(
      """
      import UIKit

      final class MenuAnimator: NSObject {
        var tapRecognizer: UITapGestureRecognizer?

        func animateTransition(using context: UIViewControllerContextTransitioning) {
          guard let toViewController = context.viewController(forKey: .to) else { return }
          guard toViewController is MenuViewController else { fatalError("not a menu") }
          tapRecognizer = UITapGestureRecognizer(
            target: toViewController, action: #selector(MenuViewController.handleTap(recognizer:)))
        }

        func wire(_ menu: MenuViewController, _ other: UIViewController) {
          let a = UITapGestureRecognizer(
            target: menu, action: #selector(MenuViewController.handleTap(recognizer:)))
          let b = UITapGestureRecognizer(
            target: other, action: #selector(MenuViewController.handleTap(recognizer:)))
          let c = MenuViewController()
          c.view.addGestureRecognizer(
            UITapGestureRecognizer(
              target: c, action: #selector(MenuViewController.handleTap(recognizer:))))
          _ = (a, b)
        }
      }

      final class MenuViewController: UIViewController {
        func handleTap(recognizer: UITapGestureRecognizer) {}
      }

      """)
    let cast = "{ ($0 as AnyObject as! MenuViewController).handleTap(recognizer:) }"
    #expect(file.text.contains("target: toViewController, action: \(cast))"))
    #expect(file.text.contains("target: other, action: \(cast))"))
    #expect(file.text.contains("target: menu, action: MenuViewController.handleTap(recognizer:))"))
    #expect(file.text.contains("target: c, action: MenuViewController.handleTap(recognizer:))"))
    #expect(file.count(.castTarget) == 2)
    #expect(file.notes.isEmpty, "\(file.notes)")
  }
}
