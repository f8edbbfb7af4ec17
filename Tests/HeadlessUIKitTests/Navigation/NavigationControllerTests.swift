import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// A controller that logs its appearance and containment callbacks into a shared log.
final class NavLoggingViewController: UIViewController {
  let name: String
  let log: NavLog
  init(_ name: String, log: NavLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }
  required init?(coder: NSCoder) { fatalError() }
  override func viewDidLoad() { log.append("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) {
    log.append("\(name).viewWillAppear(\(animated))")
  }
  override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) {
    log.append("\(name).viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    log.append("\(name).viewDidDisappear(\(animated))")
  }
  override func willMove(toParent parent: UIViewController?) {
    log.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "nav"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "nav"))")
  }
}

/// A shared, ordered log of calls (appearance, containment, delegate), with times.
@MainActor final class NavLog {
  var entries: [String] = []
  func append(_ s: String) { entries.append(s) }
  /// The entries after `marker`'s first occurrence.
  func since(_ i: Int) -> [String] { Array(entries[i...]) }
}

/// Logs the delegate's calls into the shared log.
final class NavLoggingDelegate: UINavigationControllerDelegate {
  let log: NavLog
  init(log: NavLog) { self.log = log }
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append(
      "willShow(\((viewController as? NavLoggingViewController)?.name ?? "?"), \(animated))")
  }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append(
      "didShow(\((viewController as? NavLoggingViewController)?.name ?? "?"), \(animated))")
  }
}

extension Array where Element == UIViewController {
  /// Whether the arrays hold the same controllers, in order.
  func same(_ other: [UIViewController]) -> Bool {
    count == other.count && zip(self, other).allSatisfy { $0 === $1 }
  }
}

@MainActor @Suite struct NavigationControllerTests {
  /// A stage showing a navigation controller with root A, settled at t = 0.1.
  func stageWithNavigation(device: Device = .iPhone15Pro) -> (Stage, UINavigationController, NavLog)
  {
    let stage = Stage(device: device)
    let log = NavLog()
    let nav = UINavigationController(rootViewController: NavLoggingViewController("A", log: log))
    stage.run { stage.window.rootViewController = nav }
    stage.advance(to: 0.1)
    return (stage, nav, log)
  }

