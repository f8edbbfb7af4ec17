import Foundation

/// The traits of an interface environment, as UIKit's `UITraitCollection`: size classes,
/// appearance, idiom, display scale, layout direction and user-interface level.
///
/// A trait collection is immutable. Every trait has an "unspecified" value (`displayScale` uses
/// 0), which is what a collection made with `UITraitCollection()` holds; the single-trait
/// initialisers specify one trait and leave the rest unspecified, and ``init(traitsFrom:)``
/// combines collections. ``Device/traitCollection(for:style:contentSizeCategory:)`` gives a device's full set.
///
/// Unlike UIKit's, the class is not `@MainActor`: trait collections are values that dynamic
/// colours resolve against on any thread.
public final class UITraitCollection: NSObject, Sendable {
  /// The horizontal size class. Default: `.unspecified`.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class. Default: `.unspecified`.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Light or dark appearance. Default: `.unspecified` (dynamic colours then resolve as light).
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Phone, pad, … Default: `.unspecified`.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Pixels per point (2 or 3 on current iPhones). Default: 0, meaning unspecified.
  public let displayScale: CGFloat
  /// Left-to-right or right-to-left. Default: `.unspecified`.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Base or elevated (sheets, popovers). Default: `.unspecified` (dynamic colours then resolve
  /// as base).
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// The Dynamic Type size. Default: `.unspecified`; a stage's screen reports `.large`.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// Whether touches measure pressure. Default: `.unknown`; Curtain's devices do not specify it.
  public let forceTouchCapability: UIForceTouchCapability
  /// The later traits (contrast, gamut, legibility, …; UITraitCollection+SystemTraits.swift).
  package let systemTraits: SystemTraits
  /// The custom traits specified (UITraitDefinition.swift).
  package let customTraits: CustomTraits

  /// Creates a collection from every trait; the single-trait initialisers are the public way in.
  package init(
    horizontalSizeClass: UIUserInterfaceSizeClass,
    verticalSizeClass: UIUserInterfaceSizeClass,
    userInterfaceStyle: UIUserInterfaceStyle,
    userInterfaceIdiom: UIUserInterfaceIdiom,
    displayScale: CGFloat,
    layoutDirection: UITraitEnvironmentLayoutDirection,
    userInterfaceLevel: UIUserInterfaceLevel = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
    forceTouchCapability: UIForceTouchCapability = .unknown,
    systemTraits: SystemTraits = SystemTraits(),
    customTraits: CustomTraits = CustomTraits()
  ) {
    self.systemTraits = systemTraits
    self.customTraits = customTraits
    self.forceTouchCapability = forceTouchCapability
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceStyle = userInterfaceStyle
    self.userInterfaceIdiom = userInterfaceIdiom
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.userInterfaceLevel = userInterfaceLevel
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Copies `base`, replacing the traits given.
  convenience init(
    _ base: UITraitCollection,
    horizontalSizeClass: UIUserInterfaceSizeClass? = nil,
    verticalSizeClass: UIUserInterfaceSizeClass? = nil,
    userInterfaceStyle: UIUserInterfaceStyle? = nil,
    userInterfaceIdiom: UIUserInterfaceIdiom? = nil,
    displayScale: CGFloat? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection? = nil,
    userInterfaceLevel: UIUserInterfaceLevel? = nil,
    preferredContentSizeCategory: UIContentSizeCategory? = nil,
    forceTouchCapability: UIForceTouchCapability? = nil,
    systemTraits: SystemTraits? = nil,
    customTraits: CustomTraits? = nil
  ) {
    self.init(
      horizontalSizeClass: horizontalSizeClass ?? base.horizontalSizeClass,
      verticalSizeClass: verticalSizeClass ?? base.verticalSizeClass,
      userInterfaceStyle: userInterfaceStyle ?? base.userInterfaceStyle,
      userInterfaceIdiom: userInterfaceIdiom ?? base.userInterfaceIdiom,
      displayScale: displayScale ?? base.displayScale,
      layoutDirection: layoutDirection ?? base.layoutDirection,
      userInterfaceLevel: userInterfaceLevel ?? base.userInterfaceLevel,
      preferredContentSizeCategory: preferredContentSizeCategory
        ?? base.preferredContentSizeCategory,
      forceTouchCapability: forceTouchCapability ?? base.forceTouchCapability,
      systemTraits: systemTraits ?? base.systemTraits,
      customTraits: customTraits ?? base.customTraits)
  }

  /// A collection with every trait unspecified.
  public convenience override init() {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
      userInterfaceStyle: .unspecified, userInterfaceIdiom: .unspecified, displayScale: 0,
      layoutDirection: .unspecified)
  }

