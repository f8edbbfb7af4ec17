import Foundation

/// One of UIKit's own traits as a trait type: read and written through the trait properties a
/// collection and ``UITraitOverrides`` already have. Its default value is the trait's
/// unspecified value.
protocol SystemTrait: UITraitDefinition where Value: Equatable {
  static var keyPath: WritableKeyPath<UITraitOverrides, Value> { get }
}

extension SystemTrait {
  static func read(_ traits: UITraitOverrides) -> Any { traits[keyPath: keyPath] }
  static func write(_ value: Any, into traits: inout UITraitOverrides) {
    traits[keyPath: keyPath] = value as! Value
  }
  static func differs(_ a: UITraitOverrides, _ b: UITraitOverrides) -> Bool {
    a[keyPath: keyPath] != b[keyPath: keyPath]
  }
  static func isSet(in traits: UITraitOverrides) -> Bool {
    traits[keyPath: keyPath] != defaultValue
  }
}

/// UIKit's traits in the order `changedTraits(from:)` lists them.
var systemTraitTypes: [any SystemTrait.Type] {
  [
    UITraitUserInterfaceIdiom.self,
    UITraitUserInterfaceStyle.self,
    UITraitLayoutDirection.self,
    UITraitDisplayScale.self,
    UITraitHorizontalSizeClass.self,
    UITraitVerticalSizeClass.self,
    UITraitForceTouchCapability.self,
    UITraitPreferredContentSizeCategory.self,
    UITraitDisplayGamut.self,
    UITraitAccessibilityContrast.self,
    UITraitUserInterfaceLevel.self,
    UITraitLegibilityWeight.self,
    UITraitActiveAppearance.self,
    UITraitToolbarItemPresentationSize.self,
    UITraitImageDynamicRange.self,
    UITraitTypesettingLanguage.self,
    UITraitSceneCaptureState.self,
    UITraitListEnvironment.self,
  ]
}

/// The trait behind `userInterfaceIdiom`: the idiom (phone, pad, …).
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIUserInterfaceIdiom = .unspecified
  public static let identifier = "UITraitUserInterfaceIdiom"
  public static let name = "UserInterfaceIdiom"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceIdiom> {
    \.userInterfaceIdiom
  }
}

/// The trait behind `userInterfaceStyle`: light or dark appearance.
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIUserInterfaceStyle = .unspecified
  public static let identifier = "UITraitUserInterfaceStyle"
  public static let name = "UserInterfaceStyle"
  public static let affectsColorAppearance = true
  static var keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceStyle> {
    \.userInterfaceStyle
  }
}

/// The trait behind `layoutDirection`: the layout direction.
public struct UITraitLayoutDirection: UITraitDefinition, SystemTrait {
  public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
  public static let identifier = "UITraitLayoutDirection"
  public static let name = "LayoutDirection"
  static var keyPath: WritableKeyPath<UITraitOverrides, UITraitEnvironmentLayoutDirection> {
    \.layoutDirection
  }
}

/// The trait behind `displayScale`: pixels per point.
public struct UITraitDisplayScale: UITraitDefinition, SystemTrait {
  public static let defaultValue: CGFloat = 0
  public static let identifier = "UITraitDisplayScale"
  public static let name = "DisplayScale"
  static var keyPath: WritableKeyPath<UITraitOverrides, CGFloat> { \.displayScale }
}

/// The trait behind `horizontalSizeClass`: the horizontal size class.
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
  public static let identifier = "UITraitHorizontalSizeClass"
  public static let name = "HorizontalSizeClass"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceSizeClass> {
    \.horizontalSizeClass
  }
}

/// The trait behind `verticalSizeClass`: the vertical size class.
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
  public static let identifier = "UITraitVerticalSizeClass"
  public static let name = "VerticalSizeClass"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceSizeClass> {
    \.verticalSizeClass
  }
}

/// The trait behind `forceTouchCapability`: whether touches measure pressure.
public struct UITraitForceTouchCapability: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIForceTouchCapability = .unknown
  public static let identifier = "UITraitForceTouchCapability"
  public static let name = "ForceTouchCapability"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIForceTouchCapability> {
    \.forceTouchCapability
  }
}

