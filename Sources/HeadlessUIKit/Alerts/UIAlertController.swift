import Foundation

/// An alert or an action sheet (docs/uikit-behaviour.md#alerts), presented like any controller:
///
/// ```swift
/// let alert = UIAlertController(
///   title: "My Alert", message: "This is an alert.", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in print("You tapped OK.") })
/// present(alert, animated: true)
/// ```
///
/// - An **alert** is 270 points wide, centred over the screen dimmed by black at 20 % (48 % in
///   dark mode); it appears from 1.2× its size while fading in, with a critically damped spring
///   of 0.404 s, and fades out the same way.
/// - An **action sheet** rises from the bottom of a compact-width screen with the system spring,
///   its cancel action apart below the others; a tap outside chooses the cancel action, if there
///   is one. In regular width (an iPad) it is a popover: set its anchor through
///   `popoverPresentationController` (nil in compact width), or UIKit raises; its cancel action is
///   not shown, and a tap outside chooses it.
///
/// A tap on a button dismisses the alert, then calls the action's handler. The presenter stays
/// on screen and gets no appearance callbacks. The title, the message and the buttons' titles are
/// drawn in UIKit's sizes (see ``UILabel`` for the font); text fields are not supported.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
  /// Alert or action sheet, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// A sheet of actions (a popover in regular width).
    case actionSheet = 0
    /// A centred alert.
    case alert = 1
  }

  /// The message under the title.
  open var message: String?
  /// The style it was made with.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  open internal(set) var actions: [UIAlertAction] = []
  /// The text fields added with ``addTextField(configurationHandler:)``, in order; nil when
  /// there are none (UIAlertController+TextFields.swift).
  var _textFields: [UITextField] = []
  /// The action to emphasise (and to choose with the return key on iPad). Default: nil.
  open var preferredAction: UIAlertAction?
  /// How severe the alert is (Mac Catalyst draws critical ones with a caution icon; iOS draws
  /// both alike). Default: `.default`.
  open var severity: UIAlertControllerSeverity = .default

  /// UIKit's own transitioning delegate for alerts (the alert controller is its own).
  private let transitioning = AlertTransitioning()

  /// An alert controller.
  ///
  /// - Parameters:
  ///   - title: The title, or nil.
  ///   - message: The message, or nil.
  ///   - preferredStyle: `.alert` or `.actionSheet`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    transitioningDelegate = transitioning
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { nil }

  /// Adds a button. A second cancel action raises UIKit's `NSInternalInconsistencyException`.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      Stage.current?.raise(
        .internalInconsistency(
          "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
      return
    }
    actions.append(action)
  }

  /// `.custom` (UIKit's own alert presentation), or `.popover` for an action sheet in regular
  /// width. Setting it has no effect, as in UIKit.
  open override var modalPresentationStyle: UIModalPresentationStyle {
    get { preferredStyle == .actionSheet && Self.isRegularWidth ? .popover : .custom }
    set {}
  }

  /// Whether the running stage's screen is regular in width now (an iPad, a large iPhone in
  /// landscape).
  static var isRegularWidth: Bool {
    (Stage.current?.window.traitCollection ?? UIScreen.main.traitCollection).horizontalSizeClass
      == .regular
  }

  open override func loadView() {
    let content = AlertContentView()
    content.alert = self
    view = content
  }

  var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }
  /// Where the alert is shown, once the presentation decided.
  var layoutMode: AlertLayout.Mode = .alert

  /// Lays the alert out for where it is shown and returns its size.
  @discardableResult
  func prepareLayout(_ mode: AlertLayout.Mode, containerWidth: CGFloat) -> CGSize {
    loadViewIfNeeded()
    let width: CGFloat
    switch mode {
    case .alert: width = AlertLayout.alertWidth
    case .sheet: width = containerWidth - 16
    case .popover: width = AlertLayout.popoverWidth
    }
    let hairline = 1 / max(1, traitCollection.displayScale)
    layoutMode = mode
    let layout = AlertLayout(
      mode: mode, title: title, message: message, styles: actions.map(\.style), width: width,
      hairline: hairline)
    contentView?.layout = layout
    if mode == .popover { preferredContentSize = layout.size }
    view.backgroundColor = nil
    return layout.size
  }

  /// The user chose `actions[index]` (a tap on its button, or outside for the cancel action):
  /// the alert is dismissed, then the handler runs.
  func choose(actionAt index: Int) {
    guard actions.indices.contains(index), actions[index].isEnabled, activeTransition == nil,
      presentingViewController != nil
    else { return }
    let action = actions[index]
    performDismissal(
      animated: true,
      completion: {
        guard let handler = action.handler else { return }
        if let trace = Stage.current?.trace {
          trace.call(action, "handler(\"\(action.title ?? "")\")") { handler(action) }
        } else {
          handler(action)
        }
      }, completionIsUIKits: true)
  }

  /// A tap outside: the cancel action, if there is one.
  func chooseCancel() {
    if let index = actions.firstIndex(where: { $0.style == .cancel }) { choose(actionAt: index) }
  }
}

/// How severe an alert is, as UIKit's `UIAlertControllerSeverity` (iOS 16).
public enum UIAlertControllerSeverity: Int, Sendable {
  case `default` = 0
  case critical = 1
}
