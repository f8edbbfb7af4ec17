import Foundation

/// Traits a view or a view controller sets for itself and everything below it, as UIKit's
/// `UITraitOverrides` (iOS 17): each trait set here replaces the inherited one.
///
/// ```swift
/// viewController.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// label.traitOverrides.userInterfaceStyle = .dark
/// ```
///
/// Setting a trait that changes the traits in effect calls `traitCollectionDidChange(_:)` down
/// the hierarchy, and Dynamic Type views adjust their fonts.
public struct UITraitOverrides: UIMutableTraits, Sendable, Equatable {
  init() {}

  /// The horizontal size class set, `.unspecified` (no override) by default.
  public var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  /// The vertical size class set, `.unspecified` (no override) by default.
  public var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  /// The appearance set, `.unspecified` (no override) by default.
  public var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// The user-interface level set, `.unspecified` (no override) by default.
  public var userInterfaceLevel = UIUserInterfaceLevel.unspecified
  /// The layout direction set, `.unspecified` (no override) by default.
  public var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
  /// The Dynamic Type size set, `.unspecified` (no override) by default.
  public var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  /// The idiom set, `.unspecified` (no override) by default.
  public var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
  /// The display scale set, 0 (no override) by default.
  public var displayScale: CGFloat = 0
  /// The pressure capability set, `.unknown` (no override) by default.
  public var forceTouchCapability = UIForceTouchCapability.unknown
  /// The later traits set (contrast, gamut, …), each unspecified by default.
  var systemTraits = SystemTraits()
  /// The custom traits set (UITraitDefinition.swift).
  var customTraits = CustomTraits()

  /// Whether any trait is set.
  public var isEmpty: Bool { customTraits.isEmpty && self == UITraitOverrides() }

  /// Removes every override.
  public mutating func removeAll() { self = UITraitOverrides() }

  /// The traits set, the others unspecified.
  var collection: UITraitCollection {
    UITraitCollection(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      userInterfaceStyle: userInterfaceStyle, userInterfaceIdiom: userInterfaceIdiom,
      displayScale: displayScale, layoutDirection: layoutDirection,
      userInterfaceLevel: userInterfaceLevel,
      preferredContentSizeCategory: preferredContentSizeCategory,
      forceTouchCapability: forceTouchCapability, systemTraits: systemTraits,
      customTraits: customTraits)
  }

  /// Every trait of `traits`, as mutations start from them.
  init(_ traits: UITraitCollection) {
    horizontalSizeClass = traits.horizontalSizeClass
    verticalSizeClass = traits.verticalSizeClass
    userInterfaceStyle = traits.userInterfaceStyle
    userInterfaceLevel = traits.userInterfaceLevel
    layoutDirection = traits.layoutDirection
    preferredContentSizeCategory = traits.preferredContentSizeCategory
    userInterfaceIdiom = traits.userInterfaceIdiom
    displayScale = traits.displayScale
    forceTouchCapability = traits.forceTouchCapability
    systemTraits = traits.systemTraits
    customTraits = traits.customTraits
  }

  /// `inherited` with these overrides on top.
  func applied(to inherited: UITraitCollection) -> UITraitCollection {
    isEmpty ? inherited : UITraitCollection(traitsFrom: [inherited, collection])
  }
}

extension UIView {
  /// Traits this view sets for itself and its subviews, over those it inherits (iOS 17).
  /// Changing them tells the subtree when the traits in effect change.
  public var traitOverrides: UITraitOverrides {
    get { _traitOverrides }
    set {
      let previous = traitCollection
      _traitOverrides = newValue
      if traitCollection != previous { propagateTraitChange(previous) }
    }
  }
}

extension UIViewController {
  /// Traits this controller sets for itself, its view and its children, over those it inherits
  /// (iOS 17). Changing them tells the controllers and views below when the traits change.
  public var traitOverrides: UITraitOverrides {
    get { _traitOverrides }
    set {
      let previous = traitCollection
      _traitOverrides = newValue
      propagateTraitChange(previous)
    }
  }
}
