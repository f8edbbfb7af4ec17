import Foundation

extension UIView {
  /// The default margins: 8 points a side, or none on a view controller's root view (which
  /// then has the controller's system minimum).
  private var defaultLayoutMargins: UIEdgeInsets {
    owningViewController == nil ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : .zero
  }

  /// `layoutMargins` as set, raised to a root view's controller's system minimum when the
  /// controller respects it.
  var resolvedLayoutMargins: UIEdgeInsets {
    var m = autoLayoutState?.layoutMargins ?? defaultLayoutMargins
    if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = controller.systemMinimumLayoutMargins
      m.top = max(m.top, minimum.top)
      m.bottom = max(m.bottom, minimum.bottom)
      m.left = max(m.left, minimum.leading)
      m.right = max(m.right, minimum.trailing)
    }
    return m
  }

  func setLayoutMargins(_ margins: UIEdgeInsets) {
    guard autoLayoutState?.layoutMargins != margins else { return }
    autoLayout.layoutMargins = margins
    layoutMarginsDidChangeInternally()
  }

  /// The margins the view's `layoutMarginsGuide` keeps: `layoutMargins`, at least the
  /// superview's where the view lies within them (``preservesSuperviewLayoutMargins``), plus
  /// the safe area (``insetsLayoutMarginsFromSafeArea``).
  var effectiveLayoutMargins: UIEdgeInsets {
    var m = layoutMargins
    if preservesSuperviewLayoutMargins, let parent = superview {
      let outer = parent.effectiveLayoutMargins
      let f = frame
      let b = parent.bounds
      m.left = max(m.left, outer.left - (f.minX - b.minX))
      m.top = max(m.top, outer.top - (f.minY - b.minY))
      m.right = max(m.right, outer.right - (b.maxX - f.maxX))
      m.bottom = max(m.bottom, outer.bottom - (b.maxY - f.maxY))
    }
    if insetsLayoutMarginsFromSafeArea {
      let s = safeAreaInsets
      m = UIEdgeInsets(
        top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom,
        right: m.right + s.right)
    }
    return m
  }

  /// `layoutMargins` with leading and trailing (left and right: every Curtain device lays out
  /// left to right).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return NSDirectionalEdgeInsets(
        top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// Whether the view's margins grow to keep content within its superview's margins. Default:
  /// false.
  public var preservesSuperviewLayoutMargins: Bool {
    get { autoLayoutState?.preservesSuperviewLayoutMargins ?? false }
    set {
      guard newValue != preservesSuperviewLayoutMargins else { return }
      autoLayout.preservesSuperviewLayoutMargins = newValue
      layoutMarginsDidChangeInternally()
    }
  }

  /// Whether the margins guide also keeps out of the safe area. Default: true.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { autoLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
    set {
      guard newValue != insetsLayoutMarginsFromSafeArea else { return }
      autoLayout.insetsLayoutMarginsFromSafeArea = newValue
      layoutMarginsDidChangeInternally()
    }
  }

  /// The margins changed: the guide follows at the next layout pass, and the view hears of it.
  func layoutMarginsDidChangeInternally() {
    setNeedsLayout()
    if let engine = LayoutEngine.of(self), let guide = autoLayoutState?.marginsGuide,
      let v = engine.items[ObjectIdentifier(guide)]
    {
      engine.refreshOwnConstraints(of: [v])
    }
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
  }
}

extension UIViewController {
  /// UIKit's minimum margins for a root view: 16 points at the sides, 20 in regular width or on
  /// a screen over 400 points wide.
  var systemMinimumMargins: NSDirectionalEdgeInsets {
    let wide =
      traitCollection.horizontalSizeClass == .regular
      || (viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width) > 400
    let side: CGFloat = wide ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
