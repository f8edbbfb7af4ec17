import Foundation
@_spi(Painting) import Raster
@_spi(Painting) import RasterText

/// A view that shows text, as UIKit's `UILabel`: drawn into its layer's contents at the
/// screen's scale whenever the text, its look or the label's size change.
///
/// ```swift
/// let title = UILabel(frame: CGRect(x: 20, y: 100, width: 335, height: 24))
/// title.text = "Photos"
/// title.font = .preferredFont(forTextStyle: .headline)
/// title.textAlignment = .center
/// ```
///
/// As in UIKit, the lines are centred vertically in the bounds; a label shows as many lines as
/// `numberOfLines` allows (0: any number) and its height holds, and the last line shown is
/// truncated where text is cut off (`.byTruncatingTail`, the default, `.byTruncatingHead` and
/// `.byTruncatingMiddle`; `.byClipping` and the wrapping modes cut it off). `attributedText`
/// sets runs in their own fonts, colours and kern, with a paragraph style's alignment and line
/// spacing; `adjustsFontSizeToFitWidth` shrinks the text down to `minimumScaleFactor`. Text is
/// set as ``UIFont`` describes; a highlighted label draws in ``highlightedTextColor``, with
/// ``shadowColor`` beneath it. The disabled look is not drawn (the console says so once).
/// Drawing goes through ``drawText(in:)`` and sizing through
/// ``textRect(forBounds:limitedToNumberOfLines:)``: subclasses override them, as in UIKit.
@preconcurrency @MainActor open class UILabel: UIView {
  /// The text shown. Default: nil. Setting it drops any attributed text.
  open var text: String? {
    get { storedAttributedText?.string ?? plainText }
    set {
      let changed = newValue != text || storedAttributedText != nil
      notifyingObservers(of: ["text", "attributedText"]) {
        storedAttributedText = nil
        plainText = newValue
      }
      guard changed else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  private var plainText: String?
  private var storedAttributedText: NSAttributedString?

  /// The text with its attributes: runs in their own fonts, colours and kern, and a paragraph
  /// style. Reading it after setting ``text`` gives the text in the label's font and colour.
  /// Default: nil.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText { return storedAttributedText }
      guard let plainText else { return nil }
      return NSAttributedString(
        string: plainText, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
    }
    set {
      notifyingObservers(of: ["attributedText", "text"]) {
        storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
        plainText = newValue?.string
      }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether text too wide for one line (or too tall for the lines shown) is set smaller, down
  /// to ``minimumScaleFactor`` of its size. Default: false.
  open var adjustsFontSizeToFitWidth = false {
    didSet { setNeedsDisplay() }
  }

  /// The smallest fraction of the font's size text shrinks to; 0 (the default) leaves it
  /// unshrunk, as UIKit does.
  open var minimumScaleFactor: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  /// Whether UIKit may tighten letter spacing before truncating (kept; not applied).
  open var allowsDefaultTighteningForTruncation = false

  /// The text's colour while ``isHighlighted``; nil (the default) keeps ``textColor``.
  open var highlightedTextColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the label shows its highlighted look (as a table cell's labels do while the cell
  /// is selected). Default: false.
  open var isHighlighted = false {
    didSet { setNeedsDisplay() }
  }

  /// Whether the text draws in its enabled look. Default: true. UIKit dims a disabled label's
  /// text; Curtain keeps the value and draws the text as it is.
  open var isEnabled = true {
    didSet {
      if !isEnabled {
        noteMissingEffect("UILabel.isEnabled", "disabled labels draw their text undimmed")
      }
    }
  }

  /// The colour of the text's shadow, drawn unblurred at ``shadowOffset`` beneath text without
  /// a `.shadow` of its own; nil (the default) for none.
  open var shadowColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Where the shadow falls, in points. Default: (0, −1), UIKit's.
  open var shadowOffset = CGSize(width: 0, height: -1) {
    didSet { setNeedsDisplay() }
  }

  /// How shrunk text is placed vertically. Default: `.alignBaselines`, UIKit's. Curtain centres
  /// the lines in the bounds, which is `.alignCenters`.
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
  /// Whether a truncated label shows its full text when a pointer hovers (iOS 15). Default:
  /// false; a stage has no pointer.
  open var showsExpansionTextWhenTruncated = false
  /// The vibrancy the label's text takes inside a vibrancy effect (iOS 17). Default: `.none`.
  open var preferredVibrancy: UILabelVibrancy = .none {
    didSet {
      if preferredVibrancy != .none {
        noteMissingEffect("UILabel.preferredVibrancy", "the text is drawn without vibrancy")
      }
    }
  }

  /// The font. Default: the 17-point system font.
  open var font: UIFont! {
    get { storedFont }
    set {
      notifyingObservers(of: ["font"]) {
        storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
      }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  private var storedFont: UIFont = .systemFont(ofSize: UIFont.labelFontSize)

  /// The text's colour (dynamic colours follow the traits). Default: `.label`.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      notifyingObservers(of: ["textColor"]) { storedTextColor = newValue ?? .label }
      setNeedsDisplay()
    }
  }
  private var storedTextColor: UIColor = .label

  /// Where lines sit across the bounds. Default: `.natural` (left, or right in a right-to-left
  /// paragraph).
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplay() }
  }

  /// The most lines shown; 0 for as many as fit. Default: 1.
  open var numberOfLines = 1 {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// How lines that do not fit end. Default: `.byTruncatingTail`.
  /// How lines choose their breaks beyond ``lineBreakMode`` (iOS 14). Default: `.standard`.
  /// Kept; lines break at the last opportunity that fits, with neither push-out nor Hangul
  /// word priority (setting either says so once on the stage's console).
  open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard {
    didSet {
      if !lineBreakStrategy.isEmpty {
        noteMissingEffect("UILabel.lineBreakStrategy", "lines break at the last break that fits")
      }
    }
  }
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { setNeedsDisplay() }
  }

  /// Storage for ``adjustsFontForContentSizeCategory``.
  var adjustsFontForContentSize = false

  /// Whether the font is made again for the content size category in the label's traits when it
  /// changes (and at once when this is switched on), as `UIContentSizeCategoryAdjusting` says.
  /// Default: false.
  ///
  /// ```swift
  /// label.font = .preferredFont(forTextStyle: .body)
  /// label.adjustsFontForContentSizeCategory = true  // 33 pt at .accessibilityLarge
  /// ```
  open var adjustsFontForContentSizeCategory: Bool {
    get { adjustsFontForContentSize }
    set {
      adjustsFontForContentSize = newValue
      if newValue { adjustFontForContentSizeCategory() }
    }
  }

  /// The width a multi-line label's `intrinsicContentSize` wraps to; 0 for none. Default: 0.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// An empty label with a zero frame (storyboards do not exist headlessly).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  /// UIKit's labels ignore touches unless told otherwise.
  private func configure() {
    isUserInteractionEnabled = false
    isOpaque = false
    isConfigured = true
  }

  /// Whether `isOpaque` was set after the label was made. UIKit's labels are opaque; Curtain's
  /// are not, as they draw on a clear backing, so descriptions print UIKit's default until then.
  package private(set) var isOpaqueSet = false
  private var isConfigured = false

  open override var isOpaque: Bool {
    didSet { if isConfigured { isOpaqueSet = true } }
  }

  // MARK: - Size

  /// The size of the text set to fit `size`'s width (a multi-line label wraps to it; a width
  /// of 0 does not limit), in points rounded up to whole pixels: the size of
  /// ``textRect(forBounds:limitedToNumberOfLines:)``, so a subclass's insets count. Zero
  /// without text.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    // One line takes its whole width.
    let room = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
    let bounds = CGRect(x: 0, y: 0, width: room, height: .greatestFiniteMagnitude)
    return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
  }

  /// The text's size on one line, or, for a label that may wrap, wrapped to
  /// ``preferredMaxLayoutWidth`` (else to the width Auto Layout last gave it, as UIKit's second
  /// layout pass does).
  open override var intrinsicContentSize: CGSize {
    if text?.isEmpty ?? true { return CGSize(width: 0, height: 0) }
    let room = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth
    return sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : room, height: 0))
  }

  /// The rectangle the text takes in `bounds` showing at most `numberOfLines` lines (0: any),
  /// its origin `bounds`' and its size rounded up to whole pixels; zero-sized without text.
  /// Sizing asks it, so a subclass that insets `bounds` and outsets the result grows by its
  /// insets, as in UIKit. A dimension of `greatestFiniteMagnitude` does not limit.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let scale = displayScale
    let limit = { (v: CGFloat) in v.isFinite && v < 1e9 ? max(0, v) : nil }
    guard
      let layout = layout(
        width: limit(bounds.width), height: limit(bounds.height), scale: scale, fits: false,
        lines: numberOfLines)
    else { return CGRect(origin: bounds.origin, size: .zero) }
    return CGRect(
      x: bounds.minX, y: bounds.minY, width: (layout.width - 1e-6).rounded(.up) / scale,
      height: (layout.height - 1e-6).rounded(.up) / scale)
  }

  /// The width Auto Layout last gave a label that may wrap; 0 before it has given one.
  fileprivate var layoutWidth: CGFloat = 0

  // MARK: - Drawing

  /// What the contents were last drawn from: they are drawn again only when it changes.
  private struct Drawn: Equatable {
    var text: String
    var attributed: ObjectIdentifier?
    var font: UIFont
    var color: RGBAColor
    var alignment: NSTextAlignment
    var lines: Int
    var mode: NSLineBreakMode
    var shrinks: CGFloat
    var size: CGSize
    var scale: CGFloat
    var shadow: RGBAColor?
    var shadowOffset: CGSize
  }
  private var drawn: Drawn?

  /// The label's bounds changed size: its lines may break differently.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if drawn?.size != bounds.size { setNeedsDisplay() }
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    super.setNeedsDisplay()  // the screen's scale may differ: drawn again if it does
  }

  /// Draws the text into the layer's contents, one pixel per device pixel.
  open override func display(_ layer: CALayer) {
    let scale = displayScale
    let key = Drawn(
      text: text ?? "", attributed: storedAttributedText.map(ObjectIdentifier.init), font: font,
      color: shownTextColor.resolvedColor(with: traitCollection).cgColor.rgbaColor,
      alignment: textAlignment, lines: numberOfLines, mode: lineBreakMode,
      shrinks: adjustsFontSizeToFitWidth ? minimumScaleFactor : 1, size: bounds.size,
      scale: scale, shadow: shadowColor?.resolvedColor(with: traitCollection).cgColor.rgbaColor,
      shadowOffset: shadowOffset)
    guard key != drawn else { return }
    drawn = key
    let width = Int((bounds.width * scale).rounded(.up))
    let height = Int((bounds.height * scale).rounded(.up))
    var image: CGImage?
    let limit = PremultipliedRGBA8Bitmap.maximumDimension
    if !(text?.isEmpty ?? true), (1...limit).contains(width), (1...limit).contains(height) {
      let context = CGContext(
        width: width, height: height,
        transform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
          .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
      drawing.rectBeingDrawn = bounds
      draw(layer, in: context)
      drawing.rectBeingDrawn = nil
      image = context.currentBitmap.map { CGImage(bitmap: $0) }
    }
    UIView.performWithoutAnimation {
      layer.contents = image
      layer.contentsScale = scale
    }
  }

  /// Draws the label: its text in the bounds, through ``drawText(in:)``, as UIKit does.
  open override func draw(_ rect: CGRect) { drawText(in: bounds) }

  /// Draws the text into the current graphics context, its lines centred vertically in
  /// `rect` and wrapped and truncated to it. Override it to draw the text elsewhere (a subclass
  /// that insets `rect` and calls `super` draws inset text), as in UIKit.
  open func drawText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else {
      return
    }
    let t = context.state.transform
    let uniform = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0
    let scale = uniform ? t.a : StringDrawing.largestStretch(t)
    guard scale > 0, scale.isFinite,
      let layout = layout(width: rect.width, height: rect.height, scale: scale, fits: true)
    else { return }
    // The room in pixels is rounded up as the label's backing is, so lines sit where they did.
    let room = (rect.height * scale).rounded(.up)
    let offset = (room - CGFloat(layout.height)) / 2
    let clips = context.state.clips
    context.withCanvas { canvas in
      if uniform {
        let corner = rect.origin.applying(t)
        canvas.drawText(
          layout, origin: CGPoint(x: corner.x, y: corner.y + offset),
          width: (rect.width * scale).rounded(.up), layoutScale: 1, transform: .identity,
          clips: clips)
      } else {
        let top = rect.minY + offset / scale
        canvas.drawText(
          layout, origin: CGPoint(x: rect.minX, y: top), width: rect.width, layoutScale: scale,
          transform: t, clips: clips)
      }
    }
  }

  /// Marks the label to be drawn again, even if nothing it knows of changed (a subclass's
  /// ``drawText(in:)`` may draw differently now).
  open override func setNeedsDisplay() {
    drawn = nil
    super.setNeedsDisplay()
  }

  open override func setNeedsDisplay(_ rect: CGRect) {
    drawn = nil
    super.setNeedsDisplay(rect)
  }

  /// Pixels per point: the traits' (the window's screen), else the main screen's, as UIKit
  /// measures a label that is not in a window yet on the main screen's pixel grid.
  private var displayScale: CGFloat {
    let scale = traitCollection.displayScale
    return scale > 0 ? scale : UIScreen.main.scale
  }

  /// The colour plain text is drawn in: the highlighted one while highlighted, if set.
  private var shownTextColor: UIColor {
    isHighlighted ? highlightedTextColor ?? textColor : textColor
  }

  /// The text and its look.
  var content: TextContent {
    TextContent(
      attributed: storedAttributedText, plain: plainText ?? "", font: font, color: shownTextColor,
      alignment: textAlignment,
      shadow: shadowColor.map { color in
        let shadow = NSShadow()
        shadow.shadowColor = color
        shadow.shadowOffset = shadowOffset
        return shadow
      })
  }
}

extension UILabel: LayoutWidthMeasuring {
  /// A label that may wrap without ``preferredMaxLayoutWidth`` is measured again at its width.
  func takeLayoutWidth(_ width: CGFloat) -> Bool {
    guard numberOfLines != 1, preferredMaxLayoutWidth == 0, width > 0, width != layoutWidth
    else { return false }
    layoutWidth = width
    return true
  }
}
