import SwiftSyntax

/// Gives a class deriving straight from `NSObject` whose instances hear string key-value
/// observing (it, or a subclass in the sources, overrides
/// `observeValue(forKeyPath:of:change:context:)`) the superclass `KeyValueObservingObject`,
/// an `NSObject` that declares the method as iOS's `NSObject` does.
///
/// Foundation on Linux has no `observeValue` on `NSObject`, so the override overrides nothing
/// and its `super.observeValue(…)` names nothing; with the new superclass both compile, the
/// observed object calls the override, and `super` raises for an unknown context as on iOS.
/// Only files importing UIKit (or QuartzCore, which declares the class) are rewritten.
enum KeyValueObserverBase {
  static let base = "KeyValueObservingObject"

  static func changes(in files: [ParsedFile]) -> [FileChanges] {
    var superclass: [String: String] = [:]
    var observing: Set<String> = []
    for file in files {
      for decl in file.tree.descendants(ClassDeclSyntax.self) {
        if let first = decl.inheritanceClause?.inheritedTypes.first {
          superclass[decl.name.text] = first.type.trimmedDescription
        }
      }
      for function in file.tree.descendants(FunctionDeclSyntax.self)
      where isObserveValueOverride(function) {
        if let type = SelectorRewriter.enclosingTypeName(of: function) { observing.insert(type) }
      }
    }
    // The classes deriving from NSObject at the top of each observing class's chain.
    var roots: Set<String> = []
    for name in observing {
      var current = name
      var seen: Set<String> = []
      while let next = superclass[current], seen.insert(current).inserted {
        if next == "NSObject" || next == "Foundation.NSObject" {
          roots.insert(current)
          break
        }
        current = next
      }
    }
    return files.map { file in
      var changes = FileChanges()
      guard !roots.isEmpty, ImportRewriter.importsUIKit(file) else { return changes }
      for decl in file.tree.descendants(ClassDeclSyntax.self)
      where roots.contains(decl.name.text) && !decl.isObjectiveCOnly {
        guard let first = decl.inheritanceClause?.inheritedTypes.first else { continue }
        changes.add(
          [.replacing(first.type, with: base)], as: .keyValueObserverBase, at: decl,
          detail: "\(decl.name.text) derives from \(base), an NSObject declaring "
            + "observeValue(forKeyPath:of:change:context:) for its override")
      }
      return changes
    }
  }

  /// `override func observeValue(forKeyPath:of:change:context:)`.
  static func isObserveValueOverride(_ function: FunctionDeclSyntax) -> Bool {
    let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    return function.name.text == "observeValue" && DeclSyntax(function).has(.override)
      && labels == ["forKeyPath", "of", "change", "context"]
  }
}
