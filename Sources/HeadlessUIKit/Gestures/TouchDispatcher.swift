import Foundation

/// Delivers scripted touches as UIKit does, one event per change of any number of fingers:
///
/// - a finger coming down is hit-tested; the recognizers of the view under it and of its
///   superviews (nearest first) that accept it track it;
/// - each event goes to the tracking recognizers first, then to the touched views' responders
///   (`touchesBegan(_:with:)` …), except touches a recognizer has cancelled in its view;
/// - a recognizer leaving `.possible` fails the others sharing its touches unless a delegate
///   lets them recognise together, and releases those waiting for it to fail;
/// - when the last finger lifts, recognizers still `.possible` fail and all are reset.
@MainActor final class TouchDispatcher {
  /// The fingers on the screen, by number.
  private(set) var fingers: [Int: UITouch] = [:]
  /// The recognizers taking part in the current touch sequence.
  private(set) var recognizers: [UIGestureRecognizer] = []
  /// The touch event UIKit hands out with every delivery.
  let event = UIEvent(type: .touches)
  /// The app the events go through (the stage's; scripted touches may come outside its run).
  weak var application: UIApplication?
  /// The last lift, for counting taps in quick succession.
  private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

  /// A second tap counts with the first when it comes down within this many seconds of the
  /// lift, and this many points from it (Curtain's values; UIKit does not document them).
  static let multipleTapInterval: TimeInterval = 0.35
  static let multipleTapDistance: CGFloat = 45
  /// How long a scroll view with `delaysContentTouches` holds a touch back from its content
  /// (Curtain's value: UIKit documents the delay, not its length).
  static let contentTouchDelay: TimeInterval = 0.15

  /// Where fingers are, for "show touches".
  var activeLocations: [CGPoint] {
    fingers.keys.sorted().compactMap { fingers[$0] }.filter { $0.phase != .ended }
      .map(\.locationInWindow)
  }

  /// The finger numbered 0 (scripted one-finger gestures).
  var touch: UITouch? { fingers[0] }

  // MARK: - Events

  func began(_ downs: [(finger: Int, location: CGPoint)], time: TimeInterval, in window: UIWindow) {
    let lifting = downs.map(\.finger).filter { fingers[$0] != nil }
    if !lifting.isEmpty { ended(lifting, time: time) }
    // An app ignoring interaction events (deprecated in iOS 13) drops new fingers.
    if application?.isIgnoringInteractionEvents == true { return }
    var new: [UITouch] = []
    for (finger, screenPoint) in downs {
      let (window, p) = Self.frontWindow(at: screenPoint, over: window, event: event)
      let t = UITouch(location: p, time: time, window: window)
      t.view = window.hitTest(p, with: event)
      t.tapCount = tapCount(at: p, time: time)
      t.dispatcher = self
      fingers[finger] = t
      new.append(t)
      attachRecognizers(to: t)
      if Self.delaysContent(of: t.view) {
        holdFromViews(t, since: time)
      } else {
        refuseIfContentDeclines(t)
      }
    }
    deliver(new, time: time) { r, set in
      r.touchesBegan(set, with: event)
    } views: { v, set in
      v.touchesBegan(set, with: event)
    }
  }

  /// Whether a scroll view at or above `view` holds touches back from its content.
  private static func delaysContent(of view: UIView?) -> Bool {
    var v = view
    while let current = v {
      if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
        scroll.delaysContentTouches
      {
        return true
      }
      v = current.superview
    }
    return false
  }

  /// Keeps `t` from its view for good when the scroll view around that view declines it
  /// (`touchesShouldBegin(_:with:in:)`).
  private func refuseIfContentDeclines(_ t: UITouch) {
    guard let view = t.view else { return }
    var v = view.superview
    while let current = v {
      if let scroll = current as? UIScrollView {
        if !scroll.touchesShouldBegin([t], with: event, in: view) { t.isCancelledInView = true }
        return
      }
      v = current.superview
    }
  }

  /// Holds `t` back from the views until the delay passes, unless it lifts or is cancelled
  /// first.
  private func holdFromViews(_ t: UITouch, since time: TimeInterval) {
    guard let timeline = Timeline.current else { return }
    t.isHeldFromViews = true
    timeline.schedule(at: time + Self.contentTouchDelay) { [weak self, weak t] in
      guard let self, let t else { return }
      self.releaseToViews([t], time: timeline.now)
    }
  }