/// The trait behind `preferredContentSizeCategory`: the Dynamic Type size.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIContentSizeCategory = .unspecified
  public static let identifier = "UITraitPreferredContentSizeCategory"
  public static let name = "PreferredContentSizeCategory"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIContentSizeCategory> {
    \.preferredContentSizeCategory
  }
}

/// The trait behind `displayGamut`: the display's colour gamut.
public struct UITraitDisplayGamut: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIDisplayGamut = .unspecified
  public static let identifier = "UITraitDisplayGamut"
  public static let name = "DisplayGamut"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIDisplayGamut> { \.displayGamut }
}

/// The trait behind `accessibilityContrast`: the contrast the user asked for.
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIAccessibilityContrast = .unspecified
  public static let identifier = "UITraitAccessibilityContrast"
  public static let name = "AccessibilityContrast"
  public static let affectsColorAppearance = true
  static var keyPath: WritableKeyPath<UITraitOverrides, UIAccessibilityContrast> {
    \.accessibilityContrast
  }
}

/// The trait behind `userInterfaceLevel`: base or elevated.
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIUserInterfaceLevel = .unspecified
  public static let identifier = "UITraitUserInterfaceLevel"
  public static let name = "UserInterfaceLevel"
  public static let affectsColorAppearance = true
  static var keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceLevel> {
    \.userInterfaceLevel
  }
}

/// The trait behind `legibilityWeight`: whether the user asked for bold text.
public struct UITraitLegibilityWeight: UITraitDefinition, SystemTrait {
  public static let defaultValue: UILegibilityWeight = .unspecified
  public static let identifier = "UITraitLegibilityWeight"
  public static let name = "LegibilityWeight"
  static var keyPath: WritableKeyPath<UITraitOverrides, UILegibilityWeight> { \.legibilityWeight }
}

/// The trait behind `activeAppearance`: whether the interface is in the foreground window.
public struct UITraitActiveAppearance: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIUserInterfaceActiveAppearance = .unspecified
  public static let identifier = "UITraitActiveAppearance"
  public static let name = "ActiveAppearance"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceActiveAppearance> {
    \.activeAppearance
  }
}

/// The trait behind `toolbarItemPresentationSize`: the size of a Mac toolbar's items.
public struct UITraitToolbarItemPresentationSize: UITraitDefinition, SystemTrait {
  public static let defaultValue: UINSToolbarItemPresentationSize = .unspecified
  public static let identifier = "UITraitToolbarItemPresentationSize"
  public static let name = "ToolbarItemPresentationSize"
  static var keyPath: WritableKeyPath<UITraitOverrides, UINSToolbarItemPresentationSize> {
    \.toolbarItemPresentationSize
  }
}

/// The trait behind `imageDynamicRange`: the dynamic range images show in.
public struct UITraitImageDynamicRange: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIImage.DynamicRange = .unspecified
  public static let identifier = "UITraitImageDynamicRange"
  public static let name = "ImageDynamicRange"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIImage.DynamicRange> {
    \.imageDynamicRange
  }
}

/// The trait behind `typesettingLanguage`: the language text is typeset for.
public struct UITraitTypesettingLanguage: UITraitDefinition, SystemTrait {
  public static let defaultValue: Locale.Language? = nil
  public static let identifier = "UITraitTypesettingLanguage"
  public static let name = "TypesettingLanguage"
  static var keyPath: WritableKeyPath<UITraitOverrides, Locale.Language?> { \.typesettingLanguage }
}

/// The trait behind `sceneCaptureState`: whether the scene is being captured.
public struct UITraitSceneCaptureState: UITraitDefinition, SystemTrait {
  public static let defaultValue: UISceneCaptureState = .unspecified
  public static let identifier = "UITraitSceneCaptureState"
  public static let name = "SceneCaptureState"
  static var keyPath: WritableKeyPath<UITraitOverrides, UISceneCaptureState> { \.sceneCaptureState }
}

/// The trait behind `listEnvironment`: the kind of list the environment is in.
public struct UITraitListEnvironment: UITraitDefinition, SystemTrait {
  public static let defaultValue: UIListEnvironment = .unspecified
  public static let identifier = "UITraitListEnvironment"
  public static let name = "ListEnvironment"
  static var keyPath: WritableKeyPath<UITraitOverrides, UIListEnvironment> { \.listEnvironment }
}
