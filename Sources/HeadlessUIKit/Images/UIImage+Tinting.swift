import Foundation

extension UIImage {
  /// Whether the image is drawn as a template (its shape in a tint) where `.automatic` images
  /// are drawn as `automaticIsTemplate` says: always for `.alwaysTemplate`, never for
  /// `.alwaysOriginal`; symbol images are templates everywhere, as in UIKit.
  package func isTemplate(automaticIsTemplate: Bool) -> Bool {
    switch renderingMode {
    case .alwaysTemplate: return true
    case .alwaysOriginal: return false
    case .automatic: return automaticIsTemplate || isSymbolImage
    }
  }

  /// The pixels as drawn: the image's own, or its shape in its own tint (`withTintColor(_:)`),
  /// or, for a template, in `tint` (an image view's tint colour), colours resolved for
  /// `traits`.
  package func drawnPixels(
    template automaticIsTemplate: Bool, tint: UIColor? = nil, traits: UITraitCollection? = nil
  ) -> CGImage? {
    guard let pixels else { return nil }
    let color: UIColor?
    if let own = variant.tintColor {
      color = own
    } else if isTemplate(automaticIsTemplate: automaticIsTemplate) {
      color = tint
    } else {
      color = nil
    }
    guard let color else { return pixels }
    let resolved = color.resolvedColor(with: traits ?? UITraitCollection.current).cgColor
    return pixels.filled(with: resolved) ?? pixels
  }
}
