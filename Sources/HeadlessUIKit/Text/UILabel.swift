import Foundation
import Raster
import RasterText
import Synchronization

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
/// `numberOfLines` allows (0: any number) and its height holds, and the last line shown ends
/// with "…" where text is cut off (`.byTruncatingTail`, the default; `.byClipping` and the
/// wrapping modes cut it off, the head and middle modes truncate the tail). Text is set in
/// DejaVu Sans (see ``UIFont``); attributed strings, shadows and `adjustsFontSizeToFitWidth`
/// are not supported.
@preconcurrency @MainActor open class UILabel: UIView {
  /// The text shown. Default: nil.
  open var text: String? {
    didSet {
      guard text != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// The font. Default: the 17-point system font.
  open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
    didSet {
      if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// The text's colour (dynamic colours follow the traits). Default: `.label`.
  open var textColor: UIColor! = .label {
    didSet {
      if textColor == nil { textColor = .label }
      setNeedsDisplay()
    }
  }

  /// Where lines sit across the bounds. Default: `.natural` (left).
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
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { setNeedsDisplay() }
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
  }

  // MARK: - Size

  /// The size of the text set to fit `size`'s width (a multi-line label wraps to it; a width
  /// of 0 does not limit), in points rounded up to whole pixels. Zero without text.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let scale = displayScale
    // One line takes its whole width.
    let room = numberOfLines == 1 || size.width <= 0 ? nil : size.width
    guard let layout = layout(width: room, height: nil, scale: scale) else {
      return .zero
    }
    return CGSize(
      width: (layout.width).rounded(.up) / scale,
      height: (CGFloat(layout.lines.count) * font.lineHeight * scale).rounded(.up) / scale)
  }

  /// The text's size on one line (or wrapped to ``preferredMaxLayoutWidth``).
  open override var intrinsicContentSize: CGSize {
    if text?.isEmpty ?? true { return CGSize(width: 0, height: 0) }
    return sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth, height: 0))
  }

  // MARK: - Drawing

  /// What the contents were last drawn from: they are drawn again only when it changes.
  private struct Drawn: Equatable {
    var text: String
    var font: UIFont
    var color: RGBAColor
    var alignment: NSTextAlignment
    var lines: Int
    var mode: NSLineBreakMode
    var size: CGSize
    var scale: CGFloat
  }
  private var drawn: Drawn?

  /// The label's bounds changed size: its lines may break differently.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if drawn?.size != bounds.size { setNeedsDisplay() }
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    setNeedsDisplay()  // the screen's scale may differ
  }

  /// Draws the text into the layer's contents, one pixel per device pixel.
  open override func display(_ layer: CALayer) {
    let scale = displayScale
    let key = Drawn(
      text: text ?? "", font: font,
      color: textColor.resolvedColor(with: traitCollection).cgColor.rgbaColor,
      alignment: textAlignment, lines: numberOfLines, mode: lineBreakMode, size: bounds.size,
      scale: scale)
    guard key != drawn else { return }
    drawn = key
    let width = Int((bounds.width * scale).rounded(.up))
    let height = Int((bounds.height * scale).rounded(.up))
    var image: CGImage?
    if width > 0, height > 0,
      let layout = layout(width: bounds.width, height: bounds.height, scale: scale),
      var bitmap = try? PremultipliedRGBA8Bitmap(width: width, height: height)
    {
      let alignment: TextLayout.Alignment =
        switch textAlignment {
        case .center: .center
        case .right: .right
        default: .left
        }
      layout.draw(
        into: &bitmap, x: 0, top: (CGFloat(height) - layout.height) / 2, width: CGFloat(width),
        alignment: alignment, color: key.color.premultiplied())
      image = CGImage(bitmap: bitmap)
    }
    UIView.performWithoutAnimation {
      layer.contents = image
      layer.contentsScale = scale
    }
  }

  /// Pixels per point: the screen's.
  private var displayScale: CGFloat { max(1, traitCollection.displayScale) }

  /// The text set for a room `width` × `height` points (nil: no limit), at `scale`; nil without
  /// text or without the font file.
  private func layout(width: CGFloat?, height: CGFloat?, scale: CGFloat) -> TextLayout? {
    guard let text, !text.isEmpty else { return nil }
    // Lines that fit the height (at least one), within numberOfLines.
    var maxLines = numberOfLines
    if let height, font.lineHeight > 0 {
      let fit = max(1, Int((height / font.lineHeight).rounded(.down) + 1e-9))
      maxLines = maxLines == 0 ? fit : min(maxLines, fit)
    }
    let wrapping: TextLayout.Wrapping =
      maxLines == 1 ? .none : lineBreakMode == .byCharWrapping ? .characters : .words
    let truncates = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(
      lineBreakMode)
    guard
      let layout = font.textLayout(
        text, width: width, maxLines: maxLines, wrapping: wrapping, truncatesTail: truncates,
        scale: scale)
    else {
      TextWarning.fontMissingOnce()
      return nil
    }
    return layout
  }
}

/// The one warning text gives when its font cannot be read: text is then not drawn.
enum TextWarning {
  private static let said = Mutex(false)

  static func fontMissingOnce() {
    guard
      !said.withLock({ s in
        defer { s = true }
        return s
      })
    else { return }
    do {
      _ = try SystemFonts.face(bold: false)
    } catch {
      FileHandle.standardError.write(Data("curtain: warning: text is not drawn: \(error)\n".utf8))
    }
  }
}
