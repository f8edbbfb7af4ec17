import Foundation

/// Draws a `UIBarAppearance` behind a bar's content, back to front: the background effect,
/// colour and image, then the hairline (shadow image or colour) just outside the bar's edge
/// that faces its content (above a toolbar, below a navigation bar).
@MainActor final class BarAppearanceView: UIView, UIKitOwned {
  /// Which edge of the bar the hairline hangs from.
  enum ShadowEdge { case top, bottom }

  let shadowEdge: ShadowEdge
  let material = UIVisualEffectView(effect: nil)
  let colorView = UIView()
  let imageView = UIImageView()
  let shadowView = UIView()
  let shadowImageView = UIImageView()

  init(shadowEdge: ShadowEdge) {
    self.shadowEdge = shadowEdge
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    for view in [material, colorView, imageView, shadowView, shadowImageView] {
      addSubview(view)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// The appearance shown last.
  private(set) var applied: UIBarAppearance?

  /// Shows `appearance`'s background and shadow.
  func apply(_ appearance: UIBarAppearance) {
    applied = appearance
    material.effect = appearance.backgroundEffect
    material.isHidden = appearance.backgroundEffect == nil
    colorView.backgroundColor = appearance.backgroundColor
    colorView.isHidden = appearance.backgroundColor == nil
    imageView.image = appearance.backgroundImage
    imageView.contentMode = appearance.backgroundImageContentMode
    imageView.isHidden = appearance.backgroundImage == nil
    shadowImageView.image = appearance.shadowImage
    shadowImageView.isHidden = appearance.shadowImage == nil
    shadowView.backgroundColor = appearance.shadowColor
    shadowView.isHidden = appearance.shadowImage != nil || appearance.shadowColor == nil
    setNeedsLayout()
  }

  /// The background fills the view; the hairline is one pixel (or the shadow image's height)
  /// outside its shadow edge.
  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    for view in [material, colorView, imageView] { view.frame = b }
    let hairline = 1 / max(traitCollection.displayScale, 1)
    let imageHeight = shadowImageView.image?.size.height ?? 0
    for (view, height) in [(shadowView, hairline), (shadowImageView, imageHeight)] {
      let y = shadowEdge == .top ? -height : b.height
      view.frame = CGRect(x: 0, y: y, width: b.width, height: height)
    }
  }
}
