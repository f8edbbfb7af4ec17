import Foundation

/// A view or a layout guide: what constraints relate.
@MainActor protocol LayoutItem: AnyObject {
  /// The view whose coordinate space the item's frame is in: a view's superview, a guide's
  /// owning view.
  var layoutParent: UIView? { get }
  /// The view that stands for the item in the hierarchy: a view itself, a guide's owning view.
  var containerView: UIView? { get }
}

extension UIView: LayoutItem {
  var layoutParent: UIView? { superview }
  var containerView: UIView? { self }
}

/// A rectangle in a view's coordinate space that takes part in Auto Layout without being a view,
/// as UIKit's `UILayoutGuide`: spacers between views, a group to centre, the margins.
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///   gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
///   gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
///   gap.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.1),
/// ])
/// ```
@preconcurrency @MainActor
open class UILayoutGuide: LayoutItem, @preconcurrency CustomStringConvertible {
  /// What a guide stands for; UIKit's own guides follow their view.
  enum Role {
    /// An app's guide: only its constraints place it.
    case custom
    /// `layoutMarginsGuide`: the bounds inset by the layout margins.
    case margins
    /// `safeAreaLayoutGuide`: the bounds inset by the safe area.
    case safeArea
    /// A scroll view's `contentLayoutGuide`: the content area.
    case scrollContent
    /// A scroll view's `frameLayoutGuide`: the scroll view's own rectangle, fixed on screen.
    case scrollFrame
    /// A controller's `topLayoutGuide`: the full-width strip above the view's safe area.
    case topLayoutSupport
    /// A controller's `bottomLayoutGuide`: the full-width strip below the view's safe area.
    case bottomLayoutSupport
  }

  let role: Role

  /// A name shown in descriptions and UIKit's messages. Default: empty.
  open var identifier = ""

  private weak var _owningView: UIView?

  /// The view whose coordinate space the guide lives in. Setting it adds the guide to that
  /// view (as ``UIView/addLayoutGuide(_:)``).
  open var owningView: UIView? {
    get { _owningView }
    set {
      guard newValue !== _owningView else { return }
      _owningView?.removeLayoutGuide(self)
      newValue?.addLayoutGuide(self)
    }
  }

  /// A guide to add to a view.
  public init() { role = .custom }

  init(role: Role, identifier: String, owningView: UIView) {
    self.role = role
    self.identifier = identifier
    _owningView = owningView
  }

  func attach(to view: UIView?) { _owningView = view }

  var layoutParent: UIView? { _owningView }
  var containerView: UIView? { _owningView }

  /// The guide's rectangle in its owning view's coordinates, as the last layout left it.
  open var layoutFrame: CGRect {
    guard let view = _owningView, let engine = LayoutEngine.of(view) else { return .zero }
    return engine.frame(of: self) ?? .zero
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }

  /// Whether the guide's rectangle is not fully determined by its constraints.
  public var hasAmbiguousLayout: Bool {
    guard let view = _owningView, let engine = LayoutEngine.of(view) else { return false }
    return engine.isAmbiguous(self)
  }

  /// The active constraints that involve the guide along `axis`.
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let view = _owningView else { return [] }
    return LayoutEngine.of(view)?.constraintsAffecting(self, axis: axis) ?? []
  }

  /// `<UILayoutGuide: 0x1 - "name", layoutFrame = {{0, 0}, {390, 844}}, owningView = …>`.
  open var description: String {
    let name = Stage.current.map { "0x" + String($0.objectNumber(self), radix: 16) } ?? "0x0"
    return
      "<UILayoutGuide: \(name) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = "
      + "\(_owningView.map { Stage.current?.describe($0) ?? "\($0)" } ?? "nil")>"
  }
}
