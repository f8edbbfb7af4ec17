import Compositor
import CurtainTesting
import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// Records what a navigation transition context offers, then fades the arriving view in.
final class NavProbeAnimator: UIViewControllerAnimatedTransitioning {
  var operation: UINavigationController.Operation = .none
  var fromView: UIView?, toView: UIView?
  var container: UIView?
  var initialFrom = CGRect.null, finalFrom = CGRect.null, initialTo = CGRect.null,
    finalTo = CGRect.null
  var style: UIModalPresentationStyle?
  var ended: Bool?
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.3 }
  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    let fromVC = ctx.viewController(forKey: .from)!
    let toVC = ctx.viewController(forKey: .to)!
    fromView = ctx.view(forKey: .from)
    toView = ctx.view(forKey: .to)
    container = ctx.containerView
    initialFrom = ctx.initialFrame(for: fromVC)
    finalFrom = ctx.finalFrame(for: fromVC)
    initialTo = ctx.initialFrame(for: toVC)
    finalTo = ctx.finalFrame(for: toVC)
    style = ctx.presentationStyle
    let to = toView!
    ctx.containerView.addSubview(to)
    to.frame = finalTo
    to.alpha = 0
    UIView.animate(
      withDuration: 0.3, delay: 0, options: .curveLinear, animations: { to.alpha = 1 },
      completion: { _ in
        self.fromView?.removeFromSuperview()
        ctx.completeTransition(!ctx.transitionWasCancelled)
      })
  }
  func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

final class NavProbeDelegate: UINavigationControllerDelegate {
  let animator = NavProbeAnimator()
  var interaction: UIPercentDrivenInteractiveTransition?
  var operations: [UINavigationController.Operation] = []
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    operations.append(operation)
    animator.operation = operation
    return animator
  }
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { interaction }
}

/// A coloured controller, for frames.
final class ColorViewController: UIViewController {
  let color: UIColor
  init(_ color: UIColor, title: String) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { fatalError() }
  override func viewDidLoad() { view.backgroundColor = color }
}

@MainActor @Suite struct NavigationTransitionTests {
  func stage(device: Device = .iPhone15Pro) -> (Stage, UINavigationController) {
    let stage = Stage(device: device)
    let nav = UINavigationController(
      rootViewController: ColorViewController(.systemBackground, title: "Inbox"))
    stage.run { stage.window.rootViewController = nav }
    stage.advance(to: 0.1)
    return (stage, nav)
  }

  func x(_ view: UIView, _ stage: Stage) -> CGFloat {
    stage.run { view.layer.presentation()!.frame.minX }
  }

