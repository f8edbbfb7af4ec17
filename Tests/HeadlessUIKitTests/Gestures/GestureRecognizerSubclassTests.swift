import Foundation
import Testing

@testable import HeadlessUIKit

/// A pan recognizer written as FloatingPanel writes its own: UIKit's designated initializer with
/// no target, an override of `touchesBegan` that sets `state`.
@MainActor private final class ImmediatePan: UIPanGestureRecognizer {
  var beginsAtOnce = false
  var resets = 0

  init() {
    super.init(target: nil, action: nil)
    name = "ImmediatePan"
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if beginsAtOnce { state = .began }
  }

  override func reset() {
    super.reset()
    resets += 1
  }
}

@MainActor private final class Recorder {
  var events: [String] = []
  func pan(_ r: UIPanGestureRecognizer) { events.append("pan \(r.state)") }
  func tapped() { events.append("tapped") }
  func tap(_ r: UITapGestureRecognizer) { events.append("tap \(r.numberOfTapsRequired)") }
}

/// A stage whose root view has a pan recognizer reporting to a recorder.
@MainActor private func recordedPan() -> (Stage, Recorder, UIPanGestureRecognizer) {
  let (stage, view) = stageWithRootView()
  let recorder = Recorder()
  let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.pan)
  view.addGestureRecognizer(pan)
  return (stage, recorder, pan)
}

@MainActor private final class Delegate: UIGestureRecognizerDelegate {
  var simultaneous = false
  var shouldBegin = true
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBegin
  }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}

@MainActor @Suite struct GestureRecognizerSubclassTests {
  @Test func aSubclassSettingStateCallsTheTargetsAndIsReset() {
    let (stage, view) = stageWithRootView()
    let pan = ImmediatePan()
    pan.beginsAtOnce = true
    let recorder = Recorder()
    pan.addTarget(recorder, action: Recorder.pan)
    view.addGestureRecognizer(pan)
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 1)
    // Began at touch-down; the lift before any movement ends it.
    #expect(recorder.events == ["pan began", "pan ended"])
    #expect(pan.resets == 1 && pan.state == .possible)
  }

  @Test func targetsAreRemovedByTargetAndByMethodType() {
    let (stage, view) = stageWithRootView()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    let recorder = Recorder()
    tap.addTarget(recorder, action: Recorder.tapped)
    tap.addTarget(recorder, action: Recorder.tap)
    view.addGestureRecognizer(tap)
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 0.5)
    #expect(recorder.events == ["tapped", "tap 1"])
    tap.removeTarget(recorder, action: Recorder.tapped)
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 1)
    #expect(recorder.events == ["tapped", "tap 1", "tap 1"])
    tap.removeTarget(recorder, action: nil)
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 1.5)
    #expect(recorder.events.count == 3)
  }

  @Test func nestedPansRecogniseTogetherOnlyWhenADelegateAllows() {
    for simultaneous in [false, true] {
      let (stage, view) = stageWithRootView()
      let inner = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
      view.addSubview(inner)
      let outerRecorder = Recorder()
      let innerRecorder = Recorder()
      let delegate = Delegate()
      delegate.simultaneous = simultaneous
      let outerPan = UIPanGestureRecognizer(target: outerRecorder, action: Recorder.pan)
      let innerPan = UIPanGestureRecognizer(target: innerRecorder, action: Recorder.pan)
      innerPan.delegate = delegate
      view.addGestureRecognizer(outerPan)
      inner.addGestureRecognizer(innerPan)
      stage.run {
        stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), duration: 0.3)
      }
      stage.advance(to: 1)
      #expect(innerRecorder.events.first == "pan began")
      #expect(outerRecorder.events.isEmpty != simultaneous)
    }
  }

  @Test func aDelegateRefusingToBeginFailsTheRecognizer() {
    let (stage, view) = stageWithRootView()
    let recorder = Recorder()
    let delegate = Delegate()
    delegate.shouldBegin = false
    let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.pan)
    pan.delegate = delegate
    view.addGestureRecognizer(pan)
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), duration: 0.3)
    }
    stage.advance(to: 1)
    #expect(recorder.events.isEmpty)
  }

  @Test func aSingleTapWaitsForTheDoubleTapItRequiresToFail() {
    let (stage, view) = stageWithRootView()
    let recorder = Recorder()
    let single = UITapGestureRecognizer(target: recorder, action: Recorder.tap)
    let double = UITapGestureRecognizer(target: recorder, action: Recorder.tap)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300), count: 2) }
    stage.advance(to: 1)
    #expect(recorder.events == ["tap 2"])
    recorder.events = []
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 1.2)
    #expect(recorder.events.isEmpty)  // still waiting for a second tap
    stage.advance(to: 2)
    #expect(recorder.events == ["tap 1"])
  }

  @Test func disablingARunningRecognizerCancelsIt() {
    let (stage, recorder, pan) = recordedPan()
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500), duration: 0.4)
      stage.at(0.4) { pan.isEnabled = false }
    }
    stage.advance(to: 1)
    #expect(recorder.events.first == "pan began")
    #expect(recorder.events.last == "pan cancelled")
    #expect(pan.state == .possible)
  }

  @Test func togglingAnIdleRecognizerLeavesItReadyForTheNextGesture() {
    let (stage, recorder, pan) = recordedPan()
    pan.isEnabled = false
    pan.isEnabled = true
    #expect(pan.state == .possible)
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500), duration: 0.4)
    }
    stage.advance(to: 1)
    #expect(recorder.events.first == "pan began")
    #expect(recorder.events.last == "pan ended")
  }

  @Test func togglingARunningRecognizerCancelsItAndTheNextGestureBegins() {
    let (stage, recorder, pan) = recordedPan()
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500), duration: 0.4)
      stage.at(0.2) {
        pan.isEnabled = false
        pan.isEnabled = true
      }
      stage.at(1) {
        stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500), duration: 0.4)
      }
    }
    stage.advance(to: 2)
    let cancelled = recorder.events.firstIndex(of: "pan cancelled")
    #expect(cancelled != nil)
    #expect(recorder.events.filter { $0 == "pan began" }.count == 2)
    #expect(recorder.events.last == "pan ended")
  }

  @Test func touchesKnowTheirRecognizersAndEventsTheirTouches() {
    let (stage, view) = stageWithRootView()
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(tap)
    var seen: (recognizers: Int, touches: Int)?
    pan.addTarget { r in
      guard seen == nil, let t = r.touches.first else { return }
      seen = (t.gestureRecognizers?.count ?? 0, stage.touches.event.allTouches?.count ?? 0)
    }
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), duration: 0.3)
    }
    stage.advance(to: 1)
    // The tap failed when the pan began: only the pan tracks the touch then.
    #expect(seen?.recognizers == 1)
    #expect(seen?.touches == 1)
  }
}
