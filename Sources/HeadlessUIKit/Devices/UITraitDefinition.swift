import Foundation

/// A trait a trait collection carries, as UIKit's `UITraitDefinition` (iOS 17): UIKit's own
/// (``UITraitUserInterfaceStyle`` and its kin) and an app's custom ones. A custom trait is a type
/// with a default value; set it in `traitOverrides` and every trait collection below reads it.
///
/// ```swift
/// enum Theme: Int { case standard, monochrome }
/// struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
///
/// viewController.traitOverrides[ThemeTrait.self] = .monochrome
/// view.traitCollection[ThemeTrait.self]  // .monochrome in the controller's view and below
/// ```
///
/// A change of value is a change of the traits in effect when the values differ by `==`; a
/// value that is not `Equatable` counts as changed whenever it is set again (classes: unless it
/// is the same instance).
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value a collection that does not specify the trait has.
  static var defaultValue: Value { get }
  /// Whether dynamic colours resolve differently when the trait changes. Default: false.
  static var affectsColorAppearance: Bool { get }
  /// A short name for descriptions. Default: the type's name.
  static var name: String { get }
  /// A unique identifier. Default: the type's name qualified by its module.
  static var identifier: String { get }
}

extension UITraitDefinition {
  public static var affectsColorAppearance: Bool { false }
  public static var name: String { String(describing: Self.self) }
  public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait, as UIKit names a trait type in arrays of traits to observe or compare.
public typealias UITrait = any UITraitDefinition.Type

/// The custom traits a collection or a set of overrides specifies, by trait type. Values are
/// immutable once stored, so sharing them between threads is safe.
package struct CustomTraits: Equatable, @unchecked Sendable {
  struct Entry {
    let trait: UITrait
    let value: Any
  }

  private(set) var entries: [ObjectIdentifier: Entry] = [:]

  package init() {}

  var isEmpty: Bool { entries.isEmpty }

  /// The value set for `trait`, or nil when it is not specified.
  func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value? {
    entries[ObjectIdentifier(trait)].map { $0.value as! T.Value }
  }

  func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

  mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
    entries[ObjectIdentifier(trait)] = Entry(trait: trait, value: value)
  }

  mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

  /// These traits with every trait `top` specifies put over them.
  func overlaid(by top: CustomTraits) -> CustomTraits {
    var result = self
    result.entries.merge(top.entries) { $1 }
    return result
  }

  /// The value in effect for a trait: the one set, else the trait's default.
  private func effective(_ key: ObjectIdentifier, _ trait: UITrait) -> Any {
    entries[key]?.value ?? trait.defaultValue
  }

  /// The traits whose values in effect differ between these and `other`.
  func changed(from other: CustomTraits) -> [UITrait] {
    let keys = Set(entries.keys).union(other.entries.keys).sorted { a, b in
      Self.precedes(
        (entries[a] ?? other.entries[a])!.trait, (entries[b] ?? other.entries[b])!.trait)
    }
    return keys.compactMap { key in
      let trait = (entries[key] ?? other.entries[key])!.trait
      return Self.same(effective(key, trait), other.effective(key, trait)) ? nil : trait
    }
  }

  /// Whether every trait `other` specifies has the same value here.
  func containsValues(of other: CustomTraits) -> Bool {
    other.entries.allSatisfy { key, entry in Self.same(effective(key, entry.trait), entry.value) }
  }

  /// Equal when every trait either side specifies has the same value in effect on both.
  package static func == (a: CustomTraits, b: CustomTraits) -> Bool {
    a.changed(from: b).isEmpty
  }

  /// `name = value` for each trait set, in name order.
  var descriptionParts: [String] {
    entries.values.sorted { Self.precedes($0.trait, $1.trait) }.map {
      "\($0.trait.name) = \($0.value)"
    }
  }

  /// Traits in name order, then identifier order: the same order on every run.
  static func precedes(_ a: UITrait, _ b: UITrait) -> Bool {
    (a.name, a.identifier) < (b.name, b.identifier)
  }

  /// `==` for values of any type: `Equatable` values by value, objects by identity, anything
  /// else never equal.
  static func same(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(toAny: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass {
      return (a as AnyObject) === (b as AnyObject)
    }
    return false
  }
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