  @Test(arguments: [0.05, 0.1, 0.25, 0.4])
  func thePushSlidesWithTheSystemSpring(elapsed: Double) {
    let (stage, nav) = stage()
    let a = nav.topViewController!
    let b = ColorViewController(.systemYellow, title: "Message")
    stage.at(0.2) { nav.pushViewController(b, animated: true) }
    stage.advance(to: 0.2 + elapsed)
    let v = SystemSpringCurve.spring.value(at: elapsed)
    // The arriving view comes in from the right edge; the leaving one moves 30 % to the left.
    #expect(abs(x(b.view, stage) - 393 * (1 - v)) < 1e-6)
    #expect(abs(x(a.view, stage) - (-118) * v) < 1e-6)
    // The arriving view is above the leaving one, both in the transition view below the bar.
    #expect(b.view.superview === a.view.superview)
    #expect(b.view.superview!.subviews.last === b.view)
    #expect(
      nav.navigationBar.superview === nav.view && nav.view.subviews.last === nav.navigationBar)
  }

  @Test func thePopSlidesBack() {
    let (stage, nav) = stage()
    let a = nav.topViewController!
    let b = ColorViewController(.systemYellow, title: "Message")
    stage.run { nav.pushViewController(b, animated: false) }
    stage.advance(to: 0.2)
    stage.at(0.3) { nav.popViewController(animated: true) }
    stage.advance(to: 0.4)
    let v = SystemSpringCurve.spring.value(at: 0.1)
    #expect(abs(x(b.view, stage) - 393 * v) < 1e-6)
    #expect(abs(x(a.view, stage) - (-118) * (1 - v)) < 1e-6)
    #expect(a.view.superview!.subviews.last === b.view)
    stage.advance(to: 0.81)
    #expect(b.view.superview == nil && x(a.view, stage) == 0)
  }

  @Test func theSlideReportsUIKitsDurationAndCompletesWithTheSpring() {
    let (stage, nav) = stage()
    var reported: TimeInterval?
    let b = ColorViewController(.systemYellow, title: "Message")
    stage.at(0.2) {
      nav.pushViewController(b, animated: true)
    }
    stage.advance(to: 0.2)
    reported = nav.transitionCoordinator?.transitionDuration
    #expect(reported == 0.35)
    stage.advance(to: 0.6999)
    #expect(nav.transitionCoordinator != nil)
    stage.advance(to: 0.7)
    #expect(nav.transitionCoordinator == nil)
  }

  @Test func alongsideAnimationsShareTheSlidesTiming() {
    let (stage, nav) = stage()
    let b = ColorViewController(.systemYellow, title: "Message")
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var completions: [Bool] = []
    stage.run { stage.window.addSubview(badge) }
    stage.at(0.2) {
      nav.pushViewController(b, animated: true)
    }
    stage.advance(to: 0.2)
    // As UIKit apps do in viewWillAppear: the coordinator exists for both controllers.
    _ = stage.run {
      b.transitionCoordinator?.animate(
        alongsideTransition: { _ in badge.frame.origin.x = 100 },
        completion: {
          completions.append(!$0.isCancelled)
        })
    }
    stage.advance(to: 0.3)
    #expect(abs(x(badge, stage) - 100 * SystemSpringCurve.spring.value(at: 0.1)) < 1e-6)
    stage.advance(to: 0.8)
    #expect(completions == [true])
  }

  @Test func aCustomAnimatorFromTheDelegateGetsANavigationContext() {
    let (stage, nav) = stage()
    let delegate = NavProbeDelegate()
    nav.delegate = delegate
    let a = nav.topViewController!
    let b = ColorViewController(.systemYellow, title: "Message")
    stage.at(0.2) { nav.pushViewController(b, animated: true) }
    stage.advance(to: 0.35)
    let probe = delegate.animator
    #expect(delegate.operations == [.push])
    #expect(probe.fromView === a.view && probe.toView === b.view)
    #expect(probe.container === a.view.superview)
    #expect(probe.initialFrom == nav.view.bounds && probe.finalFrom == .zero)
    #expect(probe.initialTo == .zero && probe.finalTo == nav.view.bounds)
    #expect(probe.style == UIModalPresentationStyle.none)
    #expect(abs(stage.run { b.view.layer.presentation()!.opacity } - 0.5) < 1e-6)
    stage.advance(to: 0.51)
    #expect(probe.ended == true)
    #expect(a.view.superview == nil)
    // Every call into the app, in order, in the trace.
    let calls = stage.trace.events.filter { $0.time >= 0.2 }.map { "\($0.subject) \($0.call)" }
    #expect(
      calls.contains("NavProbeDelegate navigationController(_:animationControllerFor:from:to:)"))
    #expect(calls.contains("NavProbeAnimator animateTransition(using:)"))
    #expect(calls.last == "NavProbeAnimator animationEnded(true)")
    stage.at(0.6) { nav.popViewController(animated: true) }
    stage.advance(to: 1)
    #expect(delegate.operations == [.push, .pop])
  }

  @Test func aPercentDrivenInteractionFromTheDelegateScrubsTheCustomAnimator() {
    let (stage, nav) = stage()
    let delegate = NavProbeDelegate()
    let b = ColorViewController(.systemYellow, title: "Message")
    stage.run { nav.pushViewController(b, animated: false) }
    stage.advance(to: 0.2)
    nav.delegate = delegate
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    stage.at(0.3) { nav.popViewController(animated: true) }
    stage.at(0.4) { interaction.update(0.25) }
    stage.advance(to: 0.5)
    let a = nav.viewControllers[0]
    #expect(abs(stage.run { a.view.layer.presentation()!.opacity } - 0.25) < 1e-6)
    stage.at(0.5) { interaction.cancel() }
    stage.advance(to: 1.5)
    // Cancelled: B is back on top, A went back out.
    #expect(nav.topViewController === b && nav.viewControllers.count == 2)
    #expect(b.view.window != nil && a.view.superview == nil)
    #expect(delegate.animator.ended == false)
  }

  @Test func aCancelledInteractivePushLeavesTheStackAsItWas() {
    let (stage, nav) = stage()
    let delegate = NavProbeDelegate()
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    nav.delegate = delegate
    let a = nav.topViewController!
    let b = ColorViewController(.systemYellow, title: "Message")
    stage.at(0.2) { nav.pushViewController(b, animated: true) }
    stage.at(0.3) { interaction.update(0.4) }
    stage.at(0.4) { interaction.cancel() }
    stage.advance(to: 0.35)
    #expect(nav.viewControllers.same([a, b]))
    stage.advance(to: 1)
    #expect(nav.viewControllers.same([a]) && nav.children.same([a]))
    #expect(b.parent == nil && b.view.superview == nil && a.view.window != nil)
    #expect(nav.navigationBar.topItem === a.navigationItem)
  }

  @Test func theEdgeSwipePopsInteractively() {
    let (stage, nav) = stage()
    let log = NavLog()
    let b = NavLoggingViewController("B", log: log)
    let a = nav.topViewController!
    stage.run { nav.pushViewController(b, animated: false) }
    stage.advance(to: 0.2)
    let start = log.entries.count
    stage.at(0.3) { stage.edgePan(from: .left, distance: 150, duration: 0.3, easing: .linear) }
    stage.advance(to: 0.45)
    // Mid-drag: the finger leads the slide linearly.
    let finger = stage.run { b.view.layer.presentation()!.frame.minX }
    #expect(finger > 30 && finger < 100)
    #expect(log.since(start) == ["B.willMove(toParent: nil)", "B.viewWillDisappear(true)"])
    stage.advance(to: 2)
    // Released while moving right: the pop finishes.
    #expect(nav.topViewController === a && b.parent == nil)
    #expect(log.entries.suffix(2) == ["B.viewDidDisappear(true)", "B.didMove(toParent: nil)"])
    #expect(stage.run { a.view.layer.presentation()!.frame.minX } == 0)
    // The gesture is UIKit's: its actions are not traced.
    #expect(!stage.trace.events.contains { $0.subject.contains("GestureRecognizer") })
  }

  @Test func aShortEdgeSwipeThatStopsIsCancelled() {
    let (stage, nav) = stage()
    let log = NavLog()
    let b = NavLoggingViewController("B", log: log)
    stage.run { nav.pushViewController(b, animated: false) }
    stage.advance(to: 0.2)
    let start = log.entries.count
    stage.at(0.3) { stage.edgePan(from: .left, distance: 80, duration: 0.3, easing: .easeOut) }
    stage.advance(to: 2)
    #expect(nav.topViewController === b && nav.viewControllers.count == 2)
    #expect(
      log.since(start) == [
        "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewDidAppear(true)",
      ])
    #expect(stage.run { b.view.layer.presentation()!.frame.minX } == 0)
  }

  @Test func theEdgeSwipeDoesNothingOnTheRoot() {
    let (stage, nav) = stage()
    stage.at(0.3) { stage.edgePan(from: .left, distance: 200, duration: 0.3, easing: .linear) }
    stage.advance(to: 1.5)
    #expect(nav.viewControllers.count == 1)
  }

  /// A frame in the middle of a push, as UIKit draws it: the incoming yellow view slides over
  /// the white one, under the translucent bar; the back chevron fades in.
  @Test func aFrameMidPush() throws {
    let (stage, nav) = stage(device: .iPhoneSE)
    let b = ColorViewController(.systemYellow, title: "Message")
    stage.at(0.2) { nav.pushViewController(b, animated: true) }
    stage.advance(to: 0.28)
    let frame = try Compositor().render(stage.renderTree())
    assertGolden(frame)
    // The yellow view's left edge is at 375 × (1 − x(0.08)) points.
    let edge = 375 * (1 - SystemSpringCurve.spring.value(at: 0.08))
    let below = Int((edge - 2) * 2)
    let above = Int((edge + 2) * 2)
    #expect(frame.pixel(x: above, y: 600) == frame.pixel(x: 740, y: 600))
    #expect(frame.pixel(x: below, y: 600) != frame.pixel(x: above, y: 600))
  }
}
