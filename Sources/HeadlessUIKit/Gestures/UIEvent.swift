import Foundation

/// An event: for touches, every finger on the screen at a moment, as UIKit's `UIEvent`.
///
/// The stage hands one touch event to recognizers and responders with every change of its
/// scripted fingers. Views see `nil` events in `hitTest(_:with:)` and `point(inside:with:)` when
/// code calls them directly.
@preconcurrency @MainActor open class UIEvent: NSObject {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  /// The finer kinds of motion and remote-control events.
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
  }

  /// The kind of event. Default: `.touches`.
  open private(set) var type: EventType
  /// Default: `.none`.
  open var subtype: EventSubtype { .none }
  /// When the event happened, in stage seconds.
  open internal(set) var timestamp: TimeInterval = 0
  var touchSet: Set<UITouch> = []
  /// The delivery of the touches' change to recognizers and views, while the event is being
  /// sent (`UIApplication.sendEvent(_:)`, `UIWindow.sendEvent(_:)`).
  var pendingDelivery: (() -> Void)?

  /// Delivers the touches' change, once: what `UIWindow.sendEvent(_:)` does.
  func deliverTouches() {
    let delivery = pendingDelivery
    pendingDelivery = nil
    delivery?()
  }

  /// A touch event with no touches.
  public override init() {
    type = .touches
    super.init()
  }

  init(type: EventType) {
    self.type = type
    super.init()
  }

  /// The touches of the event (nil for an event that has none).
  open internal(set) var allTouches: Set<UITouch>? {
    get { type == .touches ? touchSet : nil }
    set { touchSet = newValue ?? [] }
  }

  /// The event's touches that came down on `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let set = touchSet.filter { $0.view === view }
    return set.isEmpty ? nil : set
  }

  /// The event's touches in `window`.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    let set = touchSet.filter { $0.window === window }
    return set.isEmpty ? nil : set
  }

  /// The event's touches `gesture` tracks.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    let set = touchSet.filter { t in gesture.touches.contains { $0 === t } }
    return set.isEmpty ? nil : set
  }
}
