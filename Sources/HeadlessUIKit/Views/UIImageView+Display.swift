import Foundation

extension UIImageView {
  /// Puts the shown image on the layer: its pixels as drawn here (a template in the tint
  /// colour, resolved for the view's traits), its scale, and for a resizable image the part that
  /// stretches (`contentsCenter`), so that the caps keep their size as the view resizes.
  func updateContents() {
    let shown = shownImage
    layer.contents = shown?.drawnPixels(template: false, tint: tintColor, traits: traitCollection)
    layer.contentsScale = shown?.scale ?? 1
    layer.contentsCenter = shown.map(Self.stretchingPart) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
    if let shown, shown.variant.isResizable, shown.resizingMode == .tile,
      Self.stretchingPart(shown).width * shown.size.width > 1
        || Self.stretchingPart(shown).height * shown.size.height > 1
    {
      noteMissingEffect(
        "UIImage.ResizingMode.tile", "image views stretch a resizable image's middle")
    }
  }

  /// The part of `image` that stretches, in its unit square: all of it unless it is resizable,
  /// else what its caps leave.
  static func stretchingPart(_ image: UIImage) -> CGRect {
    let size = image.size
    guard image.variant.isResizable, size.width > 0, size.height > 0 else {
      return CGRect(x: 0, y: 0, width: 1, height: 1)
    }
    let caps = image.capInsets
    return CGRect(
      x: caps.left / size.width, y: caps.top / size.height,
      width: max(0, size.width - caps.left - caps.right) / size.width,
      height: max(0, size.height - caps.top - caps.bottom) / size.height)
  }
}
