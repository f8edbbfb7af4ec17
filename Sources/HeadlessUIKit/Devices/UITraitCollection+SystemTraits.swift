import Foundation

/// Whether the user asked for higher contrast, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// Whether the interface is in the foreground window (macOS, iPad windows), as UIKit's
/// `UIUserInterfaceActiveAppearance`.
public enum UIUserInterfaceActiveAppearance: Int, Sendable, Hashable {
  case unspecified = -1
  case inactive = 0
  case active = 1
}

/// The colour gamut of the display, as UIKit's `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable, Hashable {
  case unspecified = -1
  case SRGB = 0
  case P3 = 1
}

/// Whether the user asked for bold text, as UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable, Hashable {
  case unspecified = -1
  case regular = 0
  case bold = 1
}

/// Whether the scene's content is being captured (recorded, mirrored), as UIKit's
/// `UISceneCaptureState` (iOS 17).
public enum UISceneCaptureState: Int, Sendable, Hashable {
  case unspecified = -1
  case inactive = 0
  case active = 1
}

/// The kind of list a view is in, as UIKit's `UIListEnvironment` (iOS 18).
public enum UIListEnvironment: Int, Sendable, Hashable {
  case unspecified = 0
  case none, plain, grouped, insetGrouped, sidebar, sidebarPlain
}

/// The size of a Mac toolbar's items, as UIKit's `UINSToolbarItemPresentationSize`.
public enum UINSToolbarItemPresentationSize: Int, Sendable, Hashable {
  case unspecified = -1
  case regular = 0
  case small = 1
  case large = 3
}

/// The traits UIKit added after the first ones: each with an unspecified value, combined as
/// the others are (a later collection's specified value wins).
package struct SystemTraits: Hashable, Sendable {
  package init() {}

  package var accessibilityContrast = UIAccessibilityContrast.unspecified
  package var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
  package var displayGamut = UIDisplayGamut.unspecified
  package var imageDynamicRange = UIImage.DynamicRange.unspecified
  package var legibilityWeight = UILegibilityWeight.unspecified
  package var listEnvironment = UIListEnvironment.unspecified
  package var sceneCaptureState = UISceneCaptureState.unspecified
  package var toolbarItemPresentationSize = UINSToolbarItemPresentationSize.unspecified
  package var typesettingLanguage: Locale.Language?

  /// These traits with every trait `top` specifies put over them.
  package func overlaid(by top: SystemTraits) -> SystemTraits {
    var result = self
    func take<T: Equatable>(_ trait: WritableKeyPath<SystemTraits, T>, unspecified: T) {
      if top[keyPath: trait] != unspecified { result[keyPath: trait] = top[keyPath: trait] }
    }
    take(\.accessibilityContrast, unspecified: .unspecified)
    take(\.activeAppearance, unspecified: .unspecified)
    take(\.displayGamut, unspecified: .unspecified)
    take(\.imageDynamicRange, unspecified: .unspecified)
    take(\.legibilityWeight, unspecified: .unspecified)
    take(\.listEnvironment, unspecified: .unspecified)
    take(\.sceneCaptureState, unspecified: .unspecified)
    take(\.toolbarItemPresentationSize, unspecified: .unspecified)
    take(\.typesettingLanguage, unspecified: nil)
    return result
  }

  /// Whether every trait `other` specifies has the same value here.
  package func contains(_ other: SystemTraits) -> Bool { overlaid(by: other) == self }

  /// The specified traits, named as UIKit's description names them.
  package var descriptionParts: [String] {
    var parts: [String] = []
    if displayGamut != .unspecified { parts.append("DisplayGamut = \(displayGamut)") }
    if accessibilityContrast != .unspecified {
      parts.append("AccessibilityContrast = \(accessibilityContrast)")
    }
    if legibilityWeight != .unspecified { parts.append("LegibilityWeight = \(legibilityWeight)") }
    if activeAppearance != .unspecified {
      parts.append("ActiveAppearance = \(activeAppearance)")
    }
    if imageDynamicRange != .unspecified {
      parts.append("ImageDynamicRange = \(imageDynamicRange)")
    }
    if sceneCaptureState != .unspecified {
      parts.append("SceneCaptureState = \(sceneCaptureState)")
    }
    if listEnvironment != .unspecified { parts.append("ListEnvironment = \(listEnvironment)") }
    if toolbarItemPresentationSize != .unspecified {
      parts.append("ToolbarItemPresentationSize = \(toolbarItemPresentationSize)")
    }
    if let typesettingLanguage {
      parts.append("TypesettingLanguage = \(typesettingLanguage.minimalIdentifier)")
    }
    return parts
  }
}

