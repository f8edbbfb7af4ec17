import Foundation

extension UITraitCollection {
  /// The value of `trait` in this collection: UIKit's traits as their properties give them, a
  /// custom trait as set, else its default value (iOS 17).
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    if let system = trait as? any SystemTrait.Type {
      return system.read(UITraitOverrides(self)) as! T.Value
    }
    return customTraits.value(trait) ?? trait.defaultValue
  }

  /// A copy of this collection with `trait` set to `value` (iOS 17).
  public func replacing<T: UITraitDefinition>(_ trait: T.Type, value: T.Value)
    -> UITraitCollection
  {
    modifyingTraits { $0[trait] = value }
  }

  /// The traits whose values differ between this collection and `traitCollection` (every
  /// trait's value counts, specified or not; nil compares with an empty collection), UIKit's
  /// first, then custom traits by name.
  public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
    let other = traitCollection ?? UITraitCollection()
    let mine = UITraitOverrides(self)
    let theirs = UITraitOverrides(other)
    let system = systemTraitTypes.filter { $0.differs(mine, theirs) }.map { $0 as UITrait }
    return system + customTraits.changed(from: other.customTraits)
  }

  /// The traits that dynamic colours resolve by: appearance, contrast and level.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
      UITraitUserInterfaceLevel.self,
    ]
  }

  /// The traits image assets choose variants by: those of colours, and idiom, scale, size
  /// classes, layout direction, gamut and legibility weight.
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    systemTraitsAffectingColorAppearance + [
      UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
      UITraitVerticalSizeClass.self, UITraitLayoutDirection.self, UITraitDisplayGamut.self,
      UITraitLegibilityWeight.self,
    ]
  }
}

extension UITraitOverrides {
  /// The value of any trait, UIKit's or a custom one; setting it overrides the trait for the
  /// environment and everything below it (iOS 17).
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get {
      if let system = trait as? any SystemTrait.Type { return system.read(self) as! T.Value }
      return customTraits.value(trait) ?? trait.defaultValue
    }
    set {
      if let system = trait as? any SystemTrait.Type {
        system.write(newValue, into: &self)
      } else {
        customTraits.set(trait, newValue)
      }
    }
  }

  /// Whether `trait` is overridden here (for UIKit's traits: set to other than unspecified).
  public func contains(_ trait: UITrait) -> Bool {
    if let system = trait as? any SystemTrait.Type { return system.isSet(in: self) }
    return customTraits.contains(trait)
  }

  /// Removes the override of `trait`, so it is inherited again.
  public mutating func remove(_ trait: UITrait) {
    if let system = trait as? any SystemTrait.Type {
      system.write(system.defaultValue, into: &self)
    } else {
      customTraits.remove(trait)
    }
  }
}
