/// The members UIKit's Swift overlay puts in place of Objective-C ones that the API notes hide
/// (`SwiftPrivate`), as Apple's Swift documentation names them: a hidden member counts as
/// declared when Curtain declares the overlay's. A hidden member not listed keeps the name
/// derived from its selector.
public enum OverlayNames {
  /// Objective-C class or protocol → "Instance selector" / "Class selector" → Swift name.
  public static let replacements: [String: [String: String]] = [
    "UITraitCollection": [
      "Class traitCollectionWithTraits:": "init(mutations:)",
      "Instance valueForCGFloatTrait:": "subscript(_:)",
      "Instance valueForNSIntegerTrait:": "subscript(_:)",
      "Instance objectForTrait:": "subscript(_:)",
      "Instance traitCollectionByReplacingCGFloatValue:forTrait:": "replacing(_:value:)",
      "Instance traitCollectionByReplacingNSIntegerValue:forTrait:": "replacing(_:value:)",
      "Instance traitCollectionByReplacingObject:forTrait:": "replacing(_:value:)",
      "Instance changedTraitsFromTraitCollection:": "changedTraits(from:)",
    ],
    "UIMutableTraits": [
      "Instance setCGFloatValue:forTrait:": "subscript(_:)",
      "Instance valueForCGFloatTrait:": "subscript(_:)",
      "Instance setNSIntegerValue:forTrait:": "subscript(_:)",
      "Instance valueForNSIntegerTrait:": "subscript(_:)",
      "Instance setObject:forTrait:": "subscript(_:)",
      "Instance objectForTrait:": "subscript(_:)",
    ],
    "UITraitOverrides": [
      "Instance containsTrait:": "contains(_:)",
      "Instance removeTrait:": "remove(_:)",
    ],
    "UITraitChangeObservable": [
      "Instance registerForTraitChanges:withHandler:": "registerForTraitChanges(_:handler:)",
      "Instance registerForTraitChanges:withTarget:action:":
        "registerForTraitChanges(_:target:action:)",
      "Instance registerForTraitChanges:withAction:": "registerForTraitChanges(_:action:)",
      "Instance unregisterForTraitChanges:": "unregisterForTraitChanges(_:)",
    ],
  ]
}