extension UITraitCollection {
  /// Whether the user asked for higher contrast. Default: `.unspecified`.
  public var accessibilityContrast: UIAccessibilityContrast { systemTraits.accessibilityContrast }
  /// Whether the interface is in the foreground window. Default: `.unspecified`.
  public var activeAppearance: UIUserInterfaceActiveAppearance { systemTraits.activeAppearance }
  /// The display's colour gamut. Default: `.unspecified`.
  public var displayGamut: UIDisplayGamut { systemTraits.displayGamut }
  /// The dynamic range images are shown in (iOS 17). Default: `.unspecified`.
  public var imageDynamicRange: UIImage.DynamicRange { systemTraits.imageDynamicRange }
  /// Whether the user asked for bold text. Default: `.unspecified`.
  public var legibilityWeight: UILegibilityWeight { systemTraits.legibilityWeight }
  /// The kind of list the environment is in (iOS 18). Default: `.unspecified`.
  public var listEnvironment: UIListEnvironment { systemTraits.listEnvironment }
  /// Whether the scene is being captured (iOS 17). Default: `.unspecified`.
  public var sceneCaptureState: UISceneCaptureState { systemTraits.sceneCaptureState }
  /// The size of a Mac toolbar's items. Default: `.unspecified`.
  public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
    systemTraits.toolbarItemPresentationSize
  }
  /// The language text is typeset for (iOS 17). Default: nil, the text's own.
  public var typesettingLanguage: Locale.Language? { systemTraits.typesettingLanguage }

  /// A collection that specifies only `trait` of the later traits.
  private convenience init<T>(_ trait: WritableKeyPath<SystemTraits, T>, _ value: T) {
    var traits = SystemTraits()
    traits[keyPath: trait] = value
    self.init(UITraitCollection(), systemTraits: traits)
  }

  /// A collection that specifies only the contrast.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(\.accessibilityContrast, accessibilityContrast)
  }
  /// A collection that specifies only the active appearance.
  public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
    self.init(\.activeAppearance, activeAppearance)
  }
  /// A collection that specifies only the display gamut.
  public convenience init(displayGamut: UIDisplayGamut) {
    self.init(\.displayGamut, displayGamut)
  }
  /// A collection that specifies only the image dynamic range.
  public convenience init(imageDynamicRange: UIImage.DynamicRange) {
    self.init(\.imageDynamicRange, imageDynamicRange)
  }
  /// A collection that specifies only the legibility weight.
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init(\.legibilityWeight, legibilityWeight)
  }
  /// A collection that specifies only the list environment.
  public convenience init(listEnvironment: UIListEnvironment) {
    self.init(\.listEnvironment, listEnvironment)
  }
  /// A collection that specifies only the scene capture state.
  public convenience init(sceneCaptureState: UISceneCaptureState) {
    self.init(\.sceneCaptureState, sceneCaptureState)
  }
  /// A collection that specifies only the toolbar item size.
  public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
    self.init(\.toolbarItemPresentationSize, toolbarItemPresentationSize)
  }
  /// A collection that specifies only the typesetting language.
  public convenience init(typesettingLanguage: Locale.Language) {
    self.init(\.typesettingLanguage, typesettingLanguage)
  }
}

extension UITraitCollection {
  /// An image configuration for these traits, as UIKit gives for image lookups (iOS 13).
  public var imageConfiguration: UIImage.Configuration {
    UIImage.Configuration().withTraitCollection(self)
  }
}
