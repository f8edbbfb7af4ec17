import Foundation

extension NSAttributedString.Key {
  /// The text's `UIFont`. Default: the 12-point system font when drawing a string, a label's
  /// or text view's font in them.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's `UIColor`. Default: black when drawing, a label's text colour in a label.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// Points added after each character (a number), on top of the font's own tracking.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Points added after each character (a number), as `kern` (iOS 14).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// The `NSParagraphStyle`: alignment, line spacing and heights, line breaks. The first one in
  /// the text applies to all of it.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A `UIColor` behind the text (kept; not drawn).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An underline: an `NSUnderlineStyle`'s raw value (a number) or the style.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's `UIColor`; the text's colour without it.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A line through the text: an `NSUnderlineStyle`'s raw value (a number) or the style.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough's `UIColor`; the text's colour without it.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// An `NSShadow` beneath the text.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// Points the baseline is raised by (a number).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
