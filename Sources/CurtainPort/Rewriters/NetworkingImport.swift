import SwiftSyntax

/// Gives a file that uses Foundation's URL loading (`URLSession`, `URLRequest`, …) the module
/// that holds it on Linux: after the file's last import comes
///
/// ```swift
/// #if canImport(FoundationNetworking)
///   import FoundationNetworking
/// #endif
/// ```
///
/// On Apple platforms Foundation declares URL loading; on Linux it lives in
/// FoundationNetworking, which the guard keeps out of iOS builds. A file that already imports
/// `FoundationNetworking`, guarded or not, or has no imports, is left alone.
enum NetworkingImport {
  /// Foundation's URL loading names, which Linux declares in FoundationNetworking.
  static let names: Set<String> = [
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
    "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionDelegate",
    "URLSessionDataDelegate", "URLSessionTaskDelegate", "URLRequest", "NSURLRequest",
    "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
    "URLCredential", "URLProtectionSpace", "URLAuthenticationChallenge", "HTTPCookie",
    "HTTPCookieStorage",
  ]

  /// The edit adding the import, if the file needs it.
  static func changes(in file: ParsedFile) -> FileChanges {
    let finder = Finder()
    finder.walk(file.tree)
    var changes = FileChanges()
    guard finder.usesNetworking, !finder.importsNetworking,
      let last = finder.lastUnconditionalImport ?? finder.lastImport
    else {
      return changes
    }
    let end = last.endPositionBeforeTrailingTrivia
    changes.edits.append(
      .inserting(
        "\n#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif", at: end))
    changes.rewrites.append(.init(kind: .networkingImport, offset: end.utf8Offset))
    return changes
  }

  private final class Finder: SyntaxVisitor {
    /// The file's last import of its own (at the top level, or in a top-level `#if` iOS takes).
    var lastImport: ImportDeclSyntax?
    /// The file's last import outside any `#if`: Linux compiles what follows it, where a clause
    /// iOS takes (`#if canImport(LibraryObjC)`) may be one Linux does not.
    var lastUnconditionalImport: ImportDeclSyntax?
    var importsNetworking = false
    var usesNetworking = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.path.first?.name.text == "FoundationNetworking" { importsNetworking = true }
      if node.isFileLevel { lastImport = node }
      if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
        lastUnconditionalImport = node
      }
      return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if NetworkingImport.names.contains(node.name.text) { usesNetworking = true }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if NetworkingImport.names.contains(node.baseName.text) { usesNetworking = true }
      return .visitChildren
    }
  }
}
