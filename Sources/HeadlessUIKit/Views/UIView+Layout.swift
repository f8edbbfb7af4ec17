import Foundation

extension UIView {
  /// `intrinsicContentSize`'s "no natural size" value: −1.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The layout pass UIKit runs for a view marked for layout: at the root of a hierarchy that
  /// uses Auto Layout the update-constraints pass and the solver, the safe-area callbacks when the
  /// insets changed since the last pass (`safeAreaInsetsDidChange()`, then the controller's
  /// `viewSafeAreaInsetsDidChange()`), then `viewWillLayoutSubviews()`, `layoutSubviews()` and
  /// `viewDidLayoutSubviews()`.
  func runLayoutPass() {
    prepareConstraintLayoutIfRoot()
    let vc = owningViewController
    if window != nil { vc?.callViewIsAppearingIfDue() }
    let insets = safeAreaInsets
    if insets != (laidOutSafeAreaInsets ?? .zero) {
      laidOutSafeAreaInsets = insets
      safeAreaInsetsDidChange()
      vc?.viewSafeAreaInsetsDidChange()
    }
    applyCornerConfiguration()
    vc?.updateContentUnavailableConfigurationIfDue()
    vc?.viewWillLayoutSubviews()
    layoutSubviews()
    vc?.viewDidLayoutSubviews()
  }

  /// The part of the view covered by the window's safe-area insets (status bar, Dynamic Island,
  /// home indicator) and by containers' bars, in the view's coordinates; zero outside a window.
  ///
  /// A view inherits the part of its superview's safe-area margins that overlaps it. A view
  /// controller's root view also extends it to what its container's chrome covers (a navigation
  /// bar) and adds the controller's `additionalSafeAreaInsets`, as in UIKit.
  var computedSafeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    var insets: UIEdgeInsets
    if self === window {
      insets = window.windowSafeAreaInsets
    } else if let parent = _superview {
      let p = parent.safeAreaInsetsForSubviews
      let f = parent.convert(bounds, from: self)
      let b = parent.bounds
      // The overlap with the parent's unsafe edges, at most the view's own size.
      func overlap(_ inset: CGFloat, _ distance: CGFloat, _ size: CGFloat) -> CGFloat {
        min(max(0, inset - distance), max(0, size))
      }
      insets = UIEdgeInsets(
        top: overlap(p.top, f.minY - b.minY, f.height),
        left: overlap(p.left, f.minX - b.minX, f.width),
        bottom: overlap(p.bottom, b.maxY - f.maxY, f.height),
        right: overlap(p.right, b.maxX - f.maxX, f.width))
    } else {
      insets = .zero
    }
    if let vc = owningViewController {
      if let container = vc.parent {
        let o = container.contentOverlayInsets(forChild: vc)
        insets = UIEdgeInsets(
          top: max(insets.top, o.top), left: max(insets.left, o.left),
          bottom: max(insets.bottom, o.bottom), right: max(insets.right, o.right))
      }
      let a = vc.additionalSafeAreaInsets
      insets = UIEdgeInsets(
        top: insets.top + a.top, left: insets.left + a.left, bottom: insets.bottom + a.bottom,
        right: insets.right + a.right)
    }
    return insets
  }

  /// The bounds inset by the safe area.
  public var safeAreaLayoutFrame: CGRect { bounds.inset(by: safeAreaInsets) }

  /// The safe-area insets the view passes on to its subviews: its own, less the edges a scroll
  /// view already keeps its content clear of through `adjustedContentInset`.
  var safeAreaInsetsForSubviews: UIEdgeInsets {
    (self as? UIScrollView)?.contentSafeAreaInsets ?? safeAreaInsets
  }

  /// Called when the bounds change size: marks the view for layout and resizes its subviews by
  /// their autoresizing masks.
  func boundsSizeDidChange(from old: CGSize) {
    let new = bounds.size
    guard new != old else { return }
    setNeedsLayout()
    switch drawing.afterResize(with: contentMode) {
    case .display: layer.setNeedsDisplay()
    case .firstContents: requestFirstContents()
    case .none: break
    }
    guard autoresizesSubviews else { return }
    for v in _subviews where !v.autoresizingMask.isEmpty {
      v.frame = Self.autoresized(v.frame, mask: v.autoresizingMask, from: old, to: new)
    }
  }

  /// A subview's frame after its superview went from `old` to `new`: along each axis the change
  /// is shared by the flexible parts (margins and size) in proportion to their current lengths,
  /// or equally when those lengths are all zero.
  static func autoresized(_ f: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize)
    -> CGRect
  {
    func axis(
      _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat, _ delta: CGFloat,
      _ flexLead: Bool, _ flexSize: Bool, _ flexTrail: Bool
    ) -> (CGFloat, CGFloat) {
      let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)].filter(\.0).map(\.1)
      guard !parts.isEmpty, delta != 0 else { return (lead, size) }
      let total = parts.reduce(0, +)
      func share(_ flexible: Bool, _ length: CGFloat) -> CGFloat {
        guard flexible else { return 0 }
        return total > 0 ? delta * length / total : delta / CGFloat(parts.count)
      }
      return (lead + share(flexLead, lead), size + share(flexSize, size))
    }
    let (x, w) = axis(
      f.minX, f.width, old.width - f.maxX, new.width - old.width,
      mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
      mask.contains(.flexibleRightMargin))
    let (y, h) = axis(
      f.minY, f.height, old.height - f.maxY, new.height - old.height,
      mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
      mask.contains(.flexibleBottomMargin))
    return CGRect(x: x, y: y, width: w, height: h)
  }
}
