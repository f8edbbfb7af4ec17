/// How a run of text looks: its face and the faces that stand in for characters it lacks, its
/// size and spacing, its line metrics and its colour. Lengths are in pixels.
public struct TextRunStyle: Sendable {
  /// The face the text is set in.
  public var face: FontFace
  /// Faces tried in order for characters `face` lacks (CJK, emoji).
  public var fallbacks: [FontFace]
  /// Pixels per em.
  public var size: Double
  /// Space added after every glyph of `face` (Apple's tracking), in pixels.
  public var tracking: Double
  /// Space added after every character (`NSAttributedString.Key.kern`), in pixels.
  public var kern: Double
  /// From the baseline up to the top of the line and down to its bottom (negative), in pixels:
  /// the font's line metrics, which may differ from the face's own (SF's for a stand-in).
  public var ascender: Double
  public var descender: Double
  /// The colour, premultiplied and packed as the target's pixels are.
  public var color: UInt32
  /// A line under the text, and one through it; nil for none.
  public var underline: TextDecoration?
  public var strikethrough: TextDecoration?
  /// A shadow beneath the text (its glyphs and lines); nil for none.
  public var shadow: TextShadow?

  /// A style with the face's own line metrics, no spacing, in `color`.
  public init(
    face: FontFace, fallbacks: [FontFace] = [], size: Double, tracking: Double = 0,
    kern: Double = 0, ascender: Double? = nil, descender: Double? = nil,
    color: UInt32 = 0xFF00_0000
  ) {
    self.face = face
    self.fallbacks = fallbacks
    self.size = size
    self.tracking = tracking
    self.kern = kern
    self.ascender = ascender ?? face.ascender(size: size)
    self.descender = descender ?? face.descender(size: size)
    self.color = color
  }

  /// The same style `factor` times the size (spacing and line metrics scale with it).
  public func scaled(by factor: Double) -> TextRunStyle {
    var s = self
    s.size *= factor
    s.tracking *= factor
    s.kern *= factor
    s.ascender *= factor
    s.descender *= factor
    return s
  }
}

/// Text with its runs' styles: each run's characters set in its style.
public struct StyledText: Sendable {
  /// The runs in order; joined, they are the text.
  public var runs: [(text: Substring, style: TextRunStyle)]

  /// `text` in one style.
  public init(_ text: String, style: TextRunStyle) { runs = [(text[...], style)] }

  /// Runs in order.
  public init(runs: [(text: Substring, style: TextRunStyle)]) { self.runs = runs }

  /// The whole text.
  public var string: String { runs.map { String($0.text) }.joined() }
}

/// How lines of a paragraph sit: across their room and one below the other. Lengths in pixels.
public struct TextParagraph: Sendable, Equatable {
  /// Where each line sits in its room.
  public var alignment: TextLayout.Alignment = .left
  /// The paragraphs' writing direction; nil to take each paragraph's from its first letter
  /// with a direction (Hebrew or Arabic: right to left), as the Unicode bidirectional
  /// algorithm does.
  public var rightToLeft: Bool?
  /// Space added between lines of a paragraph.
  public var lineSpacing: Double = 0
  /// Space added between paragraphs.
  public var paragraphSpacing: Double = 0
  /// A factor on each line's natural height; 0 for none. Extra height goes above the text.
  public var lineHeightMultiple: Double = 0
  /// Bounds on each line's height; 0 for none.
  public var minimumLineHeight: Double = 0
  public var maximumLineHeight: Double = 0

  public init(
    alignment: TextLayout.Alignment = .left, rightToLeft: Bool? = nil, lineSpacing: Double = 0,
    paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
    maximumLineHeight: Double = 0
  ) {
    self.alignment = alignment
    self.rightToLeft = rightToLeft
    self.lineSpacing = lineSpacing
    self.paragraphSpacing = paragraphSpacing
    self.lineHeightMultiple = lineHeightMultiple
    self.minimumLineHeight = minimumLineHeight
    self.maximumLineHeight = maximumLineHeight
  }

  /// A line's height from its natural one (ascender − descender).
  func lineHeight(natural: Double) -> Double {
    var h = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    if minimumLineHeight > 0 { h = max(h, minimumLineHeight) }
    if maximumLineHeight > 0 { h = min(h, maximumLineHeight) }
    return h
  }
}
