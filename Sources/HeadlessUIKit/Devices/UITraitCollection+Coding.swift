import Foundation

/// Archiving, as UIKit's `UITraitCollection` conforms to `NSCoding`: every one of UIKit's traits
/// is written under its trait name. Custom traits hold values of any type and are not archived.
extension UITraitCollection: NSCoding {
  public func encode(with coder: NSCoder) {
    let t = UITraitOverrides(self)
    let integers: [(String, Int)] = [
      ("HorizontalSizeClass", t.horizontalSizeClass.rawValue),
      ("VerticalSizeClass", t.verticalSizeClass.rawValue),
      ("UserInterfaceStyle", t.userInterfaceStyle.rawValue),
      ("UserInterfaceIdiom", t.userInterfaceIdiom.rawValue),
      ("LayoutDirection", t.layoutDirection.rawValue),
      ("UserInterfaceLevel", t.userInterfaceLevel.rawValue),
      ("ForceTouchCapability", t.forceTouchCapability.rawValue),
      ("AccessibilityContrast", t.accessibilityContrast.rawValue),
      ("ActiveAppearance", t.activeAppearance.rawValue),
      ("DisplayGamut", t.displayGamut.rawValue),
      ("ImageDynamicRange", t.imageDynamicRange.rawValue),
      ("LegibilityWeight", t.legibilityWeight.rawValue),
      ("ListEnvironment", t.listEnvironment.rawValue),
      ("SceneCaptureState", t.sceneCaptureState.rawValue),
      ("ToolbarItemPresentationSize", t.toolbarItemPresentationSize.rawValue),
    ]
    for (name, value) in integers { coder.encode(value, forKey: Self.key(name)) }
    coder.encode(Double(t.displayScale), forKey: Self.key("DisplayScale"))
    coder.encode(
      t.preferredContentSizeCategory.rawValue as NSString,
      forKey: Self.key("PreferredContentSizeCategory"))
    if let language = t.typesettingLanguage {
      coder.encode(language.maximalIdentifier as NSString, forKey: Self.key("TypesettingLanguage"))
    }
  }

  /// A collection read from an archive `encode(with:)` wrote; traits the archive lacks are
  /// unspecified.
  public convenience init?(coder: NSCoder) {
    func int(_ name: String, _ unspecified: Int) -> Int {
      coder.containsValue(forKey: Self.key(name))
        ? coder.decodeInteger(forKey: Self.key(name)) : unspecified
    }
    var t = UITraitOverrides()
    t.horizontalSizeClass = .init(rawValue: int("HorizontalSizeClass", 0)) ?? .unspecified
    t.verticalSizeClass = .init(rawValue: int("VerticalSizeClass", 0)) ?? .unspecified
    t.userInterfaceStyle = .init(rawValue: int("UserInterfaceStyle", 0)) ?? .unspecified
    t.userInterfaceIdiom = .init(rawValue: int("UserInterfaceIdiom", -1)) ?? .unspecified
    t.layoutDirection = .init(rawValue: int("LayoutDirection", -1)) ?? .unspecified
    t.userInterfaceLevel = .init(rawValue: int("UserInterfaceLevel", -1)) ?? .unspecified
    t.forceTouchCapability = .init(rawValue: int("ForceTouchCapability", 0)) ?? .unknown
    t.accessibilityContrast = .init(rawValue: int("AccessibilityContrast", -1)) ?? .unspecified
    t.activeAppearance = .init(rawValue: int("ActiveAppearance", -1)) ?? .unspecified
    t.displayGamut = .init(rawValue: int("DisplayGamut", -1)) ?? .unspecified
    t.imageDynamicRange = .init(rawValue: int("ImageDynamicRange", -1)) ?? .unspecified
    t.legibilityWeight = .init(rawValue: int("LegibilityWeight", -1)) ?? .unspecified
    t.listEnvironment = .init(rawValue: int("ListEnvironment", 0)) ?? .unspecified
    t.sceneCaptureState = .init(rawValue: int("SceneCaptureState", -1)) ?? .unspecified
    t.toolbarItemPresentationSize =
      .init(rawValue: int("ToolbarItemPresentationSize", -1)) ?? .unspecified
    if coder.containsValue(forKey: Self.key("DisplayScale")) {
      t.displayScale = CGFloat(coder.decodeDouble(forKey: Self.key("DisplayScale")))
    }
    // Foundation's unarchiver raises for a key it lacks: ask first.
    func string(_ name: String) -> String? {
      guard coder.containsValue(forKey: Self.key(name)) else { return nil }
      return coder.decodeObject(forKey: Self.key(name)) as? String
    }
    if let category = string("PreferredContentSizeCategory") {
      t.preferredContentSizeCategory = UIContentSizeCategory(rawValue: category)
    }
    if let language = string("TypesettingLanguage") {
      t.typesettingLanguage = Locale.Language(identifier: language)
    }
    self.init(t.collection)
  }

  private static func key(_ name: String) -> String { "UITraitCollection" + name }
}
