import Foundation

/// Scrollable multi-line text (`UITextView`): the text wraps to the view's width inside
/// `textContainerInset` and its ``textContainer``'s 5-point line fragment padding, and scrolls when it is
/// taller than the view.
///
/// ```swift
/// let notes = UITextView()
/// notes.font = .systemFont(ofSize: 17)
/// notes.text = "Swipe down to dismiss.\n\nTap to present another card."
/// notes.isEditable = false
/// ```
///
/// The text is shown, not edited: no keyboard, cursor or selection is simulated, so
/// `isEditable` and `isSelectable` are kept for the code that sets them, and the editing
/// methods of ``UITextViewDelegate`` are never called. `attributedText` sets runs in their own
/// fonts, colours and kern, with a paragraph style's alignment and line spacing. With
/// `isScrollEnabled` off the view sizes itself to its text, as in UIKit (its intrinsic height
/// is the text's at its width).
@preconcurrency @MainActor open class UITextView: UIScrollView {
  /// Draws the text; it lies in the scrolled content.
  let textLabel = UILabel()

  /// Whether the font is made again for the content size category in the text view's traits
  /// when it changes, as `UIContentSizeCategoryAdjusting` says. Default: false.
  open var adjustsFontForContentSizeCategory: Bool {
    get { textLabel.adjustsFontForContentSize }
    set {
      textLabel.adjustsFontForContentSize = newValue
      if newValue { adjustFontForContentSizeCategory() }
    }
  }

  /// The region the text is laid out in: as wide as the view less the inset's sides, with
  /// 5 points of padding at each end of every line, as in UIKit.
  public let textContainer = NSTextContainer(
    size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))

  /// The text shown. Default: empty.
  open var text: String! {
    get { textLabel.text ?? "" }
    set {
      textLabel.text = newValue ?? ""
      textDidChange()
    }
  }

  /// The text with its attributes (fonts, colours, kern, paragraph style). Default: nil.
  open var attributedText: NSAttributedString! {
    get { textLabel.attributedText ?? NSAttributedString(string: "") }
    set {
      textLabel.attributedText = newValue ?? NSAttributedString(string: "")
      textDidChange()
    }
  }

  /// The font. Default: the 12-point system font, UIKit's.
  open var font: UIFont? {
    get { textLabel.font }
    set {
      textLabel.font = newValue ?? .systemFont(ofSize: 12)
      textDidChange()
    }
  }

  /// The text's colour. Default: `.label`.
  open var textColor: UIColor? {
    get { textLabel.textColor }
    set { textLabel.textColor = newValue ?? .label }
  }

  /// Where lines sit across the view. Default: `.natural` (left, or right in a right-to-left
  /// paragraph).
  open var textAlignment: NSTextAlignment {
    get { textLabel.textAlignment }
    set { textLabel.textAlignment = newValue }
  }

  /// Whether the text could be edited on a device (not simulated). Default: true.
  open var isEditable = true
  /// Whether the text could be selected on a device (not simulated). Default: true.
  open var isSelectable = true
  /// The editing state UIKit keeps (UITextView+Editing.swift).
  var editingState = TextViewEditingState()

  /// Whether a finger scrolls the text; without it the view sizes itself to its text.
  open override var isScrollEnabled: Bool {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The width the intrinsic height was last worked out for.
  private var sizedWidth: CGFloat = 0

  /// The space around the text. Default: 8 points above and below, as in UIKit.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textDidChange() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// Storyboards do not exist headlessly; this makes an empty text view.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    textContainer.widthTracksTextView = true
    textContainer.textView = self
    textContainer.size.width = lineWidthLessPadding(in: bounds.width)
    backgroundColor = .systemBackground
    textLabel.font = .systemFont(ofSize: 12)
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    textLabel.text = ""
    addSubview(textLabel)
  }

  private func textDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The container's width inside `width` points of view.
  private func lineWidthLessPadding(in width: CGFloat) -> CGFloat {
    max(0, width - textContainerInset.left - textContainerInset.right)
  }

  /// The width lines wrap to inside `width` points of view: the container's, less the padding.
  private func lineWidth(in width: CGFloat) -> CGFloat {
    let container =
      textContainer.widthTracksTextView ? lineWidthLessPadding(in: width) : textContainer.size.width
    return max(0, container - 2 * textContainer.lineFragmentPadding)
  }

  /// The container's limits apply to the text, which is laid out again.
  func textContainerDidChange() {
    textLabel.numberOfLines = textContainer.maximumNumberOfLines
    textLabel.lineBreakMode = textContainer.lineBreakMode
    textDidChange()
  }

  /// The text's height wrapped inside `width` points of view, with the insets.
  private func contentHeight(in width: CGFloat) -> CGFloat {
    let lines = textLabel.sizeThatFits(CGSize(width: max(lineWidth(in: width), 1), height: 0))
    return textContainerInset.top + max(lines.height, textLabel.font.lineHeight)
      + textContainerInset.bottom
  }

  /// Lays the text out at the view's width and makes the content as tall as it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let height = contentHeight(in: width)
    let inset = textContainerInset
    if textContainer.widthTracksTextView {
      // The view's own width change: the text is being laid out already.
      let view = textContainer.textView
      textContainer.textView = nil
      textContainer.size.width = lineWidthLessPadding(in: width)
      textContainer.textView = view
    }
    textLabel.frame = CGRect(
      x: inset.left + textContainer.lineFragmentPadding, y: inset.top, width: lineWidth(in: width),
      height: height - inset.top - inset.bottom)
    let size = CGSize(width: width, height: height)
    if contentSize != size { contentSize = size }
    if !isScrollEnabled && width != sizedWidth {
      sizedWidth = width
      invalidateIntrinsicContentSize()  // the text wraps anew: its height changes
    }
  }

  /// The view's width with the height its text needs there.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: contentHeight(in: size.width))
  }

  /// Without scrolling, the text's height at the current width (no intrinsic width);
  /// scrolling, none.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled, bounds.width > 0 else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return CGSize(width: UIView.noIntrinsicMetric, height: contentHeight(in: bounds.width))
  }
}

/// A text view's delegate: its scroll view delegate methods are called; the editing methods
/// (UITextViewDelegate+Editing.swift) are never called, as no editing is simulated.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
  func textViewWritingToolsWillBegin(_ textView: UITextView)
  func textViewWritingToolsDidEnd(_ textView: UITextView)
}