  @Test func theRootIsAChildOnScreen() {
    let (_, nav, log) = stageWithNavigation()
    let a = nav.topViewController!
    #expect(nav.viewControllers.same([a]))
    #expect(nav.children.same([a]))
    #expect(a.parent === nav)
    #expect(a.navigationController === nav)
    #expect(a.view.superview?.superview === nav.view)
    #expect(a.view.frame == nav.view.bounds)
    // The navigation controller was not on screen when the root was pushed: the root moved in
    // at once, and appeared with it.
    #expect(
      log.entries == [
        "A.willMove(toParent: nav)", "A.didMove(toParent: nav)", "A.viewDidLoad",
        "A.viewWillAppear(false)",
        "A.viewDidAppear(false)",
      ])
  }

  @Test func theDelegateHearsTheRootShownWhenTheNavigationControllerAppears() {
    let stage = Stage(device: .iPhone15Pro)
    let log = NavLog()
    let delegate = NavLoggingDelegate(log: log)
    let nav = UINavigationController(rootViewController: NavLoggingViewController("A", log: log))
    nav.delegate = delegate
    stage.run { stage.window.rootViewController = nav }
    stage.advance(to: 0.1)
    #expect(
      log.entries.filter { !$0.contains("Move") } == [
        "A.viewDidLoad", "willShow(A, false)", "A.viewWillAppear(false)", "didShow(A, false)",
        "A.viewDidAppear(false)",
      ])
  }

  @Test func anAnimatedPushCallsEverythingInUIKitsOrder() {
    let (stage, nav, log) = stageWithNavigation()
    let delegate = NavLoggingDelegate(log: log)
    nav.delegate = delegate
    let b = NavLoggingViewController("B", log: log)
    let start = log.entries.count
    stage.at(0.2) {
      nav.pushViewController(b, animated: true)
      // The stack changes at once; the transition starts on the next turn.
      #expect(nav.viewControllers.count == 2 && nav.topViewController === b)
      #expect(log.since(start) == ["B.willMove(toParent: nav)"])
    }
    stage.advance(to: 0.25)
    #expect(
      log.since(start) == [
        "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear(true)",
        "B.viewWillAppear(true)",
        "willShow(B, true)",
      ])
    #expect(nav.transitionCoordinator != nil && b.transitionCoordinator != nil)
    // The system spring runs for 0.5 s: nothing more until then.
    stage.advance(to: 0.699)
    #expect(log.entries.count == start + 5)
    stage.advance(to: 0.71)
    #expect(
      log.since(start + 5) == [
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: nav)",
        "didShow(B, true)",
      ])
    #expect(nav.transitionCoordinator == nil)
    #expect(nav.viewControllers[0].view.superview == nil)
    #expect(b.view.superview != nil && b.view.frame == nav.view.bounds)
  }

  @Test func anAnimatedPopCallsEverythingInUIKitsOrder() {
    let (stage, nav, log) = stageWithNavigation()
    let delegate = NavLoggingDelegate(log: log)
    let b = NavLoggingViewController("B", log: log)
    stage.run { nav.pushViewController(b, animated: false) }
    stage.advance(to: 0.2)
    nav.delegate = delegate
    let start = log.entries.count
    var popped: UIViewController?
    stage.at(0.3) { popped = nav.popViewController(animated: true) }
    stage.advance(to: 0.31)
    #expect(popped === b)
    #expect(nav.viewControllers.count == 1)
    #expect(
      log.since(start) == [
        "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "willShow(A, true)",
      ])
    stage.advance(to: 0.81)
    #expect(
      log.since(start + 4) == [
        "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
        "didShow(A, true)",
      ])
    #expect(b.parent == nil && nav.children.count == 1)
    #expect(b.view.superview == nil)
  }

  @Test func aPushWithoutAnimationCompletesInOneTurn() {
    let (stage, nav, log) = stageWithNavigation()
    let b = NavLoggingViewController("B", log: log)
    let start = log.entries.count
    stage.at(0.2) { nav.pushViewController(b, animated: false) }
    stage.advance(to: 0.2)
    #expect(
      log.since(start) == [
        "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear(false)",
        "B.viewWillAppear(false)",
        "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(toParent: nav)",
      ])
    #expect(stage.isIdle)
  }

  @Test func popToRootPopsEverythingAboveInOneTransition() {
    let (stage, nav, log) = stageWithNavigation()
    let b = NavLoggingViewController("B", log: log)
    let c = NavLoggingViewController("C", log: log)
    stage.run { nav.setViewControllers(nav.viewControllers + [b, c], animated: false) }
    stage.advance(to: 0.2)
    #expect(nav.topViewController === c)
    let start = log.entries.count
    var popped: [UIViewController]?
    stage.at(0.3) { popped = nav.popToRootViewController(animated: true) }
    stage.advance(to: 1)
    #expect(popped?.same([b, c]) == true)
    // B never appeared: only C and A take part, and both leave the stack.
    #expect(
      log.since(start) == [
        "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "C.viewWillDisappear(true)",
        "A.viewWillAppear(true)",
        "C.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
        "C.didMove(toParent: nil)",
      ])
    #expect(nav.children.count == 1)
  }

  @Test func twoPushesInOneTurnMakeOneTransition() {
    let (stage, nav, log) = stageWithNavigation()
    let b = NavLoggingViewController("B", log: log)
    let c = NavLoggingViewController("C", log: log)
    let start = log.entries.count
    stage.at(0.2) {
      nav.pushViewController(b, animated: true)
      nav.pushViewController(c, animated: true)
    }
    stage.advance(to: 1)
    #expect(nav.viewControllers.count == 3)
    #expect(!log.entries.contains("B.viewWillAppear(true)"))
    #expect(
      log.since(start).filter { $0.contains("Appear") || $0.contains("Disappear") } == [
        "A.viewWillDisappear(true)", "C.viewWillAppear(true)", "A.viewDidDisappear(true)",
        "C.viewDidAppear(true)",
      ])
    #expect(stage.trace.events.allSatisfy { !$0.call.contains("nested") })
  }

  @Test func aPushDuringAPushWaitsForItAndWarns() {
    let (stage, nav, log) = stageWithNavigation()
    let b = NavLoggingViewController("B", log: log)
    let c = NavLoggingViewController("C", log: log)
    stage.at(0.2) { nav.pushViewController(b, animated: true) }
    stage.at(0.4) { nav.pushViewController(c, animated: true) }
    stage.advance(to: 0.45)
    // UIKit's console warning, in the trace; the push waits for the running one.
    #expect(
      stage.trace.events.contains {
        $0.subject == "UIKit"
          && $0.call == "Warning: nested push animation can result in corrupted navigation bar"
      })
    #expect(nav.viewControllers.count == 2)
    stage.advance(to: 0.71)
    // B's push completed at 0.7; C's started then.
    #expect(nav.viewControllers.count == 3)
    #expect(
      log.entries.suffix(6) == [
        "B.viewDidAppear(true)", "B.didMove(toParent: nav)", "C.willMove(toParent: nav)",
        "C.viewDidLoad",
        "B.viewWillDisappear(true)", "C.viewWillAppear(true)",
      ])
    stage.advance(to: 1.3)
    #expect(
      log.entries.suffix(3) == [
        "B.viewDidDisappear(true)", "C.viewDidAppear(true)", "C.didMove(toParent: nav)",
      ])
  }

  @Test func showPushesInsideANavigationController() {
    let (stage, nav, log) = stageWithNavigation()
    let b = NavLoggingViewController("B", log: log)
    stage.run { nav.topViewController!.show(b, sender: nil) }
    stage.advance(to: 1)
    #expect(nav.topViewController === b && b.presentingViewController == nil)
  }

  @Test func pushingAControllerTwiceIsAnException() {
    let (stage, nav, _) = stageWithNavigation()
    stage.run { nav.pushViewController(nav.topViewController!, animated: true) }
    #expect(stage.exception?.name == "NSInvalidArgumentException")
    #expect(
      stage.exception?.reason.hasPrefix(
        "Pushing the same view controller instance more than once is not supported") == true)
  }

  @Test func poppingTheRootDoesNothing() {
    let (stage, nav, _) = stageWithNavigation()
    stage.run {
      #expect(nav.popViewController(animated: true) == nil)
      #expect(nav.popToRootViewController(animated: true)?.isEmpty == true)
    }
    #expect(nav.viewControllers.count == 1)
  }

  @Test func theVisibleControllerIsOnePresentedOverTheStack() {
    let (stage, nav, log) = stageWithNavigation()
    let modal = NavLoggingViewController("M", log: log)
    stage.run { nav.present(modal, animated: false) }
    stage.advance(to: 0.2)
    #expect(nav.visibleViewController === modal)
    #expect(nav.topViewController !== modal)
  }

  @Test func aStackSetBeforeTheWindowShowsNoTransition() {
    let stage = Stage(device: .iPhone15Pro)
    let log = NavLog()
    let nav = UINavigationController()
    let a = NavLoggingViewController("A", log: log)
    let b = NavLoggingViewController("B", log: log)
    stage.run { nav.setViewControllers([a, b], animated: true) }
    stage.advance(to: 0.1)
    #expect(
      log.entries == [
        "A.willMove(toParent: nav)", "B.willMove(toParent: nav)", "A.didMove(toParent: nav)",
        "B.didMove(toParent: nav)",
      ])
    stage.run { stage.window.rootViewController = nav }
    stage.advance(to: 0.2)
    #expect(
      log.entries.suffix(3) == [
        "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewDidAppear(false)",
      ])
    #expect(!a.isViewLoaded)
  }

  /// The adaptivity delegate wraps the presented controller in a navigation controller.
  @Test func anAdaptivePresentationCanWrapThePresentedControllerInANavigationController() {
    final class Wrapper: UIAdaptivePresentationControllerDelegate {
      func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
      ) -> UIModalPresentationStyle {
        .overFullScreen
      }
      func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
      ) -> UIViewController? {
        UINavigationController(rootViewController: controller.presentedViewController)
      }
    }
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let content = UIViewController()
    let wrapper = Wrapper()
    content.modalPresentationStyle = .formSheet
    stage.run {
      stage.window.rootViewController = root
      content.presentationController?.delegate = wrapper
    }
    stage.advance(to: 0.1)
    stage.run { root.present(content, animated: true) }
    stage.advance(to: 1)
    let nav = root.presentedViewController as? UINavigationController
    #expect(nav != nil)
    #expect(nav?.topViewController === content)
    #expect(content.navigationController === nav)
    #expect(content.view.window != nil)
    #expect(content.view.safeAreaInsets.top == 103)  // 59 + 44
  }
}
