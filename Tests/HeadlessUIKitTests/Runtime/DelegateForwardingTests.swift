import Testing

@testable import HeadlessUIKit

/// Implements only `gestureRecognizerShouldBegin(_:)`, and counts its calls.
@MainActor private final class Begins: UIGestureRecognizerDelegate {
  let answer: Bool
  var calls = 0
  init(_ answer: Bool) { self.answer = answer }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    calls += 1
    return answer
  }
}

/// Implements nothing: every method is the protocol's default.
@MainActor private final class Silent: UIGestureRecognizerDelegate {}

/// Implements `shouldReceive touch` by asking its own (default) `shouldBegin`.
@MainActor private final class AsksItself: UIGestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    !gestureRecognizerShouldBegin(gestureRecognizer)
  }
}

@MainActor @Suite struct DelegateForwardingTests {
  private func shouldBegin(_ targets: [Any?]) -> Bool? {
    DelegateForwarding.first(of: targets, implementing: "gestureRecognizerShouldBegin(_:)") {
      (target: UIGestureRecognizerDelegate) in
      target.gestureRecognizerShouldBegin(UIPanGestureRecognizer())
    }
  }

  @Test func aProxyThatDoesNotImplementAMethodDoesNotHideTheOrigins() {
    let origin = Begins(false)
    #expect(shouldBegin([Silent(), origin]) == false)
    #expect(origin.calls == 1)
  }

  @Test func aProxyThatImplementsAMethodAnswersAndTheOriginIsNotAsked() {
    let proxy = Begins(true)
    let origin = Begins(false)
    #expect(shouldBegin([proxy, origin]) == true)
    #expect(proxy.calls == 1)
    #expect(origin.calls == 0)
  }

  @Test func nilTargetsAndOtherObjectsAreSkippedAndNoImplementationGivesNil() {
    let origin = Begins(false)
    #expect(shouldBegin([nil, "not a delegate", origin]) == false)
    #expect(shouldBegin([nil, Silent(), Silent()]) == nil)
    #expect(shouldBegin([]) == nil)
  }

  @Test func aDefaultReachedInsideAnImplementationDoesNotCount() {
    let touch = UITouch(location: .zero, time: 0, window: UIWindow())
    let answer = DelegateForwarding.first(
      of: [AsksItself(), Begins(true)], implementing: "gestureRecognizer(_:shouldReceive:)"
    ) { (target: UIGestureRecognizerDelegate) in
      target.gestureRecognizer(UIPanGestureRecognizer(), shouldReceive: touch)
    }
    #expect(answer == false)
  }

  @Test func aRecognizerAsksTheForwardedDelegate() {
    let (stage, view) = stageWithRootView()
    let origin = Begins(false)
    let router = Router(targets: [Silent(), origin])
    let pan = UIPanGestureRecognizer()
    pan.delegate = router
    view.addGestureRecognizer(pan)
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500), duration: 0.3)
    }
    stage.advance(to: 1)
    #expect(origin.calls == 1)
    #expect(pan.state == .possible)
  }
}

/// A delegate proxy as `curtain port` writes one: each method goes to the first target that
/// implements it.
@MainActor private final class Router: UIGestureRecognizerDelegate {
  let targets: [Any?]
  init(targets: [Any?]) { self.targets = targets }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    DelegateForwarding.first(of: targets, implementing: "gestureRecognizerShouldBegin(_:)") {
      (target: UIGestureRecognizerDelegate) in
      target.gestureRecognizerShouldBegin(gestureRecognizer)
    } ?? true
  }
}
