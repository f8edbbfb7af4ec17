import SwiftParser
import SwiftSyntax

/// A package's `Package.swift`, given Curtain's drop-in modules for Linux: the package depends on
/// Curtain, and every source and test target on its `UIKit`, `QuartzCore`, `CoreGraphics`,
/// `OSLog`, `Combine`, `Accelerate`, `ImageIO`, `CoreText`, `AVFoundation`, `CoreMedia` and
/// `MobileCoreServices` products under `.when(platforms: [.linux])`, so that the sources keep
/// `import UIKit` and Apple platforms keep their frameworks. `curtain-port PACKAGE_DIR` writes it
/// beside the ported sources.
public enum PackageManifest {
  /// The drop-in products a target gains.
  public static let dropIns = [
    "UIKit", "QuartzCore", "CoreGraphics", "OSLog", "Combine", "Accelerate", "ImageIO", "CoreText",
    "AVFoundation", "CoreMedia", "MobileCoreServices",
  ]
  /// Target kinds that compile Swift sources (binary, system-library, plugin and macro targets
  /// do not import UIKit).
  static let sourceTargets: Set<String> = ["target", "executableTarget", "testTarget"]

  /// `text` with the drop-ins added, or nil when it already depends on a package named Curtain
  /// (porting twice changes nothing).
  /// - Parameter curtain: where Curtain comes from: a URL (`https://…`, `git@…`), taken at its
  ///   `main` branch, or a local path.
  /// - Throws: ``PortInputError`` when the manifest has no `Package(…)` call to add to.
  public static func addingDropIns(to text: String, curtain: String) throws(PortInputError)
    -> String?
  {
    let tree = Parser.parse(source: text)
    guard
      let package = tree.descendants(FunctionCallExprSyntax.self).first(where: {
        $0.calledExpression.trimmedDescription == "Package"
      })
    else {
      throw PortInputError(
        "Package.swift has no Package(…) call; add Curtain's products to it by hand "
          + "(docs/porting.md shows how)")
    }
    if package.trimmedDescription.contains("package: \"Curtain\"")
      || dependencyCalls(of: package).contains(where: namesCurtain)
    {
      return nil
    }
    var edits: [SourceEdit] = []
    let reference =
      curtain.contains("://") || curtain.hasPrefix("git@")
      ? ".package(url: \"\(curtain)\", branch: \"main\")" : ".package(path: \"\(curtain)\")"
    edits.append(adding([reference], to: "dependencies", of: package, before: "targets"))
    let products = dropIns.map {
      ".product(name: \"\($0)\", package: \"Curtain\", condition: .when(platforms: [.linux]))"
    }
    for target in targets(of: package) {
      edits.append(adding(products, to: "dependencies", of: target, after: "name"))
    }
    return try? SourceText(text).applying(edits)
  }

  /// The targets in the package's `targets:` array that compile Swift sources.
  static func targets(of package: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    guard let array = argument("targets", of: package)?.expression.as(ArrayExprSyntax.self) else {
      return []
    }
    return array.elements.compactMap { element in
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        sourceTargets.contains(member.declName.baseName.text)
      else { return nil }
      return call
    }
  }

  /// The `.package(…)` calls in the package's `dependencies:` array.
  static func dependencyCalls(of package: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    guard let array = argument("dependencies", of: package)?.expression.as(ArrayExprSyntax.self)
    else { return [] }
    return array.elements.compactMap { $0.expression.as(FunctionCallExprSyntax.self) }
  }

  /// Whether a `.package(url:…)` or `.package(path:…)` names a repository or folder called
  /// Curtain, the package name SwiftPM gives it.
  static func namesCurtain(_ call: FunctionCallExprSyntax) -> Bool {
    guard let location = call.arguments.first(where: { ["url", "path"].contains($0.label?.text) })
    else { return false }
    var value = location.expression.trimmedDescription.trimmingCharacters(in: ["\""])
    if value.hasSuffix(".git") { value = String(value.dropLast(4)) }
    while value.hasSuffix("/") { value = String(value.dropLast()) }
    return value.split(separator: "/").last.map { $0.lowercased() == "curtain" } ?? false
  }

  static func argument(_ label: String, of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
    call.arguments.first { $0.label?.text == label }
  }

  /// The edit appending `elements` to the array argument `label` of `call`, or adding the
  /// argument (`label: [elements]`) before the argument `before`, or else after `after` (or the
  /// last argument).
  static func adding(
    _ elements: [String], to label: String, of call: FunctionCallExprSyntax,
    before: String? = nil, after: String? = nil
  ) -> SourceEdit {
    if let array = argument(label, of: call)?.expression.as(ArrayExprSyntax.self) {
      let lineIndent = spaces(indentation(of: array))
      guard let last = array.elements.last, array.trimmedDescription.contains("\n") else {
        // An array on one line (or empty) is written again, one element a line.
        let all = array.elements.map(\.expression.trimmedDescription) + elements
        let list = all.map { "\n\(lineIndent)  \($0)," }.joined()
        return .replacing(array, with: "[\(list)\n\(lineIndent)]")
      }
      let indent = spaces(indentation(of: last))
      let list = elements.map { "\n\(indent)\($0)," }.joined()
      let end = last.trailingComma.map(\.endPosition) ?? last.endPositionBeforeTrailingTrivia
      return .inserting((last.trailingComma == nil ? "," : "") + list, at: end)
    }
    func argumentText(_ indent: String) -> String {
      "\(label): [" + elements.map { "\n\(indent)  \($0)," }.joined() + "\n\(indent)]"
    }
    if let before, let next = argument(before, of: call) {
      let indent = spaces(indentation(of: next))
      return .inserting(
        argumentText(indent) + ",\n" + indent, at: next.positionAfterSkippingLeadingTrivia)
    }
    guard let previous = after.flatMap({ argument($0, of: call) }) ?? call.arguments.last else {
      let indent = spaces(indentation(of: call) + 2)
      return .inserting(
        argumentText(indent), at: call.leftParen?.endPosition ?? call.endPosition)
    }
    // After an argument on the call's own line, one step in from the call.
    let onCallLine = indentation(of: previous) == indentation(of: call)
    let indent = spaces(indentation(of: previous) + (onCallLine ? 2 : 0))
    return .inserting(
      ",\n" + indent + argumentText(indent),
      at: previous.expression.endPositionBeforeTrailingTrivia)
  }

  private static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

  /// The column of the line `node` starts on, counted in spaces.
  static func indentation(of node: some SyntaxProtocol) -> Int {
    let text = node.root.description.utf8
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let bytes = Array(text)
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var column = 0
    while start + column < bytes.count && bytes[start + column] == UInt8(ascii: " ") {
      column += 1
    }
    return column
  }
}
