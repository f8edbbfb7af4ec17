import SwiftSyntax

/// Makes a file's imports name modules that exist on Linux with Curtain's drop-ins:
///
/// - `import os` and `import os.log` (and `os.signpost`, `os.activity`) become `import OSLog`,
///   and `import UIKit.UIGestureRecognizerSubclass` becomes `import UIKit`: Swift modules have no
///   submodules, and Curtain's `OSLog` and `UIKit` modules hold all of the API. Curtain's module
///   is not named `os` because packages test `canImport(os)` to mean Apple's (`os_unfair_lock`
///   from the system), and would build against it. `import ObjectiveC` becomes
///   `import ObjectiveCRuntime` (associated objects) for the same reason.
/// - A file that imports modules (`Foundation`), none of which brings UIKit, and uses UIKit's
///   names (`UIView`, `CALayer`, `CGColor`, `NSLayoutConstraint`, …) gains `import UIKit` after
///   its last import. On iOS such a file compiles because a framework's umbrella header imports
///   UIKit for the whole module; Swift on Linux needs the import in the file. The import is
///   harmless on iOS. So does a file calling the associated-object functions (RuntimeImport),
///   which Foundation brings on iOS and Curtain's UIKit on Linux, and a file the port writes
///   `Selector` or `Protocol` values into (`perform(#selector(poll), with: nil, afterDelay: 1)`):
///   HeadlessUIKit declares them.
/// - A file with no imports at all that uses those names or Foundation's (`CGFloat`,
///   `TimeInterval`, …) gains `import UIKit` above its first declaration when other files of
///   the same port import UIKit: it too compiled through the umbrella header. A lone file with
///   no imports (a snippet) is left alone.
/// - A file that imports UIKit (or gains the import) drops `import Foundation` and
///   `import Dispatch`: Curtain's UIKit brings both, and only in a file that reaches them through
///   it alone do `DispatchQueue.main`, `Timer.scheduledTimer` and `DispatchTime.now()` run on the
///   stage's clock. A file that gains UIKit has its Foundation import replaced by it. On iOS
///   UIKit brings Foundation too.
/// - `import Darwin` (the C library's module on Apple platforms, or a submodule of it) is a
///   Foundation import as above, and becomes `import Foundation` where UIKit does not replace
///   it; `Darwin.sqrt(x)` becomes `Foundation.sqrt(x)`. Foundation re-exports Glibc on Linux and
///   Darwin on Apple platforms, so both compile. Code under a condition naming Darwin
///   (`#if canImport(Darwin)`) is left as it is: Linux never compiles it.
final class ImportRewriter: SyntaxVisitor {
  /// Modules whose import already brings UIKit's names (Curtain's drop-ins export it whole).
  static let uikitModules: Set<String> = [
    "UIKit", "HeadlessUIKit", "QuartzCore", "CoreGraphics", "SwiftUI",
  ]
  /// Modules whose submodules (`os.log`, `UIKit.UIGestureRecognizerSubclass`) are imported as
  /// the whole module, by the name of Curtain's module that holds them.
  static let flattenedModules: [String: String] = [
    "os": "OSLog", "UIKit": "UIKit", "ObjectiveC": "ObjectiveCRuntime",
  ]
  /// Core Graphics, layout and key-value observing names that Foundation does not declare on
  /// Linux (HeadlessUIKit does).
  static let otherUIKitNames: Set<String> = [
    "CGColor", "CGPath", "CGMutablePath", "CGImage", "CGGradient", "CGContext", "CGLineCap",
    "CGLineJoin", "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor",
    "NSLayoutYAxisAnchor", "NSLayoutDimension", "NSTextAlignment", "NSLineBreakMode",
    "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSException", "NSKeyValueObservation",
    "NSKeyValueObservedChange", "NSKeyValueObservingOptions", "NSKeyValueChange",
  ]

  /// Foundation's names that a file with no imports reaches only through an umbrella header.
  static let foundationNames: Set<String> = [
    "CGFloat", "CGRect", "CGPoint", "CGSize", "CGVector", "CGAffineTransform", "TimeInterval",
    "NSObject", "NSCoder", "IndexPath", "Date", "URL", "Data", "Bundle", "Notification",
    "NotificationCenter", "DispatchQueue", "UUID",
  ]

  private let file: ParsedFile
  /// Whether other files of the port import UIKit (so that this one is part of a UIKit module).
  private let moduleImportsUIKit: Bool
  private(set) var changes = FileChanges()
  private var importsUIKit = false
  private var lastImport: ImportDeclSyntax?
  /// Plain top-level imports of Foundation or Dispatch, which UIKit brings.
  private var foundationImports: [ImportDeclSyntax] = []
  /// Plain top-level imports of Darwin, which become Foundation's or go as Foundation's do.
  private var darwinImports: [ImportDeclSyntax] = []
  private var declaredNames: Set<String> = []
  private var usedNames: [String] = []
  private var usedFoundationNames: [String] = []

  /// - Parameter writesRuntimeValues: whether the port writes `Selector` or `Protocol` values
  ///   into the file (HeadlessUIKit declares them, where iOS has them from Foundation).
  init(_ file: ParsedFile, moduleImportsUIKit: Bool = false, writesRuntimeValues: Bool = false) {
    self.file = file
    self.moduleImportsUIKit = moduleImportsUIKit
    super.init(viewMode: .sourceAccurate)
    if writesRuntimeValues { usedNames.append("Selector") }
  }

