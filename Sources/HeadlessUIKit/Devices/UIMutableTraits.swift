import Foundation

/// Traits that can be set, as UIKit's `UIMutableTraits` (iOS 17): what
/// ``UITraitCollection/init(mutations:)`` and ``UITraitCollection/modifyingTraits(_:)`` hand
/// their closure, and what ``UITraitOverrides`` is. Each trait's unspecified value leaves it
/// unspecified.
///
/// Unlike UIKit's, the protocol is not `@MainActor`: trait collections are values made on any
/// thread.
public protocol UIMutableTraits {
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  var userInterfaceLevel: UIUserInterfaceLevel { get set }
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  var displayScale: CGFloat { get set }
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  var forceTouchCapability: UIForceTouchCapability { get set }
  var accessibilityContrast: UIAccessibilityContrast { get set }
  var activeAppearance: UIUserInterfaceActiveAppearance { get set }
  var displayGamut: UIDisplayGamut { get set }
  var imageDynamicRange: UIImage.DynamicRange { get set }
  var legibilityWeight: UILegibilityWeight { get set }
  var listEnvironment: UIListEnvironment { get set }
  var sceneCaptureState: UISceneCaptureState { get set }
  var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { get set }
  var typesettingLanguage: Locale.Language? { get set }
  /// The value of any trait, UIKit's or a custom one (iOS 17).
  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UITraitOverrides {
  /// The contrast set, `.unspecified` by default.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { systemTraits.accessibilityContrast }
    set { systemTraits.accessibilityContrast = newValue }
  }
  /// The active appearance set, `.unspecified` by default.
  public var activeAppearance: UIUserInterfaceActiveAppearance {
    get { systemTraits.activeAppearance }
    set { systemTraits.activeAppearance = newValue }
  }
  /// The display gamut set, `.unspecified` by default.
  public var displayGamut: UIDisplayGamut {
    get { systemTraits.displayGamut }
    set { systemTraits.displayGamut = newValue }
  }
  /// The image dynamic range set, `.unspecified` by default.
  public var imageDynamicRange: UIImage.DynamicRange {
    get { systemTraits.imageDynamicRange }
    set { systemTraits.imageDynamicRange = newValue }
  }
  /// The legibility weight set, `.unspecified` by default.
  public var legibilityWeight: UILegibilityWeight {
    get { systemTraits.legibilityWeight }
    set { systemTraits.legibilityWeight = newValue }
  }
  /// The list environment set, `.unspecified` by default.
  public var listEnvironment: UIListEnvironment {
    get { systemTraits.listEnvironment }
    set { systemTraits.listEnvironment = newValue }
  }
  /// The scene capture state set, `.unspecified` by default.
  public var sceneCaptureState: UISceneCaptureState {
    get { systemTraits.sceneCaptureState }
    set { systemTraits.sceneCaptureState = newValue }
  }
  /// The toolbar item size set, `.unspecified` by default.
  public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
    get { systemTraits.toolbarItemPresentationSize }
    set { systemTraits.toolbarItemPresentationSize = newValue }
  }
  /// The typesetting language set, nil by default.
  public var typesettingLanguage: Locale.Language? {
    get { systemTraits.typesettingLanguage }
    set { systemTraits.typesettingLanguage = newValue }
  }
}

extension UITraitCollection {
  /// A collection of the traits `mutations` sets, the others unspecified (iOS 17).
  ///
  /// ```swift
  /// let traits = UITraitCollection { $0.userInterfaceStyle = .dark; $0.legibilityWeight = .bold }
  /// ```
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    self.init(UITraitCollection(), mutations: mutations)
  }

  /// A copy of this collection with the changes `mutations` makes (iOS 17).
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    UITraitCollection(self, mutations: mutations)
  }

  private convenience init(
    _ base: UITraitCollection, mutations: (inout any UIMutableTraits) -> Void
  ) {
    var traits: any UIMutableTraits = UITraitOverrides(base)
    mutations(&traits)
    let changed = (traits as? UITraitOverrides) ?? UITraitOverrides(base)
    self.init(changed.collection)
  }
}