  /// The views hear the held touches begin (those not cancelled meanwhile).
  private func releaseToViews(_ touches: [UITouch], time: TimeInterval) {
    var held = touches.filter { $0.isHeldFromViews && !$0.isCancelledInView }
    for t in held {
      t.isHeldFromViews = false
      refuseIfContentDeclines(t)
    }
    held.removeAll { $0.isCancelledInView }
    guard !held.isEmpty else { return }
    prepareEvent(at: time)
    for (view, set) in Self.byView(held) { view.touchesBegan(set, with: event) }
  }

  func moved(
    _ moves: [(finger: Int, location: CGPoint, velocity: CGVector)], time: TimeInterval
  ) {
    var moved: [UITouch] = []
    for (finger, p, v) in moves {
      guard let t = fingers[finger] else { continue }
      t.previousLocationInWindow = t.locationInWindow
      t.locationInWindow = t.window?.point(fromScreen: p) ?? p
      t.velocityInWindow = v
      t.phase = .moved
      moved.append(t)
    }
    deliver(moved, time: time) { r, set in
      r.touchesMoved(set, with: event)
    } views: { v, set in
      v.touchesMoved(set, with: event)
    }
  }

  func ended(_ lifted: [Int], time: TimeInterval) {
    let ended = lifted.compactMap { fingers[$0] }
    releaseToViews(ended, time: time)  // a tap quicker than the delay: began, then ended
    for t in ended { t.phase = .ended }
    deliver(ended, time: time) { r, set in
      r.touchesEnded(set, with: event)
    } views: { v, set in
      v.touchesEnded(set, with: event)
    }
    for finger in lifted { fingers[finger] = nil }
    if let t = ended.last {
      lastTap = (t.locationInWindow, time, t.tapCount)
    }
    for r in recognizers { r.touches.removeAll { t in ended.contains { $0 === t } } }
    finishRecognizers()
  }

  /// One-finger forms, for finger 0.
  func began(at point: CGPoint, time: TimeInterval, in window: UIWindow) {
    began([(0, point)], time: time, in: window)
  }
  func moved(to point: CGPoint, velocity: CGVector, time: TimeInterval) {
    moved([(0, point, velocity)], time: time)
  }
  func ended(at point: CGPoint, time: TimeInterval) {
    if let t = fingers[0] {
      t.previousLocationInWindow = t.locationInWindow
      t.locationInWindow = t.window?.point(fromScreen: point) ?? point
    }
    ended([0], time: time)
  }

  // MARK: - Arbitration (called by recognizers as their state changes)

  /// Whether `r` must hold its recognition until recognizers it requires to fail have failed.
  func isWaiting(_ r: UIGestureRecognizer) -> Bool {
    recognizers.contains { $0 !== r && $0._state == .possible && r.requiresFailure(of: $0) }
  }

  /// Whether `r` may be recognised: no recognizer already recognised on its touches prevents it.
  func mayRecognize(_ r: UIGestureRecognizer) -> Bool {
    !recognizers.contains { other in
      other !== r && (other._state == .began || other._state == .changed)
        && other.sharesTouches(with: r) && !r.recognizesSimultaneously(with: other)
        && other.canPrevent(r) && r.canBePrevented(by: other)
    }
  }

  /// `r` was recognised: the recognizers it prevents fail, and its touches are cancelled in
  /// their views if it cancels touches in view.
  func didRecognize(_ r: UIGestureRecognizer) {
    for other in recognizers where other !== r && other._state == .possible {
      let prevented =
        other.sharesTouches(with: r) && !r.recognizesSimultaneously(with: other)
        && r.canPrevent(other) && other.canBePrevented(by: r)
      if prevented || other.requiresFailure(of: r) { other.fail() }
    }
    if r.cancelsTouchesInView { cancelInViews(r.touches) }
  }

  /// `r` failed: recognizers that were waiting for it may now be recognised.
  func didFail(_ r: UIGestureRecognizer) {
    for other in recognizers where other.pendingState != nil && !isWaiting(other) {
      let pending = other.pendingState!
      other.pendingState = nil
      other.change(to: pending)
    }
  }

  /// Stops delivering touches to `r` (it was disabled).
  func drop(_ r: UIGestureRecognizer) {
    recognizers.removeAll { $0 === r }
    r.resetAfterGesture()
  }

  // MARK: - Delivery

  private func attachRecognizers(to t: UITouch) {
    var v = t.view
    while let view = v {
      for r in view._gestureRecognizers where r.isTracking && r.accepts(t, in: event) {
        if !recognizers.contains(where: { $0 === r }) {
          recognizers.append(r)
          r.dispatcher = self
        }
        r.touches.append(t)
      }
      v = view.superview
    }
  }

