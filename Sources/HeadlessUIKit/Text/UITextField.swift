import Foundation

/// A single line of editable text (`UITextField`): its text, or its placeholder in
/// `.placeholderText` when empty, sits in `textRect(forBounds:)` inside the border style's
/// frame, between the left and right views.
///
/// ```swift
/// let name = UITextField()
/// name.borderStyle = .roundedRect
/// name.placeholder = "Your name"
/// ```
///
/// No keyboard is simulated: code sets `text`, and `becomeFirstResponder()` and
/// `resignFirstResponder()` begin and end editing with UIKit's delegate calls, control events
/// and notifications (`isEditing` shows the clear button and the `.whileEditing` views).
@preconcurrency @MainActor open class UITextField: UIControl, UITextInputTraits {
  /// How the field's frame is drawn.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// When an overlay view (clear button, left or right view) shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Draws the text or the placeholder.
  let textLabel = UILabel()
  /// Draws the border style's frame, behind everything (UIKit's private background view).
  private let borderView = UIView()

  /// The text; reads "" when there is none, as in UIKit.
  open var text: String? {
    get { storedText.string }
    set { setText(NSAttributedString(string: newValue ?? "")) }
  }

  /// The text with its attributes.
  open var attributedText: NSAttributedString? {
    get { storedText }
    set { setText(newValue ?? NSAttributedString(string: "")) }
  }

  private var storedText = NSAttributedString(string: "")

