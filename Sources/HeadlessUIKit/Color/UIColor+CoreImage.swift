import Foundation

/// A Core Image colour, as `CIColor`: red, green, blue and alpha components (what UIKit's
/// `UIColor(ciColor:)` and `ciColor` exchange).
public final class CIColor: NSObject, Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  /// A colour of sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// An opaque colour.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: 1)
  }

  /// The colour of a `CGColor`, as drawn.
  public convenience init(cgColor: CGColor) {
    let c = cgColor.rgbaColor
    self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }

  /// The colour of a `UIColor`, resolved for the current traits (UIKit's addition).
  public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }

  /// 4: red, green, blue, alpha.
  public var numberOfComponents: Int { 4 }
  /// The components, alpha last.
  public var components: [CGFloat] { [red, green, blue, alpha] }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? CIColor)?.components == components
  }

  public override var hash: Int { components.hashValue }
}

extension UIColor {
  /// The colour of a Core Image colour (sRGB).
  public convenience init(ciColor: CIColor) {
    self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
  }

  /// The colour as a Core Image colour, resolved for the current traits. (UIKit raises an
  /// exception for a colour not made from a `CIColor`; Curtain converts it.)
  public var ciColor: CIColor { CIColor(color: self) }

  /// How prominent a colour is meant to look, as UIKit's `UIColor.Prominence` (iOS 18).
  public enum Prominence: Int, Sendable {
    case primary = 0
    case secondary = 1
    case tertiary = 2
    case quaternary = 3
  }

  /// The colour's prominence. Default: `.primary`.
  public var prominence: Prominence { prominenceValue }

  /// A copy with `prominence` recorded. Curtain draws it as the colour itself; the first use of
  /// another prominence says so on the stage's console.
  public func withProminence(_ prominence: Prominence) -> UIColor {
    if prominence != .primary {
      noteMissingCoreGraphicsEffect(
        "UIColor.withProminence(_:)", "the colour is drawn at its own prominence")
    }
    let copy = UIColor(storage: storage, systemName: systemName)
    copy.prominenceValue = prominence
    return copy
  }
}
