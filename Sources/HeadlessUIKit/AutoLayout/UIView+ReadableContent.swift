import Foundation

extension UIView {
  /// The widest text column that reads comfortably, as UIKit's `readableContentGuide`: the
  /// layout margins' height, centred in them, as wide as they are up to the readable width.
  ///
  /// The guide is held by constraints to ``layoutMarginsGuide`` that it makes the first time it
  /// is asked for. The readable width is 672 points, UIKit's at the default Dynamic Type size;
  /// Curtain keeps it at every size.
  public var readableContentGuide: UILayoutGuide {
    if let guide = autoLayout.readableGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewReadableContentGuide"
    addLayoutGuide(guide)
    autoLayout.readableGuide = guide
    let margins = layoutMarginsGuide
    let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
    fill.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      guide.topAnchor.constraint(equalTo: margins.topAnchor),
      guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
      guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
      guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableWidth), fill,
    ])
    return guide
  }

  /// UIKit's readable content width at the default Dynamic Type size, in points.
  static let readableWidth: CGFloat = 672
}
