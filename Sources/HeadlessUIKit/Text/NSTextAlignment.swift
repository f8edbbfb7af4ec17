/// Where lines of text sit horizontally, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  /// Lines stretched to the width at their spaces; a paragraph's last line `.natural`.
  case justified = 3
  /// The writing direction's leading edge: left, or right in a right-to-left paragraph.
  case natural = 4
}

/// Which way a paragraph is written, as UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable {
  /// By the Unicode bidirectional algorithm: the first letter with a direction decides.
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// How a label ends lines that do not fit, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  /// Lines break at spaces (a word too wide breaks between characters).
  case byWordWrapping = 0
  /// Lines break between any characters.
  case byCharWrapping = 1
  /// Text past the edge is cut off.
  case byClipping = 2
  /// Drawn as `.byTruncatingTail`.
  case byTruncatingHead = 3
  /// The last line shown ends with "…" where text is cut off.
  case byTruncatingTail = 4
  /// Drawn as `.byTruncatingTail`.
  case byTruncatingMiddle = 5
}
