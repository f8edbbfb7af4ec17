import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// A controller that logs its appearance callbacks with their times.
final class PlainViewController: UIViewController {
  var log: [String] = []
  let name: String
  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
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
}

/// Records what the context offers an animator, then animates like the built-in fade.
final class ProbeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var fromView: UIView?, toView: UIView?
  var initialFrom = CGRect.null, finalFrom = CGRect.null, finalTo = CGRect.null
  var wasAnimated: Bool?
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.3 }
  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    fromView = ctx.view(forKey: .from)
    toView = ctx.view(forKey: .to)
    let fromVC = ctx.viewController(forKey: .from)!
    let toVC = ctx.viewController(forKey: .to)!
    initialFrom = ctx.initialFrame(for: fromVC)
    finalFrom = ctx.finalFrame(for: fromVC)
    finalTo = ctx.finalFrame(for: toVC)
    wasAnimated = ctx.isAnimated
    if presenting, let v = toView {
      ctx.containerView.addSubview(v)
      v.frame = finalTo
    } else if !presenting, let p = toView, let f = fromView {
      ctx.containerView.insertSubview(p, belowSubview: f)
    }
    UIView.animate(
      withDuration: ctx.isAnimated ? 0.3 : 0, animations: {},
      completion: { _ in
        ctx.completeTransition(!ctx.transitionWasCancelled)
      })
  }
}

final class ProbeDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let presentAnimator = ProbeAnimator(presenting: true),
    dismissAnimator = ProbeAnimator(presenting: false)
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { dismissAnimator }
}

@MainActor @Suite struct PresentationTests {
  func stageWithRoot() -> (Stage, PlainViewController) {
    let stage = Stage(device: .iPhone15Pro)
    let root = PlainViewController("A")
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    root.log = []
    return (stage, root)
  }

