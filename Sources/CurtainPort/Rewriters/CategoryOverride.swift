import SwiftSyntax

/// Moves overrides written in an extension of one of UIKit's own classes (`extension
/// UIPageControl { open override func sizeToFit() … }`, an Objective-C category replacing the
/// method) into a subclass of the library's own, `PortedUIPageControl`, and makes the
/// library's calls of the class's initializers (`UIPageControl()`) create the subclass. Swift
/// on Linux rejects an override in an extension, and UIKit's class is not in the sources for
/// the member to move into.
///
/// On iOS the category replaces the method for every instance of the class in the app; after
/// the port, only the instances the library creates have it, and instances created elsewhere
/// (an app's own page control handed to the library) keep UIKit's. The library's own use, which
/// is what it wrote the override for, keeps its meaning; replacing UIKit's method for the whole
/// program has no Swift form. Each move is listed with that difference.
enum CategoryOverride {
  /// The prefix of the subclass's name.
  static let prefix = "Ported"

  static func changes(in files: [ParsedFile]) -> [FileChanges] {
    var declared: Set<String> = []
    for file in files {
      for decl in file.tree.descendants(ClassDeclSyntax.self) { declared.insert(decl.name.text) }
    }
    var changes = Array(repeating: FileChanges(), count: files.count)
    var subclasses: Set<String> = []
    for (index, file) in files.enumerated() {
      for decl in file.tree.descendants(ExtensionDeclSyntax.self) {
        let name = decl.extendedType.trimmedDescription
        guard ImportRewriter.isUIKitName(name), !declared.contains(name),
          !subclasses.contains(name), decl.attributes.isEmpty, decl.genericWhereClause == nil,
          decl.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        else { continue }
        // An array: filtering a syntax collection makes a new tree, with other positions.
        let moved = Array(decl.memberBlock.members).filter { $0.decl.has(.override) }
        let lines = moved.compactMap { file.text.lines(of: $0) }
        guard !moved.isEmpty, lines.count == moved.count else { continue }
        subclasses.insert(name)
        let members = lines.map { file.text[$0] }.joined()
        let subclass = "\n\nclass \(prefix)\(name): \(name) {\n\(members)}"
        changes[index].add(
          lines.map(file.text.removal(ofLines:))
            + [.inserting(subclass, at: decl.endPositionBeforeTrailingTrivia)],
          as: .categoryOverride, at: decl,
          detail: moved.map { "`\($0.firstLine)`" }.joined(separator: ", ")
            + " of UIKit's \(name) moved into class \(prefix)\(name), which the library's "
            + "\(name)(…) calls now create; a \(name) created elsewhere keeps UIKit's")
      }
    }
    guard !subclasses.isEmpty else { return changes }
    for (index, file) in files.enumerated() {
      for call in file.tree.descendants(FunctionCallExprSyntax.self) {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
          subclasses.contains(callee.baseName.text)
        else { continue }
        changes[index].edits.append(
          .replacing(callee, with: prefix + callee.baseName.text))
      }
    }
    return changes
  }
}
