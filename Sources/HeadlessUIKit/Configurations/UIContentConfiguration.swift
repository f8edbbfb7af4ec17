import Foundation

/// A description of a view's content that makes the view, as UIKit's `UIContentConfiguration`:
/// a cell's `contentConfiguration` makes its content view with ``makeContentView()`` and, as
/// the cell's state changes, takes ``updated(for:)``.
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  @MainActor func makeContentView() -> UIView & UIContentView
  /// This configuration adjusted for `state` (a selected cell's colours, …).
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (otherwise a new view is made). Default: true.
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// Turns one colour into another for a configuration's state, as UIKit's
/// `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer: Sendable {
  /// The transformation.
  public let transform: @Sendable (UIColor) -> UIColor

  /// A transformer that applies `transform`.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

  /// The colour `input` becomes.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

  /// The colour's luminance as a grey, with its alpha.
  public static let grayscale = UIConfigurationColorTransformer { color in
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
    return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
  }

  /// The tint colour, whatever the input.
  public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

  /// The tint colour at the input's alpha.
  public static let monochromeTint = UIConfigurationColorTransformer { color in
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return .tintColor }
    return UIColor.tintColor.withAlphaComponent(a)
  }
}