  private func deliver(
    _ touches: [UITouch], time: TimeInterval,
    recognizers send: (UIGestureRecognizer, Set<UITouch>) -> Void,
    views respond: (UIView, Set<UITouch>) -> Void
  ) {
    guard !touches.isEmpty else { return }
    prepareEvent(at: time)
    for t in touches { t.timestamp = time }
    // The app sends the event to the touches' windows, whose `sendEvent(_:)` delivers it.
    withoutActuallyEscaping(send) { send in
      withoutActuallyEscaping(respond) { respond in
        event.pendingDelivery = { [self] in
          for r in recognizers where r.isTracking {
            let mine = touches.filter { t in r.touches.contains { $0 === t } }
            if !mine.isEmpty { send(r, Set(mine)) }
          }
          let heard = touches.filter { !$0.isCancelledInView && !$0.isHeldFromViews }
          for (view, set) in Self.byView(heard) { respond(view, set) }
        }
        if let app = application {
          app.sendEvent(event)
        } else {
          event.deliverTouches()
        }
        event.pendingDelivery = nil
      }
    }
  }

  /// The frontmost visible window of `window`'s scene whose views take a touch at
  /// `screenPoint`, and the point in it; `window` itself when none does.
  static func frontWindow(at screenPoint: CGPoint, over window: UIWindow, event: UIEvent)
    -> (UIWindow, CGPoint)
  {
    for w in (window.windowScene?.visibleWindows ?? []).reversed() {
      let p = w.point(fromScreen: screenPoint)
      if w.hitTest(p, with: event) != nil { return (w, p) }
    }
    return (window, window.point(fromScreen: screenPoint))
  }

  /// The event handed out with a delivery at `time`: every finger on the screen.
  private func prepareEvent(at time: TimeInterval) {
    event.timestamp = time
    event.allTouches = Set(fingers.values)
  }

  /// Cancels touches in their views; those still held back were never heard and are dropped.
  private func cancelInViews(_ touches: [UITouch]) {
    let held = touches.filter { $0.isHeldFromViews && !$0.isCancelledInView }
    for t in held {
      t.isHeldFromViews = false
      t.isCancelledInView = true
    }
    let live = touches.filter { !$0.isCancelledInView && $0.phase != .cancelled }
    for t in live { t.isCancelledInView = true }
    for (view, set) in Self.byView(live) { view.touchesCancelled(set, with: event) }
  }

  /// Touches grouped by the view they came down on, in the order the views first appear.
  private static func byView(_ touches: [UITouch]) -> [(UIView, Set<UITouch>)] {
    var groups: [(UIView, [UITouch])] = []
    for t in touches {
      guard let v = t.view else { continue }
      if let i = groups.firstIndex(where: { $0.0 === v }) {
        groups[i].1.append(t)
      } else {
        groups.append((v, [t]))
      }
    }
    return groups.map { ($0.0, Set($0.1)) }
  }

  /// Recognizers with no touches left are over, except one waiting for another tap or for a
  /// recognizer it requires to fail (given until the multiple-tap interval passes): one still
  /// `.possible` fails, one still running is cancelled; then all of them are reset.
  func finishRecognizers() {
    while true {
      let over = recognizers.filter { r in
        r.touches.isEmpty
          && !(r._state == .possible && (r.awaitsAnotherTouch || r.pendingState != nil))
      }
      if over.isEmpty { break }
      for r in over {
        switch r._state {
        case .possible: r.fail()
        case .began, .changed: r.state = .cancelled
        default: break
        }
      }
      recognizers.removeAll { r in over.contains { $0 === r } }
      for r in over { r.resetAfterGesture() }
    }
    for r in recognizers where r.touches.isEmpty { scheduleTimeout(for: r) }
  }

  /// Fails a recognizer still waiting, without touches, once the multiple-tap interval passed.
  private func scheduleTimeout(for r: UIGestureRecognizer) {
    guard let timeline = Timeline.current else { return }
    let deadline = timeline.now + Self.multipleTapInterval
    timeline.schedule(at: deadline) { [weak self, weak r] in
      guard let self, let r, r.touches.isEmpty, r._state == .possible,
        recognizers.contains(where: { $0 === r })
      else { return }
      if r.pendingState == nil { r.fail() }
      finishRecognizers()
    }
  }

  private func tapCount(at p: CGPoint, time: TimeInterval) -> Int {
    guard let last = lastTap, time - last.time <= Self.multipleTapInterval,
      hypot(p.x - last.location.x, p.y - last.location.y) <= Self.multipleTapDistance
    else { return 1 }
    return last.count + 1
  }
}
