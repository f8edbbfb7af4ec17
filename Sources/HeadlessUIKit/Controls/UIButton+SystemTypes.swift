import Foundation

extension UIButton {
  /// The image UIKit gives a button of a system type for the normal state, when Curtain knows
  /// its size: `.contactAdd`'s circled plus, 24⅓ × 23⅔ points as iOS 16 sizes it (73 × 71
  /// pixels at 3×), drawn as a template so that it takes the tint. The other system types have
  /// no image yet: no recording gives their sizes.
  static func systemTypeImage(for type: ButtonType) -> UIImage? {
    switch type {
    case .contactAdd:
      return symbolImage("plus.circle", size: CGSize(width: 73.0 / 3, height: 71.0 / 3))
    default:
      return nil
    }
  }

  /// The system symbol `name` centred in an image of `size` points at the screen's scale.
  private static func symbolImage(_ name: String, size: CGSize) -> UIImage? {
    let side = min(size.width, size.height)
    guard
      let symbol = UIImage(
        systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: side))
    else { return nil }
    let format = UIGraphicsImageRendererFormat.preferred()
    format.scale = UIScreen.main.scale
    let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
      symbol.draw(
        in: CGRect(
          x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side))
    }
    return image.withRenderingMode(.alwaysTemplate)
  }
}