  /// A collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(UITraitCollection(), horizontalSizeClass: horizontalSizeClass)
  }

  /// A collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(UITraitCollection(), verticalSizeClass: verticalSizeClass)
  }

  /// A collection that specifies only the appearance.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(UITraitCollection(), userInterfaceStyle: userInterfaceStyle)
  }

  /// A collection that specifies only the idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(UITraitCollection(), userInterfaceIdiom: userInterfaceIdiom)
  }

  /// A collection that specifies only the display scale, in pixels per point.
  public convenience init(displayScale: CGFloat) {
    self.init(UITraitCollection(), displayScale: displayScale)
  }

  /// A collection that specifies only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(UITraitCollection(), layoutDirection: layoutDirection)
  }

  /// A collection that specifies only the user-interface level.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init(UITraitCollection(), userInterfaceLevel: userInterfaceLevel)
  }

  /// A collection that specifies only the Dynamic Type size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(UITraitCollection(), preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// A collection that specifies only whether touches measure pressure.
  public convenience init(forceTouchCapability: UIForceTouchCapability) {
    self.init(UITraitCollection(), forceTouchCapability: forceTouchCapability)
  }

  /// Combines collections: for each trait, the last collection in the array that specifies it
  /// wins; a trait no collection specifies stays unspecified.
  ///
  /// - Parameter traitCollections: The collections, earliest first.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
      traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
    }
    self.init(
      horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
      verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
      userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
      userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
      displayScale: last(\.displayScale, unspecified: 0),
      layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
      userInterfaceLevel: last(\.userInterfaceLevel, unspecified: .unspecified),
      preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
      forceTouchCapability: last(\.forceTouchCapability, unspecified: .unknown),
      systemTraits: traitCollections.reduce(SystemTraits()) { $0.overlaid(by: $1.systemTraits) },
      customTraits: traitCollections.reduce(CustomTraits()) { $0.overlaid(by: $1.customTraits) }
    )
  }

  // MARK: - The current trait collection

  /// The scoped value behind ``current``: a task-local, so concurrent films and tests each see
  /// their own, and nothing leaks out of a ``performAsCurrent(_:)`` block.
  @TaskLocal private static var scoped = UITraitCollection()

  /// The trait collection dynamic colours resolve against (`UIColor.cgColor`).
  ///
  /// Default: a collection with every trait unspecified (colours resolve as light). Set it for a
  /// block of code with ``performAsCurrent(_:)``. Unlike UIKit's, it cannot be assigned: the value
  /// is scoped to the task, never global.
  public static var current: UITraitCollection { scoped }

  /// Runs `actions` with this collection as ``current``, then restores the previous one.
  ///
  /// - Parameter actions: The code to run; it may return a value or throw.
  /// - Returns: What `actions` returns.
  public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
    try Self.$scoped.withValue(self, operation: actions)
  }

  // MARK: - Comparing

  /// Whether every trait `other` specifies has the same value here (`true` for `nil` or a
  /// collection that specifies nothing).
  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    func matches<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> Bool {
      trait(other) == unspecified || trait(other) == trait(self)
    }
    return matches(\.horizontalSizeClass, unspecified: .unspecified)
      && matches(\.verticalSizeClass, unspecified: .unspecified)
      && matches(\.userInterfaceStyle, unspecified: .unspecified)
      && matches(\.userInterfaceIdiom, unspecified: .unspecified)
      && matches(\.displayScale, unspecified: 0)
      && matches(\.layoutDirection, unspecified: .unspecified)
      && matches(\.userInterfaceLevel, unspecified: .unspecified)
      && matches(\.preferredContentSizeCategory, unspecified: .unspecified)
      && matches(\.forceTouchCapability, unspecified: .unknown)
      && systemTraits.contains(other.systemTraits)
      && customTraits.containsValues(of: other.customTraits)
  }

  /// Whether dynamic colours may resolve differently in `other`: its appearance, its
  /// user-interface level or its contrast differs from this collection's (`true` for `nil`).
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return other.userInterfaceStyle != userInterfaceStyle
      || other.userInterfaceLevel != userInterfaceLevel
      || other.accessibilityContrast != accessibilityContrast
  }

  /// Trait collections are equal when every trait is equal.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let b = object as? UITraitCollection else { return false }
    let a = self
    return a.horizontalSizeClass == b.horizontalSizeClass
      && a.verticalSizeClass == b.verticalSizeClass
      && a.userInterfaceStyle == b.userInterfaceStyle
      && a.userInterfaceIdiom == b.userInterfaceIdiom
      && a.displayScale == b.displayScale
      && a.layoutDirection == b.layoutDirection
      && a.userInterfaceLevel == b.userInterfaceLevel
      && a.preferredContentSizeCategory == b.preferredContentSizeCategory
      && a.forceTouchCapability == b.forceTouchCapability
      && a.systemTraits == b.systemTraits
      && a.customTraits == b.customTraits
  }

  /// A hash of every trait but the custom ones (equal collections may specify them differently).
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceStyle)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(displayScale)
    hasher.combine(layoutDirection)
    hasher.combine(userInterfaceLevel)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(forceTouchCapability)
    hasher.combine(systemTraits)
    return hasher.finalize()
  }

  /// The specified traits, for example
  /// `<UITraitCollection: HorizontalSizeClass = compact, UserInterfaceStyle = dark>`.
  public override var description: String {
    let traits: [(String, Any, Bool)] = [
      ("UserInterfaceIdiom", userInterfaceIdiom, userInterfaceIdiom != .unspecified),
      ("DisplayScale", displayScale, displayScale != 0),
      ("HorizontalSizeClass", horizontalSizeClass, horizontalSizeClass != .unspecified),
      ("VerticalSizeClass", verticalSizeClass, verticalSizeClass != .unspecified),
      ("UserInterfaceStyle", userInterfaceStyle, userInterfaceStyle != .unspecified),
      ("LayoutDirection", layoutDirection, layoutDirection != .unspecified),
      ("UserInterfaceLevel", userInterfaceLevel, userInterfaceLevel != .unspecified),
      (
        "PreferredContentSizeCategory", preferredContentSizeCategory.rawValue,
        preferredContentSizeCategory != .unspecified
      ),
      ("ForceTouchCapability", forceTouchCapability, forceTouchCapability != .unknown),
    ]
    let parts =
      traits.filter(\.2).map { "\($0.0) = \($0.1)" } + systemTraits.descriptionParts
      + customTraits.descriptionParts
    return "<UITraitCollection: \(parts.joined(separator: ", "))>"
  }
}