  /// The text's colour. Default: `.label`.
  open var textColor: UIColor? = .label { didSet { updateLabel() } }
  /// The font. Default: the 17-point system font.
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { updateLabel() } }
  /// Where the text sits across the field. Default: `.natural` (left).
  open var textAlignment: NSTextAlignment = .natural { didSet { updateLabel() } }
  /// Shown in `.placeholderText` while the text is empty. Default: nil.
  open var placeholder: String? {
    get { attributedPlaceholder?.string }
    set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
  }
  /// The placeholder with its attributes. Default: nil.
  open var attributedPlaceholder: NSAttributedString? { didSet { updateLabel() } }

  /// The frame drawn around the text. Default: `.none`.
  open var borderStyle: BorderStyle = .none {
    didSet {
      updateBorder()
      setNeedsLayout()
    }
  }

  /// The field's delegate, asked before editing begins and ends. Weak, as in UIKit.
  open weak var delegate: (any UITextFieldDelegate)?

  /// Whether the field is first responder, being edited.
  open private(set) var isEditing = false
  /// Whether beginning to edit empties the text. Default: false.
  open var clearsOnBeginEditing = false
  /// Kept for code that sets them: the text is not shrunk to fit.
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0

  /// When the clear button shows. Default: `.never`.
  open var clearButtonMode: ViewMode = .never
  /// A view at the leading end (an icon). Default: nil.
  open var leftView: UIView? {
    didSet { replaceOverlay(oldValue, with: leftView) }
  }
  open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// A view at the trailing end. Default: nil.
  open var rightView: UIView? {
    didSet { replaceOverlay(oldValue, with: rightView) }
  }
  open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

  private var customInputView: UIView?
  private var customInputAccessoryView: UIView?
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }

  // UITextInputTraits: kept, as no keyboard is shown.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var enablesReturnKeyAutomatically = false
  /// Whether the text shows as bullets. Default: false.
  open var isSecureTextEntry = false { didSet { updateLabel() } }
  open var textContentType: UITextContentType!

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// Storyboards do not exist headlessly; this makes an empty field.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    borderView.isUserInteractionEnabled = false
    addSubview(borderView)
    textLabel.numberOfLines = 1
    textLabel.lineBreakMode = .byClipping
    addSubview(textLabel)
    updateLabel()
  }

  // MARK: Editing

  /// A field that is enabled can be first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing, if the delegate agrees: `textFieldDidBeginEditing(_:)`, the
  /// `.editingDidBegin` event and `textDidBeginEditingNotification` follow.
  @discardableResult open override func becomeFirstResponder() -> Bool {
    guard !isEditing else { return true }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder()
    else { return false }
    isEditing = true
    if clearsOnBeginEditing { text = "" }
    setNeedsLayout()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing, if the delegate agrees: `textFieldDidEndEditing(_:reason:)`, the
  /// `.editingDidEnd` event and `textDidEndEditingNotification` follow.
  @discardableResult open override func resignFirstResponder() -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder()
    else { return false }
    isEditing = false
    setNeedsLayout()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  private func setText(_ text: NSAttributedString) {
    storedText = text
    updateLabel()
  }

  // MARK: Layout

  /// The border style's inset: UIKit's 7 points for a rounded rect, 2 for a line or bezel.
  private var borderInset: CGFloat {
    switch borderStyle {
    case .none: return 0
    case .line, .bezel: return 2
    case .roundedRect: return 7
    }
  }

  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }

  /// The left view's frame: its own size, at the leading edge, centred down the field.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = leftView.frame.size
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The right view's frame: its own size, at the trailing edge, centred down the field.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = rightView.frame.size
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The frame drawn by the border style: the whole field.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Where the text sits: inside the border's inset, between the views that show.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.insetBy(dx: borderInset, dy: 0)
    if leftView != nil, shows(leftViewMode) {
      let width = leftViewRect(forBounds: bounds).maxX - bounds.minX
      rect.origin.x = max(rect.minX, bounds.minX + width)
      rect.size.width = max(0, bounds.maxX - borderInset - rect.minX)
    }
    if rightView != nil, shows(rightViewMode) {
      rect.size.width = max(0, min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX)
    }
    return rect
  }

  /// Where the placeholder sits: where the text does.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the text sits while editing: where it does otherwise.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    borderView.frame = borderRect(forBounds: bounds)
    sendSubviewToBack(borderView)
    leftView?.isHidden = !shows(leftViewMode)
    leftView?.frame = leftViewRect(forBounds: bounds)
    rightView?.isHidden = !shows(rightViewMode)
    rightView?.frame = rightViewRect(forBounds: bounds)
    let empty = storedText.length == 0
    textLabel.frame =
      empty
      ? placeholderRect(forBounds: bounds)
      : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
  }

  /// The font's line height with the border's padding, and no intrinsic width, as in UIKit.
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    let padding: CGFloat = borderStyle == .none ? 0 : 2 * borderInset
    return CGSize(width: UIView.noIntrinsicMetric, height: ceil(font.lineHeight) + padding)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = textLabel.sizeThatFits(.zero).width + 2 * borderInset
    return CGSize(width: width, height: intrinsicContentSize.height)
  }

  // MARK: Drawing

  private func replaceOverlay(_ old: UIView?, with new: UIView?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new { addSubview(new) }
    setNeedsLayout()
  }

  /// Shows the text (bullets when secure) or, while it is empty, the placeholder.
  private func updateLabel() {
    textLabel.font = font ?? .systemFont(ofSize: 17)
    textLabel.textAlignment = textAlignment
    if storedText.length == 0, let attributedPlaceholder {
      textLabel.textColor = .placeholderText
      textLabel.attributedText = attributedPlaceholder
    } else if isSecureTextEntry {
      textLabel.textColor = textColor ?? .label
      textLabel.text = String(repeating: "\u{2022}", count: storedText.length)
    } else {
      textLabel.textColor = textColor ?? .label
      textLabel.attributedText = storedText
    }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// UIKit's frames: a rounded rect is white with a light grey hairline and 5-point corners, a
  /// line a dark one-point border, a bezel a grey one.
  private func updateBorder() {
    let layer = borderView.layer
    switch borderStyle {
    case .none:
      borderView.backgroundColor = nil
      layer.borderWidth = 0
      layer.cornerRadius = 0
    case .line:
      borderView.backgroundColor = nil
      layer.borderWidth = 1
      layer.borderColor = UIColor.darkText.cgColor
      layer.cornerRadius = 0
    case .bezel:
      borderView.backgroundColor = nil
      layer.borderWidth = 1
      layer.borderColor = UIColor.systemGray.cgColor
      layer.cornerRadius = 0
    case .roundedRect:
      borderView.backgroundColor = .systemBackground
      layer.borderWidth = 0.5
      layer.borderColor = UIColor.systemGray4.cgColor
      layer.cornerRadius = 5
    }
  }
}