  @Test func fullScreenCoverVerticalFollowsTheSystemSpringAndRemovesThePresenter() {
    let (stage, a) = stageWithRoot()
    let b = PlainViewController("B")
    b.modalPresentationStyle = .fullScreen
    var completedAt: Double?
    stage.run { a.present(b, animated: true) { completedAt = stage.time } }
    #expect(a.presentedViewController === b && b.presentingViewController === a)
    #expect(b.transitionCoordinator != nil && a.transitionCoordinator != nil)
    // 852 points fall with curve 7: y(t) = 852·(1 − x(t)).
    for (t, x) in [(0.1, 0.5448), (0.2, 0.8793), (0.3, 0.9729)] {
      stage.advance(to: 0.1 + t)
      #expect(abs(b.view.layer.presentation()!.position.y - (426 + 852 * (1 - x))) < 0.5)
    }
    stage.advance(to: 0.599)
    #expect(completedAt == nil)
    stage.advance(to: 1)
    #expect(completedAt == 0.6)
    #expect(
      (a.log + b.log).sorted() == [
        "A.viewDidDisappear(true)", "A.viewWillDisappear(true)", "B.viewDidAppear(true)",
        "B.viewWillAppear(true)",
      ])
    // W ▸ T ▸ [V]: the presenter's view left the window.
    #expect(a.view.window == nil && b.view.window === stage.window)
    #expect(
      stage.window.subviews.count == 1
        && stage.window.subviews[0].subviews.map(ObjectIdentifier.init) == [
          ObjectIdentifier(b.view)
        ])
    #expect(b.transitionCoordinator == nil)
  }

  /// docs/uikit-behaviour.md#view-for-key and #hierarchy, per style: what the animator is given,
  /// and who stays in the window.
  nonisolated static let styles: [(UIModalPresentationStyle, Bool)] = [
    // (style,            presenter's view removed)
    (.fullScreen, true),
    (.overFullScreen, false),
    (.custom, false),
    (.currentContext, true),
    (.overCurrentContext, false),
  ]

  @Test(arguments: styles)
  func viewForKeyAndTheHierarchyPerStyle(style: UIModalPresentationStyle, removes: Bool) {
    let (stage, a) = stageWithRoot()
    let b = PlainViewController("B")
    let delegate = ProbeDelegate()
    b.modalPresentationStyle = style
    b.transitioningDelegate = delegate
    stage.run { a.present(b, animated: true) }
    stage.advance(to: 1)
    let probe = delegate.presentAnimator
    #expect((probe.fromView === a.view) == removes)
    #expect((probe.fromView == nil) == !removes)
    #expect(probe.toView === b.view)
    #expect(probe.initialFrom == a.view.frame)
    #expect(probe.finalFrom == (removes ? .zero : a.view.frame))
    #expect(probe.finalTo == stage.window.bounds)
    #expect((a.view.window == nil) == removes)
    #expect(a.log.contains("A.viewWillDisappear(true)") == removes)
    // Dismissal gives the presenter's view back (removed styles) and restores the hierarchy.
    stage.run { b.dismiss(animated: true) }
    stage.advance(to: 2)
    #expect((delegate.dismissAnimator.toView === a.view) == removes)
    #expect(delegate.dismissAnimator.fromView === b.view)
    #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a.view)])
    #expect(a.log.contains("A.viewDidAppear(true)") == removes)
    #expect(a.presentedViewController == nil)
  }

  @Test func theAppearanceOrderOfAFullScreenRoundTrip() {
    let (stage, a) = stageWithRoot()
    let b = PlainViewController("B")
    b.modalPresentationStyle = .fullScreen
    var log: [String] = []
    stage.run {
      a.present(b, animated: true) { log.append("present completion") }
      stage.at(1) { a.dismiss(animated: true) { log.append("dismiss completion") } }
    }
    stage.advance(to: 3)
    let events = stage.trace.events.filter {
      $0.time >= 0.1 && ($0.call.contains("ppear(") || $0.call.contains("completion"))
    }
    .map(\.call)
    #expect(
      events == [
        "viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)",
        "viewDidDisappear(true)",
        "present(_:animated:completion:) completion",
        "viewWillDisappear(true)", "viewWillAppear(true)", "viewDidDisappear(true)",
        "viewDidAppear(true)",
        "dismiss(animated:completion:) completion",
      ])
    #expect(log == ["present completion", "dismiss completion"])
  }

  @Test func notAnimatedStillCallsTheAnimatorAndCompletesAtOnce() {
    let (stage, a) = stageWithRoot()
    let b = PlainViewController("B")
    let c = PlainViewController("C")
    let delegate = ProbeDelegate()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    var done: Double?
    stage.run { a.present(b, animated: false) { done = stage.time } }
    stage.advance(to: 0.1)
    #expect(delegate.presentAnimator.wasAnimated == false)
    #expect(done == 0.1)
    #expect(b.log == ["B.viewWillAppear(false)", "B.viewDidAppear(false)"])
    // Built-in, not animated: the view is at its final frame at once.
    c.modalPresentationStyle = .overFullScreen
    stage.run { b.present(c, animated: false) }
    stage.advance(to: 0.1)
    #expect(c.view.frame == stage.window.bounds)
    #expect(c.log == ["C.viewWillAppear(false)", "C.viewDidAppear(false)"])
  }

  @Test func nestedPresentationsStackAndADismissFromBelowTakesThemAll() {
    let (stage, a) = stageWithRoot()
    let b = PlainViewController("B")
    let c = PlainViewController("C")
    b.modalPresentationStyle = .fullScreen
    c.modalPresentationStyle = .overFullScreen
    stage.run { a.present(b, animated: true) }
    stage.advance(to: 1)
    stage.run { b.present(c, animated: true) }
    stage.advance(to: 2)
    #expect(b.presentedViewController === c && c.presentingViewController === b)
    #expect(stage.window.subviews.count == 2)  // two containers
    stage.run { a.dismiss(animated: true) }
    stage.advance(to: 3)
    #expect(a.presentedViewController == nil && b.presentedViewController == nil)
    #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a.view)])
    #expect(c.log.suffix(2) == ["C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
  }

  @Test func presentingTwiceWarnsAndChangesNothing() {
    let (stage, a) = stageWithRoot()
    let b = PlainViewController("B")
    let c = PlainViewController("C")
    stage.run { a.present(b, animated: true) }
    stage.run { a.present(c, animated: true) }  // while the first transition runs
    stage.advance(to: 1)
    stage.run { a.present(c, animated: true) }  // while something is presented
    // UIKit's words, each controller by its class and a number that stands for its address:
    // C is 0x1, A 0x2, B 0x3, in the order they are first named.
    let warnings = stage.trace.events.filter { $0.subject == "UIKit" }.map(\.call)
    let c1 = "<HeadlessUIKitTests.PlainViewController: 0x1>"
    let a2 = "<HeadlessUIKitTests.PlainViewController: 0x2>"
    let b3 = "<HeadlessUIKitTests.PlainViewController: 0x3>"
    #expect(
      warnings == [
        "Warning: Attempt to present \(c1) on \(a2) while a presentation is in progress!",
        "Warning: Attempt to present \(c1) on \(a2) which is already presenting \(b3)",
      ])
    #expect(stage.messages.map(\.text) == warnings.map { String($0.dropFirst("Warning: ".count)) })
    #expect(stage.messages.map(\.time) == [0.1, 1])
    #expect(a.presentedViewController === b && c.presentingViewController == nil)
  }

  @Test func presentingAnActiveControllerIsAnExceptionThatStopsTheStage() {
    let (stage, a) = stageWithRoot()
    let b = PlainViewController("B")
    let c = PlainViewController("C")
    stage.run { a.present(b, animated: false) }
    stage.advance(to: 0.5)
    var ranLater = false
    stage.run {
      b.present(b, animated: true)
      stage.after(0.1) { ranLater = true }
    }
    stage.advance(to: 1)
    #expect(
      stage.exception
        == .invalidArgument(
          "Application tried to present modally an active controller "
            + "<HeadlessUIKitTests.PlainViewController: 0x1>."))
    #expect(!ranLater && stage.isIdle)
    #expect(
      stage.trace.events.last?.call.hasPrefix(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException'") == true)
    _ = c
  }

  @Test func currentContextCoversTheContextOnly() {
    let stage = Stage(device: .iPhone15Pro)
    let root = PlainViewController("Root")
    let context = PlainViewController("Context")
    let b = PlainViewController("B")
    stage.run {
      stage.window.rootViewController = root
      root.addChild(context)
      root.view.addSubview(context.view)
      context.view.frame = CGRect(x: 0, y: 100, width: 393, height: 400)
      context.didMove(toParent: root)
      context.definesPresentationContext = true
    }
    stage.advance(to: 0.1)
    b.modalPresentationStyle = .overCurrentContext
    stage.run { context.present(b, animated: false) }
    stage.advance(to: 0.2)
    #expect(b.presentingViewController === context)
    // The container sits in the context's superview.
    #expect(b.view.superview?.superview === root.view)
    #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func theTraceExportsAsJSON() throws {
    let (stage, a) = stageWithRoot()
    stage.run { a.present(PlainViewController("B"), animated: false) }
    stage.advance(to: 0.2)
    let json = try stage.trace.json()
    let decoded = try JSONDecoder().decode([Trace.Event].self, from: Data(json.utf8))
    #expect(decoded == stage.trace.events)
    #expect(json.contains("\"call\" : \"viewWillAppear(false)\""))
  }
}
