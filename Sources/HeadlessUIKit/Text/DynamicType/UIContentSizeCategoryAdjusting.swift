import Foundation

/// A view whose font follows the content size category, as UIKit's
/// `UIContentSizeCategoryAdjusting`: labels and text views.
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the font is made again for the new category when the traits' content size category
  /// changes. Only fonts from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` follow
  /// it; others keep their size.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

// Labels and text views declare `adjustsFontForContentSizeCategory` in their classes, where
// subclasses can override it.
extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

extension UIView {
  /// Makes a label's or a text view's Dynamic Type font again for the content size category in
  /// its traits, when it adjusts its font for it.
  func adjustFontForContentSizeCategory() {
    let category = traitCollection.preferredContentSizeCategory
    if let label = self as? UILabel, label.adjustsFontForContentSizeCategory,
      let font = label.font.adjusted(to: category), font != label.font
    {
      label.font = font
    } else if let textView = self as? UITextView, textView.adjustsFontForContentSizeCategory,
      let font = textView.font?.adjusted(to: category), font != textView.font
    {
      textView.font = font
    }
  }
}
