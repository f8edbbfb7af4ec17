import Foundation

/// A colour, as UIKit's `UIColor`: fixed components in (extended) sRGB or grey, or a dynamic
/// colour that picks its components from a trait collection.
///
/// Components are straight (not premultiplied) and are not clamped to 0…1, as in UIKit's extended
/// sRGB colour space; the compositor clamps when it draws. Grey colours (`init(white:alpha:)`,
/// `.black`, `.white`, `.gray`, …) stay grey and are not equal to the same colour made from RGB,
/// as in UIKit (`UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1)`).
///
/// Layers take ``cgColor``, which resolves a dynamic colour against
/// ``UITraitCollection/current``. The system colours are in `UIColor+SystemColors.swift`.
///
/// `UIColor` is thread-safe in UIKit and here: it is immutable and `Sendable`, and not
/// `@MainActor`.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
  /// Components in one colour space: sRGB, or grey when `isGray` (then red = green = blue).
  struct Components: Hashable, Sendable {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat
    var alpha: CGFloat
    var isGray: Bool
  }

  /// What a colour is: fixed components, or a function of the trait collection.
  enum Storage: Sendable {
    case fixed(Components)
    case dynamic(@Sendable (UITraitCollection) -> UIColor)
  }

  let storage: Storage
  /// UIKit's name for a system colour (`"systemRedColor"`), shown by ``description``.
  let systemName: String?
  /// The fixed colour as a `CGColor`, made once.
  private let fixedCGColor: CGColor?
  /// The image a pattern colour repeats (set only by ``init(patternImage:)``).
  private(set) var patternImage: UIImage?
  /// The prominence ``withProminence(_:)`` gave (set only by it).
  var prominenceValue: Prominence = .primary

  init(storage: Storage, systemName: String? = nil) {
    self.storage = storage
    self.systemName = systemName
    if case .fixed(let c) = storage {
      fixedCGColor =
        c.isGray
        ? CGColor(gray: c.red, alpha: c.alpha)
        : CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    } else {
      fixedCGColor = nil
    }
  }

  /// An sRGB colour.
  ///
  /// - Parameters:
  ///   - red: Red, 0…1 (values outside are kept, as extended sRGB).
  ///   - green: Green, 0…1.
  ///   - blue: Blue, 0…1.
  ///   - alpha: Opacity, 0 (transparent) … 1 (opaque).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let c = Components(red: red, green: green, blue: blue, alpha: alpha, isGray: false)
    storage = .fixed(c)
    systemName = nil
    fixedCGColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour of a colour literal, `#colorLiteral(red:green:blue:alpha:)` (sRGB, as Xcode
  /// writes them).
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A grey colour.
  ///
  /// - Parameters:
  ///   - white: The level, 0 (black) … 1 (white).
  ///   - alpha: Opacity, 0 … 1.
  public init(white: CGFloat, alpha: CGFloat) {
    storage = .fixed(Components(red: white, green: white, blue: white, alpha: alpha, isGray: true))
    systemName = nil
    fixedCGColor = CGColor(gray: white, alpha: alpha)
  }

  /// A colour made with no components: clear (black at no opacity). UIKit documents no plain
  /// initializer; code uses `UIColor()` as a placeholder to be replaced.
  public override convenience init() { self.init(white: 0, alpha: 0) }

  /// An sRGB colour from hue, saturation and brightness (HSB, also called HSV).
  ///
  /// - Parameters:
  ///   - hue: The hue as a fraction of the colour wheel, 0…1 (0 and 1 are red).
  ///   - saturation: 0 (grey) … 1 (pure hue).
  ///   - brightness: 0 (black) … 1.
  ///   - alpha: Opacity, 0 … 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// The colour of a `CGColor`, keeping its colour space (grey or sRGB).
  public init(cgColor: CGColor) {
    let c = Components(
      red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha,
      isGray: cgColor.isGray)
    storage = .fixed(c)
    systemName = nil
    fixedCGColor = cgColor
  }

  /// A colour that paints `image` repeated from the drawing's origin, at the image's size: in
  /// contexts (`setFill()`), and as a view's or layer's background. Its components are
  /// transparent black (`getRed(_:green:blue:alpha:)` finds no RGB colour).
  public init(patternImage image: UIImage) {
    storage = .fixed(Components(red: 0, green: 0, blue: 0, alpha: 0, isGray: false))
    systemName = nil
    let one: [CGFloat] = [1]
    fixedCGColor =
      image.pixels.flatMap { pixels in
        one.withUnsafeBufferPointer {
          CGColor(
            patternSpace: CGColorSpace(patternBaseSpace: nil)!,
            pattern: CGPattern(image: pixels, size: image.size), components: $0.baseAddress!)
        }
      } ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
    patternImage = image
  }

  /// A dynamic colour: `dynamicProvider` is asked for the colour each time it is resolved
  /// (``cgColor``, ``resolvedColor(with:)``), with the trait collection to resolve for.
  ///
  /// Two dynamic colours are equal only when they are the same object, as in UIKit.
  ///
  /// - Parameter dynamicProvider: Returns the colour for a trait collection; it may be called on
  ///   any thread, any number of times, and should return the same colour for the same traits.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    storage = .dynamic(dynamicProvider)
    systemName = nil
    fixedCGColor = nil
  }

  /// A dynamic colour with one variant per appearance (how UIKit's system colours behave), and
  /// for the backgrounds a lighter dark variant at the elevated level (sheets, popovers).
  convenience init(systemName: String, light: UIColor, dark: UIColor, elevatedDark: UIColor? = nil)
  {
    let elevated = elevatedDark ?? dark
    self.init(
      storage: .dynamic { traits in
        guard traits.userInterfaceStyle == .dark else { return light }
        return traits.userInterfaceLevel == .elevated ? elevated : dark
      }, systemName: systemName)
  }

  // MARK: - Resolving

  /// The fixed colour for `traitCollection`: `self` for a fixed colour, the provider's answer
  /// (itself resolved) for a dynamic one.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    var color = self
    // A provider may return another dynamic colour; follow the chain to a fixed one.
    while case .dynamic(let provider) = color.storage { color = provider(traitCollection) }
    return color
  }

  /// The fixed components for `traitCollection`.
  func components(for traitCollection: UITraitCollection) -> Components {
    guard case .fixed(let c) = resolvedColor(with: traitCollection).storage else {
      preconditionFailure("resolvedColor(with:) returned a dynamic colour")
    }
    return c
  }

  /// The fixed components for ``UITraitCollection/current``.
  var currentComponents: Components { components(for: UITraitCollection.current) }

  /// The colour as a `CGColor`, resolved for ``UITraitCollection/current`` if it is dynamic.
  open var cgColor: CGColor {
    if let fixedCGColor { return fixedCGColor }
    return resolvedColor(with: UITraitCollection.current).cgColor
  }

  /// The same colour with opacity `alpha` (0 … 1); a dynamic colour stays dynamic and gets the
  /// new alpha after it resolves.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch storage {
    case .fixed(var c):
      c.alpha = alpha
      return UIColor(storage: .fixed(c))
    case .dynamic:
      return UIColor(dynamicProvider: { [self] traits in
        resolvedColor(with: traits).withAlphaComponent(alpha)
      })
    }
  }

  // MARK: - Equality

  /// Fixed colours are equal when their colour space and components are; dynamic colours only
  /// when they are the same object.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if patternImage != nil || other.patternImage != nil {
      return patternImage === other.patternImage
    }
    switch (storage, other.storage) {
    case (.fixed(let x), .fixed(let y)): return x == y && prominenceValue == other.prominenceValue
    default: return self === other
    }
  }

  /// The components' hash for a fixed colour, the identity's for a dynamic one.
  open override var hash: Int {
    switch storage {
    case .fixed(let c): return c.hashValue
    case .dynamic: return ObjectIdentifier(self).hashValue
    }
  }

  /// As UIKit prints colours: `UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0 1`,
  /// `<UIDynamicSystemColor: name = systemRedColor>` or `<UIDynamicProviderColor>`.
  open override var description: String {
    switch storage {
    case .fixed(let c):
      func g(_ x: CGFloat) -> String { String(format: "%g", Double(x)) }
      return c.isGray
        ? "UIExtendedGrayColorSpace \(g(c.red)) \(g(c.alpha))"
        : "UIExtendedSRGBColorSpace \(g(c.red)) \(g(c.green)) \(g(c.blue)) \(g(c.alpha))"
    case .dynamic:
      return systemName.map { "<UIDynamicSystemColor: name = \($0)>" } ?? "<UIDynamicProviderColor>"
    }
  }
}

/// The type of a colour literal without context (`let tint = #colorLiteral(…)`), as in UIKit.
public typealias _ColorLiteralType = UIColor
