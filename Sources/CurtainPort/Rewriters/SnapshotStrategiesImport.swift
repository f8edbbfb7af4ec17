import SwiftSyntax

/// Gives a file that imports swift-snapshot-testing the module that holds its UIKit strategies
/// on Linux: after `import SnapshotTesting` comes
///
/// ```swift
/// #if canImport(CurtainTesting)
///   import CurtainTesting
/// #endif
/// ```
///
/// On iOS `SnapshotTesting` itself declares `.image(on:)`, `.recursiveDescription` and
/// `ViewImageConfig`; on Linux the library compiles them out and Curtain's `CurtainTesting`
/// declares them. The guard keeps the file building on iOS, where a test target has no
/// `CurtainTesting` (it is a Linux-only dependency). A file that already imports
/// `CurtainTesting`, guarded or not, is left alone.
enum SnapshotStrategiesImport {
  /// The edit adding the import, if the file needs it.
  static func changes(in file: ParsedFile) -> FileChanges {
    let finder = Finder()
    finder.walk(file.tree)
    var changes = FileChanges()
    guard let snapshotImport = finder.snapshotImport, !finder.importsCurtainTesting else {
      return changes
    }
    let end = snapshotImport.endPositionBeforeTrailingTrivia
    changes.edits.append(
      .inserting("\n#if canImport(CurtainTesting)\n  import CurtainTesting\n#endif", at: end))
    changes.rewrites.append(.init(kind: .snapshotStrategiesImport, offset: end.utf8Offset))
    return changes
  }

  private final class Finder: SyntaxVisitor {
    /// The top-level `import SnapshotTesting`.
    var snapshotImport: ImportDeclSyntax?
    var importsCurtainTesting = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      let module = node.path.first?.name.text
      if module == "CurtainTesting" { importsCurtainTesting = true }
      if module == "SnapshotTesting", node.path.count == 1,
        node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
      {
        snapshotImport = node
      }
      return .skipChildren
    }
  }
}
