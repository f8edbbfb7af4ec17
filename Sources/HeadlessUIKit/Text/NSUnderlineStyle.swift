import Foundation

/// How an underline or strikethrough is drawn, as UIKit's `NSUnderlineStyle`: a line style
/// (`single`, `thick`, `double`) with a pattern and `byWord` flags. Curtain draws the three
/// line styles solid, under spaces too; patterns and `byWord` are kept.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A text shadow, as UIKit's `NSShadow` (the `.shadow` attribute).
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
  /// Where the shadow falls, in points (y down). Default: (0, 0).
  open var shadowOffset: CGSize = .zero
  /// The blur radius, in points. Default: 0.
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's `UIColor`; nil (the default) is black at a third of full opacity.
  open var shadowColor: Any?

  public override init() { super.init() }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSShadow()
    copy.shadowOffset = shadowOffset
    copy.shadowBlurRadius = shadowBlurRadius
    copy.shadowColor = shadowColor
    return copy
  }
}