  /// Whether a file imports a module that brings UIKit's names.
  static func importsUIKit(_ file: ParsedFile) -> Bool {
    let statements = file.tree.as(SourceFileSyntax.self)?.statements
    return statements?.contains {
      guard let node = $0.item.as(ImportDeclSyntax.self) else { return false }
      return uikitModules.contains(node.path.first?.name.text ?? "")
    } ?? false
  }

  /// Runs over the file and records the changes.
  func rewrite() {
    declaredNames = Set(
      file.tree.descendants(DeclSyntax.self).compactMap {
        $0.asProtocol(NamedDeclSyntax.self)?.name.text
      })
    walk(file.tree)
    addUIKitImportIfNeeded()
  }

  /// Whether a name is UIKit's by Apple's prefixes (`UIView`, `CAAnimation`) or the list.
  static func isUIKitName(_ name: String) -> Bool {
    if otherUIKitNames.contains(name) { return true }
    let chars = Array(name.utf8)
    guard chars.count > 2, name.hasPrefix("UI") || name.hasPrefix("CA") else { return false }
    return chars[2] >= UInt8(ascii: "A") && chars[2] <= UInt8(ascii: "Z")
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    node.isObjectiveCFence ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = node.path.map(\.name.text)
    if Self.uikitModules.contains(path.first ?? "") { importsUIKit = true }
    if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
      lastImport = node
      if path.count == 1, ["Foundation", "Dispatch"].contains(path[0]), node.attributes.isEmpty,
        node.modifiers.isEmpty, node.importKindSpecifier == nil
      {
        foundationImports.append(node)
      }
    }
    if let module = Self.flattenedModules[path[0]], path.count > 1 || module != path[0] {
      changes.add([SourceEdit.replacing(node.path, with: module)], as: .submoduleImport, at: node)
    }
    if path[0] == "Darwin", !node.isUnderDarwinCondition, !declaredNames.contains("Darwin") {
      let plain =
        node.attributes.isEmpty && node.modifiers.isEmpty && node.importKindSpecifier == nil
      if plain && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
        darwinImports.append(node)
      } else {
        changes.add([.replacing(node.path, with: "Foundation")], as: .darwinModule, at: node)
      }
    }
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Darwin",
      base.argumentNames == nil, !node.isUnderDarwinCondition, !declaredNames.contains("Darwin")
    {
      changes.add([.replacing(base, with: "Foundation")], as: .darwinModule, at: base)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Darwin",
      base.genericArgumentClause == nil, !node.isUnderDarwinCondition,
      !declaredNames.contains("Darwin")
    {
      changes.add([.replacing(base, with: "Foundation")], as: .darwinModule, at: base)
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    record(node.baseName.text)
    return .visitChildren
  }

  private func record(_ name: String) {
    if Self.isUIKitName(name) || RuntimeImport.names.contains(name) { usedNames.append(name) }
    if Self.foundationNames.contains(name) { usedFoundationNames.append(name) }
  }

  private func addUIKitImportIfNeeded() {
    let replaceable = (foundationImports + darwinImports).sorted { $0.position < $1.position }
    guard !importsUIKit else { return replaceable.forEach(drop) }
    let usesUIKit = usedNames.contains { !declaredNames.contains($0) }
    if let first = replaceable.first, usesUIKit {
      changes.add([.replacing(first.path, with: "UIKit")], as: .uikitImport, at: first)
      return replaceable.dropFirst().forEach(drop)
    }
    for node in darwinImports {
      changes.add([.replacing(node.path, with: "Foundation")], as: .darwinModule, at: node)
    }
    if let lastImport {
      guard usesUIKit else { return }
      let end = lastImport.endPositionBeforeTrailingTrivia
      changes.edits.append(.inserting("\nimport UIKit", at: end))
      changes.rewrites.append(.init(kind: .uikitImport, offset: end.utf8Offset))
      return
    }
    let usesFoundation = usedFoundationNames.contains { !declaredNames.contains($0) }
    guard moduleImportsUIKit, usesUIKit || usesFoundation,
      let first = file.tree.as(SourceFileSyntax.self)?.statements.first
    else { return }
    let start = first.positionAfterSkippingLeadingTrivia
    let line = "import UIKit\n\n"
    changes.edits.append(.inserting(line, at: start))
    // The place maps past the inserted text; the mark is the import's own line.
    changes.rewrites.append(
      .init(kind: .uikitImport, offset: start.utf8Offset, advance: -line.utf8.count))
  }

  /// Removes an import's line (its comments stay).
  private func drop(_ node: ImportDeclSyntax) {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    if case .newlines? = node.leadingTrivia.pieces.last {
      start -= 1
    } else if let next = node.nextToken(viewMode: .sourceAccurate),
      case .newlines? = next.leadingTrivia.pieces.first
    {
      end = next.position.utf8Offset + 1
    }
    let kind: Rewrite.Kind =
      node.path.first?.name.text == "Darwin" ? .darwinModule : .foundationImport
    changes.add([SourceEdit(start: start, end: end, replacement: "")], as: kind, at: node)
  }
}

extension SyntaxProtocol {
  /// Whether the node is inside an `#if` clause whose condition names Darwin
  /// (`#if canImport(Darwin)`): code Linux never compiles.
  var isUnderDarwinCondition: Bool {
    var current = parent
    while let node = current {
      if let clause = node.as(IfConfigClauseSyntax.self),
        clause.condition?.trimmedDescription.contains("Darwin") == true
      {
        return true
      }
      current = node.parent
    }
    return false
  }
}
