import SwiftSyntax

/// Fences code built on an Apple framework that has no meaning on Linux in
/// `#if canImport(Framework)`, so that Apple platforms keep it as written and Linux builds the
/// rest of the library: VisionKit's image analysis (Live Text) needs Apple's on-device
/// recognition models, which no Linux build has.
///
/// In a file that imports such a framework, the import is fenced, and so is every member or
/// file-level declaration that names one of the framework's types (`ImageAnalysisInteraction`,
/// an extension conforming to `ImageAnalysisInteractionDelegate`). A statement or member
/// anywhere in the sources that names a fenced declaration (`analyzeImage(image)`) is fenced
/// too, and so on until nothing more is; a name declared more than once fences nothing. Every
/// fence is listed with what Linux loses. Code already under the framework's `canImport` is left
/// as it is, so porting twice changes nothing.
enum FrameworkFence {
  /// A framework Linux lacks: its module, the types that mark code using it, and why.
  struct Framework {
    let module: String
    let types: Set<String>
    let reason: String
  }

  static let frameworks = [
    Framework(
      module: "VisionKit",
      types: [
        "ImageAnalyzer", "ImageAnalysis", "ImageAnalysisInteraction",
        "ImageAnalysisInteractionDelegate", "DataScannerViewController",
        "DataScannerViewControllerDelegate", "RecognizedItem", "VNDocumentCameraViewController",
        "VNDocumentCameraViewControllerDelegate", "VNDocumentCameraScan",
      ],
      reason: "VisionKit's image analysis needs Apple's recognition models, which Linux lacks")
  ]

  static func changes(in files: [ParsedFile]) -> [FileChanges] {
    var changes = files.map { _ in FileChanges() }
    for framework in frameworks {
      let fences = fences(of: framework, in: files)
      for (index, file) in files.enumerated() {
        changes[index].formUnion(edits(for: fences[index], of: framework, in: file))
      }
    }
    return changes
  }

  /// A declaration or statement to fence, the names it declares, and what Linux loses.
  private struct Fence {
    let node: Syntax
    let names: [String]
    let detail: String
  }

  /// The outermost nodes of each file to fence for one framework.
  private static func fences(of framework: Framework, in files: [ParsedFile]) -> [[Fence]] {
    let counts = Dictionary(
      files.flatMap { $0.tree.descendants(DeclSyntax.self).flatMap(\.declaredNames) }
        .map { ($0, 1) }, uniquingKeysWith: +)
    var names: Set<String> = []
    var fences: [[Fence]] = []
    for _ in 0..<16 {
      fences = files.map { fencesIn($0, of: framework, naming: names) }
      let found = Set(fences.joined().flatMap(\.names)).filter { counts[$0] == 1 }
      if found.isSubset(of: names) { break }
      names.formUnion(found)
    }
    return fences
  }

  private static func fencesIn(
    _ file: ParsedFile, of framework: Framework, naming names: Set<String>
  ) -> [Fence] {
    let imports = file.tree.descendants(ImportDeclSyntax.self).filter {
      $0.path.first?.name.text == framework.module
    }
    var found: [Fence] = []
    func add(_ fence: Fence) {
      guard file.text.lines(of: fence.node) != nil,
        !isFenced(fence.node, for: framework),
        !found.contains(where: { $0.node.contains(fence.node) })
      else { return }
      found.removeAll { fence.node.contains($0.node) }
      found.append(fence)
    }
    for node in imports where node.parent?.is(CodeBlockItemSyntax.self) == true {
      let item = Syntax(node.parent!)
      add(Fence(node: item, names: [], detail: "`import \(framework.module)`: \(framework.reason)"))
    }
    // A use already under the framework's condition is fenced, whatever holds the condition.
    for node in file.tree.descendants(Syntax.self) where !isFenced(node, for: framework) {
      if !imports.isEmpty, let name = FencedUnit.reference(node), framework.types.contains(name),
        let unit = FencedUnit.declaration(holding: node)
      {
        add(
          Fence(
            node: unit, names: FencedUnit.declaredNames(unit),
            detail: "`\(unit.firstLine)` does not exist on Linux (it uses \(name): "
              + "\(framework.reason))"))
      } else if let name = FencedUnit.reference(node), names.contains(name),
        let unit = FencedUnit.statement(holding: node),
        unit.as(MemberBlockItemSyntax.self)?.decl.has(.override) != true
      {
        let exists = FencedUnit.isFileLevel(unit) || unit.is(MemberBlockItemSyntax.self)
        add(
          Fence(
            node: unit, names: FencedUnit.declaredNames(unit),
            detail: "`\(unit.firstLine)` \(exists ? "does not exist" : "does not run") on Linux "
              + "(it uses \(name), fenced: \(framework.reason))"))
      }
    }
    return found.sorted { $0.node.position < $1.node.position }
  }

  /// The `#if` lines around each run of fences with only blank lines between them.
  private static func edits(
    for fences: [Fence], of framework: Framework, in file: ParsedFile
  ) -> FileChanges {
    var changes = FileChanges()
    var runs: [[Fence]] = []
    for fence in fences {
      if let last = runs.last?.last, last.node.parent == fence.node.parent,
        file.text.bytes[
          last.node.endPositionBeforeTrailingTrivia
            .utf8Offset..<fence.node.positionAfterSkippingLeadingTrivia.utf8Offset
        ].allSatisfy(SourceText.isBlankOrNewline)
      {
        runs[runs.count - 1].append(fence)
      } else {
        runs.append([fence])
      }
    }
    for run in runs {
      let start = run[0].node.positionAfterSkippingLeadingTrivia
      let indent = file.text.indentation(ofLineAt: start.utf8Offset)
      changes.edits += [
        .inserting("#if canImport(\(framework.module))\n" + indent, at: start),
        .inserting("\n" + indent + "#endif", at: run.last!.node.endPositionBeforeTrailingTrivia),
      ]
      for fence in run {
        changes.add([], as: .frameworkFence, at: fence.node, detail: fence.detail)
      }
    }
    return changes
  }

  /// Whether a node is already under `#if canImport(Framework)`.
  private static func isFenced(_ node: Syntax, for framework: Framework) -> Bool {
    var current = node.parent
    while let candidate = current {
      if let clause = candidate.as(IfConfigClauseSyntax.self),
        clause.condition?.trimmedDescription.contains("canImport(\(framework.module))") == true
      {
        return true
      }
      current = candidate.parent
    }
    return false
  }

}
