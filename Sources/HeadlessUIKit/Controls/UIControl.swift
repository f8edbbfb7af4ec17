import Foundation

/// A view that turns touches into events for its targets, as UIKit's `UIControl`: the base of
/// buttons.
///
/// A touch that comes down on the control (hit testing finds it, `stage.tap(at:)` included)
/// highlights it and sends `.touchDown`; moving sends `.touchDragInside`/`Outside` and, crossing
/// the edge, `.touchDragEnter`/`Exit`; lifting sends `.touchUpInside` or `.touchUpOutside`; a
/// gesture recognizer taking the touch sends `.touchCancel`. While tracking, the control counts
/// a touch as inside up to 70 points beyond its bounds, as UIKit's controls do. A disabled
/// control ignores touches.
///
/// Targets take the forms `curtain port` writes from `#selector`: an unapplied method taking
/// nothing, the sender, or the sender and the event; or a `UIAction`. Swift cannot compare
/// functions, so `removeTarget(_:action:for:)` removes the target's methods of the same
/// signature as the one given.
///
/// ```swift
/// button.addTarget(self, action: CardViewController.close, for: .touchUpInside)
/// button.addAction(UIAction { _ in print("tapped") }, for: .primaryActionTriggered)
/// ```
@preconcurrency @MainActor open class UIControl: UIView {
  /// How far beyond its bounds a tracked touch still counts as inside, in points.
  static let trackingSlop: CGFloat = 70

  var actions: [(events: Event, action: TargetAction<UIControl>)] = []
  var _menuInteraction: UIContextMenuInteraction?
  var uiActions: [(events: Event, action: UIAction)] = []

  /// Whether the control takes touches; a disabled control shows its `.disabled` state.
  /// Default: true.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Default: false.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether a touch is down on the control. Default: false.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  /// The state the flags make: `.normal`, or a combination of `.highlighted`, `.disabled`,
  /// `.selected`.
  open var state: State {
    var s: State = []
    if isHighlighted { s.insert(.highlighted) }
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    return s
  }
  /// Whether a touch is being tracked.
  open internal(set) var isTracking = false
  /// Whether the tracked touch is inside (with the tracking slop).
  open internal(set) var isTouchInside = false
  /// Default: `.center`.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// Default: `.center`.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed. Subclasses update their
  /// look here.
  func stateDidChange() {}

  // MARK: - Tracking (override points)

  /// A touch began on the control; return whether to keep tracking it. Default: true.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch moved; return whether to keep tracking it. Default: true.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch lifted. Default: nothing.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Tracking was cancelled. Default: nothing.
  open func cancelTracking(with event: UIEvent?) {}

  // MARK: - Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTracking = beginTracking(touch, with: event)
    isTouchInside = true
    isHighlighted = true
    var events: Event = .touchDown
    if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
    sendActions(for: events, with: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = isInsideWhileTracking(touch)
    if isTracking { isTracking = continueTracking(touch, with: event) }
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    isHighlighted = inside
    sendActions(for: events, with: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = isInsideWhileTracking(touch)
    isHighlighted = false
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    isTouchInside = inside
    sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
    if inside && sendsPrimaryActionOnTouchUpInside {
      primaryActionWillTrigger()
      sendActions(for: .primaryActionTriggered, with: event)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return }
    isHighlighted = false
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    sendActions(for: .touchCancel, with: event)
  }

  /// Whether lifting inside also sends `.primaryActionTriggered` (a button's does).
  var sendsPrimaryActionOnTouchUpInside: Bool { false }
  /// What the control does to itself just before its primary action (a button may toggle its
  /// selection).
  func primaryActionWillTrigger() {}

  /// Whether a touch counts as inside while tracking: within the bounds grown by 70 points.
  func isInsideWhileTracking(_ touch: UITouch) -> Bool {
    let slop = -Self.trackingSlop
    return bounds.insetBy(dx: slop, dy: slop).contains(touch.location(in: self))
  }

  /// A control's default action (a tap) wins over its superviews' tap recognizers, as in UIKit
  /// since iOS 6: those do not begin on a touch in the control.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
      tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
    else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
    return false
  }

  // MARK: - Sending actions

  /// Calls the targets and actions registered for any of `controlEvents`, in the order they
  /// were added, with no event.
  open func sendActions(for controlEvents: Event) { sendActions(for: controlEvents, with: nil) }

  /// Runs `action` with the control as its sender.
  open func sendAction(_ action: UIAction) { action.perform(sender: self) }

  /// Sends a selector's action to `target` (nil: along the responder chain) through the app,
  /// with the control as its sender.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }

  /// Performs the control's primary action, as a tap would: `.primaryActionTriggered`'s
  /// targets and actions run (iOS 17.4).
  open func performPrimaryAction() {
    primaryActionWillTrigger()
    sendActions(for: .primaryActionTriggered, with: nil)
  }

  /// Every target registered with `addTarget`, alive (`NSNull` for closures without one).
  open var allTargets: Set<AnyHashable> { registeredTargets }

  /// The horizontal alignment in effect: `.leading` and `.trailing` resolved to left and right
  /// for the view's layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    resolvedHorizontalAlignment
  }

  /// Whether the control's context menu opens (iOS 14). Default: false. No touch holds long
  /// enough on a stage to open one.
  open var isContextMenuInteractionEnabled = false
  /// Whether a tap opens the control's menu instead of sending its primary action (iOS 14).
  /// Default: false.
  open var showsMenuAsPrimaryAction = false
  /// The control's context-menu interaction while ``isContextMenuInteractionEnabled``, else nil.
  open var contextMenuInteraction: UIContextMenuInteraction? { menuInteraction }
  /// The tooltip shown when a pointer hovers (iOS 15). Default: nil; a stage has no pointer.
  open var toolTip: String?
  /// The interaction that shows ``toolTip`` (iOS 15): nil while the control has no tooltip.
  open var toolTipInteraction: UIToolTipInteraction? {
    guard let toolTip else { return nil }
    let interaction = _toolTipInteraction ?? UIToolTipInteraction(defaultToolTip: toolTip)
    interaction.defaultToolTip = toolTip
    _toolTipInteraction = interaction
    return interaction
  }
  var _toolTipInteraction: UIToolTipInteraction?
  /// Whether symbol images in the control animate on changes (iOS 17). Default: true.
  open var isSymbolAnimationEnabled = true

  /// The events any target or action is registered for.
  open var allControlEvents: Event {
    actions.reduce(uiActions.reduce([]) { $0.union($1.events) }) { $0.union($1.events) }
  }
}
