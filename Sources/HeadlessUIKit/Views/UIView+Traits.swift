import Foundation

extension UIView {
  /// Resolves the background colour again with the view's current traits, without animating.
  func resolveDynamicColors() {
    guard let c = backgroundColor else { return }
    let resolved = c.resolvedColor(with: traitCollection).cgColor
    if layer.backgroundColor != resolved {
      UIView.performWithoutAnimation { layer.backgroundColor = resolved }
    }
  }

  /// Re-resolves dynamic colours and tells the subtree that the traits changed.
  func propagateTraitChange(_ previous: UITraitCollection?) {
    resolveDynamicColors()
    adjustFontForContentSizeCategory()
    layer.setNeedsDisplay()  // contents drawn in dynamic colours
    traitCollectionDidChange(previous)
    traitChangeRegistrations.fire(self, previous: previous, current: traitCollection)
    for v in _subviews where v.owningViewController == nil { v.propagateTraitChange(previous) }
  }

  // MARK: - Tint

  /// The tint adjustment mode in effect: the first one set (not `.automatic`) up the superview
  /// chain, or `.normal`.
  var effectiveTintAdjustmentMode: TintAdjustmentMode {
    var v: UIView? = self
    while let view = v {
      if view._tintAdjustmentMode != .automatic { return view._tintAdjustmentMode }
      v = view._superview
    }
    return .normal
  }

  /// The tint in effect: the first one set up the superview chain, else system blue, dimmed
  /// to a grey of the same luminance when the adjustment mode in effect is `.dimmed`.
  var effectiveTintColor: UIColor {
    var v: UIView? = self
    var color = UIColor.systemBlue
    while let view = v {
      if let c = view._tintColor {
        color = c
        break
      }
      v = view._superview
    }
    guard effectiveTintAdjustmentMode == .dimmed else { return color }
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    _ = color.resolvedColor(with: traitCollection).getRed(&r, green: &g, blue: &b, alpha: &a)
    return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
  }

  /// What `tintColorDidChange()` compares: the tint set up the chain and the mode in effect.
  struct TintState: Equatable {
    var color: UIColor?
    var mode: TintAdjustmentMode
  }

  var tintState: TintState {
    var v: UIView? = self
    while let view = v, view._tintColor == nil { v = view._superview }
    return TintState(color: v?._tintColor, mode: effectiveTintAdjustmentMode)
  }

  /// Runs `change` (which sets this view's tint, mode or superview) and tells the view and the
  /// subviews that inherit from it if the tint in effect changed.
  func changeTint(_ change: () -> Void) {
    let before = tintState
    change()
    tintStateDidChange(from: before)
  }

  func tintStateDidChange(from before: TintState) {
    let after = tintState
    guard after != before else { return }
    notifyTintChange(color: after.color != before.color, mode: after.mode != before.mode)
  }

  private func notifyTintChange(color: Bool, mode: Bool) {
    tintColorDidChange()
    for v in _subviews {
      let inherits =
        (color && v._tintColor == nil) || (mode && v._tintAdjustmentMode == .automatic)
      if inherits { v.notifyTintChange(color: color, mode: mode) }
    }
  }
}
