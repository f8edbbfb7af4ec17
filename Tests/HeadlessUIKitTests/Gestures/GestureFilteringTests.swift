import Foundation
import Testing

@testable import HeadlessUIKit

/// A recognizer takes a stage's fingers only when it allows direct touches and is willing to
/// receive the event; the members for presses, keys and pointers keep UIKit's defaults.
@MainActor @Suite struct GestureFilteringTests {
  @MainActor final class Counter {
    var taps = 0
    func didTap(_ tap: UITapGestureRecognizer) { taps += 1 }
  }

  final class PickyTap: UITapGestureRecognizer {
    override func shouldReceive(_ event: UIEvent) -> Bool { false }
  }

  @Test func aRecognizerThatAllowsNoDirectTouchesIgnoresFingers() {
    let (stage, view) = stageWithRootView()
    let counter = Counter()
    let tap = UITapGestureRecognizer(target: counter, action: Counter.didTap)
    view.addGestureRecognizer(tap)
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 1)
    #expect(counter.taps == 1)
    tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 2)
    #expect(counter.taps == 1)
  }

  @Test func aRecognizerUnwillingToReceiveTheEventIgnoresIt() {
    let (stage, view) = stageWithRootView()
    let counter = Counter()
    view.addGestureRecognizer(PickyTap(target: counter, action: Counter.didTap))
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 1)
    #expect(counter.taps == 0)
  }

  @Test func pressKeyAndPointerMembersKeepUIKitsDefaults() {
    let tap = UITapGestureRecognizer()
    #expect(tap.allowedTouchTypes.count == UITouch.TouchType.allCases.count)
    #expect(tap.allowedPressTypes.count == UIPress.PressType.allCases.count)
    #expect(tap.modifierFlags == [] && tap.buttonMask == [])
    #expect(tap.buttonMaskRequired == .primary)
    #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])
  }
}
