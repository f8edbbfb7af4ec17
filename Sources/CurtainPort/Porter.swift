import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file to port: the path it is reported under, and its text.
public struct SourceFile: Hashable, Sendable {
  public let path: String
  public let text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// Why a file was left untouched: one reason or more, each a sentence saying what to do.
public struct PortRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  public let reasons: [String]

  public init(_ reasons: [String]) { self.reasons = reasons }

  public init(_ reason: String) { self.init([reason]) }

  public var description: String { reasons.joined(separator: "; ") }
}

/// What porting did to one file.
public struct PortedFile: Sendable {
  public let path: String
  public let original: String
  /// The ported text: the original when nothing needed rewriting or the file was refused.
  public let text: String
  /// Every change, in the order the rewriters made them.
  public let rewrites: [Rewrite]
  /// Places that were not rewritten, with the reason and what to do.
  public let notes: [PortNote]
  /// Why the file was left untouched, when it was.
  public let refusal: PortRefusal?

  /// Whether the ported text differs from the original.
  public var isChanged: Bool { text != original }

  /// How many changes of each kind, in a fixed order of kinds.
  public var counts: [(kind: Rewrite.Kind, count: Int)] {
    Dictionary(grouping: rewrites, by: \.kind).map { ($0.key, $0.value.count) }
      .sorted { $0.kind < $1.kind }
  }

  /// `Sources/X/File.swift: 3 × #selector → unapplied method, 1 × @objc optional → default`,
  /// `…: unchanged`, or `…: left untouched:` followed by one indented line per reason.
  public var summary: String {
    if let refusal {
      return "\(path): left untouched:" + refusal.reasons.map { "\n  - " + $0 }.joined()
    }
    guard !rewrites.isEmpty else { return "\(path): unchanged" }
    return "\(path): " + counts.map { "\($0.count) × \($0.kind)" }.joined(separator: ", ")
  }
}

/// Rewrites iOS Swift source so that Linux Swift compiles it against HeadlessUIKit: pure
/// functions from source text to ported text and the list of what changed.
///
/// What it rewrites (each rewriter's documentation has the details):
/// - `#if os(iOS)` and `#if canImport(UIKit)` guards are opened on their iOS branch;
/// - `#selector` target–action becomes an unapplied method (`CardViewController.didPan(_:)`),
///   and a selector sent or asked about (`perform(_:with:afterDelay:)`, `responds(to:)`, …)
///   HeadlessUIKit's `Selector` value, `Selector("hide", Toast.hide)`;
/// - `conforms(to: P.self)` passes HeadlessUIKit's `Protocol` value, which tests conformance;
/// - a swizzle exchanging a UIKit life-cycle method with `method_exchangeImplementations` keeps
///   working: its selectors become `Selector` values and the swizzled method's call of itself a
///   `perform`, which the exchange routes;
/// - `@objc`, `@objcMembers`, Interface Builder attributes, `@NSManaged` and `dynamic` go;
/// - `@objc optional` requirements become plain requirements with defaults in a protocol
///   extension, and `delegate?.method?(…)` becomes `delegate?.method(…)`;
/// - `import os` and `import os.log` become `import OSLog`, and a file using UIKit without importing it gains
///   `import UIKit`;
/// - a file importing `SnapshotTesting` gains `import CurtainTesting` (inside
///   `#if canImport(CurtainTesting)`), where the library's UIKit strategies are on Linux;
/// - a `Selector` parameter handed straight to a target–action call becomes a generic unapplied
///   method (two overloads: with and without the sender);
/// - code using the Objective-C runtime (swizzling, `IMP`, message forwarding) is fenced in
///   `#if canImport(ObjectiveC)`, and each fence listed with what Linux loses;
/// - a branch built on one of UIKit's private classes (`if let c =
///   NSClassFromString("_UICustomBlurEffect")`) is fenced, Linux keeping its `else` branch;
/// - SwiftUI interop (a file importing SwiftUI, or an `#if` clause that does) is fenced in
///   `#if canImport(SwiftUI)`;
/// - code built on VisionKit's image analysis, which Linux cannot run, is fenced in
///   `#if canImport(VisionKit)`;
/// - a bar button item given `target = self` and then `action = #selector(m)` gets both in one
///   `setAction(target:_:)` call;
/// - setting a URL session option Linux lacks (`waitsForConnectivity`) is fenced in
///   `#if !canImport(FoundationNetworking)`;
/// - an NSNumber or NSString property read through `AnyObject` (`.floatValue`) is read through
///   a cast to its class;
/// - `responds(to: #selector(UIKitType.member))` of a member that is not optional is `true`;
/// - an override that only calls `super`, of a member declared in an extension, goes;
/// - an override written in an extension moves into its class when the class is in the ported
///   sources, and into a subclass of the library's own (which the library's calls of the
///   class's initializers then create) when the class is UIKit's;
/// - a gesture recognizer subclass keeping the `Selector` its `init(target:action:)` is given
///   sends it with `perform(_:with:)`, and a selector sent through `AnyObject` is sent through
///   `NSObject`;
/// - `@NSManaged` properties gain accessors storing them by key-value coding;
/// - `type(of: object).description()` becomes `NSStringFromClass(type(of: object))`;
/// - a target–action method taking only defaulted value parameters, or sent to a target bound
///   with another type, becomes a closure calling it with its defaults or casting the target;
/// - a protocol requiring `init()` that a class from another module conforms to (`extension
///   NSObject: InitializableClass {}`) gets a base protocol without the initializer for that
///   class, and calls of the initializers the class loses (`UIView { … }`) become
///   `UIView().with { … }`;
/// - a delegate proxy overriding `forwardingTarget(for:)` gets, for Linux, explicit methods
///   that send each delegate method to the first of its objects that implements it.
///
/// `import UIKit` stays: Curtain's `UIKit` drop-in module answers it on Linux. Porting twice
/// changes nothing the second time. A file is rewritten whole or not at all: one that does not
/// parse, or declares an optional requirement no default can be chosen for, is returned
/// unchanged with the reason (and no override moves out of it or into it).
public enum Porter {
  /// Ports files together: a protocol's callers may be in other files than the protocol.
  public static func port(_ files: [SourceFile]) -> [PortedFile] {
    // A file left untouched must not lose an override to another file or miss one moved in:
    // port again, moving nothing across files into or out of those left untouched.
    var untouched: Set<String> = []
    while true {
      let ported = port(files, untouched: untouched)
      let refused = Set(ported.filter { $0.refusal != nil }.map(\.path))
      if refused.isSubset(of: untouched) { return ported }
      untouched.formUnion(refused)
    }
  }

  private static func port(_ files: [SourceFile], untouched: Set<String>) -> [PortedFile] {
    var staged: [(file: SourceFile, stage: Stage)] = []
    var refused: [String: PortRefusal] = [:]
    for file in files {
      if let error = parseError(in: file.text) {
        refused[file.path] = PortRefusal("does not parse: \(error)")
        continue
      }
      staged.append((file, PlatformGuardOpener.open(file.text)))
    }
    // Steps that read every file, each on the text the one before left.
    let steps: [([ParsedFile]) -> [FileChanges]] = [
      { $0.map(SwiftUIFence.changes) }, { $0.map(PrivateClassLookup.changes) },
      FrameworkFence.changes, { $0.map(NetworkingSettingFence.changes) },
      { $0.map(BarButtonActionPair.changes) },
      UIKitRespondsRewriter.changes,
      SelectorParameterRewriter.changes, ObjectiveCFence.changes,
      { $0.map(DelegateForwarder.changes) },
      ForwardingOverrideDropper.changes, { OverrideMover.changes(in: $0, untouched: untouched) },
      { InitRequirementSplit.changes(in: $0, untouched: untouched) }, CategoryOverride.changes,
      KeyValueObserverBase.changes,
    ]
    for step in steps {
      let changes = step(staged.map { ParsedFile(path: $0.file.path, text: $0.stage.text) })
      for index in staged.indices {
        guard changes[index].refusals.isEmpty else {
          refused[staged[index].file.path] = PortRefusal(changes[index].refusals)
          continue
        }
        guard let next = staged[index].stage.applying(changes[index]) else {
          refused[staged[index].file.path] = PortRefusal(
            "two rewrites meet (a curtain-port bug)")
          continue
        }
        staged[index].stage = next
      }
      staged.removeAll { refused[$0.file.path] != nil }
    }
    let parsed = staged.map { ParsedFile(path: $0.file.path, text: $0.stage.text) }
    let requirements = parsed.flatMap(OptionalRequirement.collect)
    // UIKit's optional requirements are called as optionals too; Curtain implements defaults.
    let uikit = UIKitOptionalRequirements.requirements
    let byKey = Dictionary(grouping: requirements + uikit, by: \.key)
    let sites = parsed.map { OptionalCallSite.collect(in: $0, requirements: byKey) }
    let allSites = Dictionary(grouping: sites.joined(), by: \.key)
    let handWritten = Set(parsed.flatMap(OptionalRequirement.extensionMembers) + uikit.map(\.id))
    var defaults: [String: OptionalDefault] = [:]
    for requirement in requirements + uikit {
      defaults[requirement.id] = OptionalDefault.resolve(
        requirement, sites: allSites[requirement.key] ?? [], handWritten: handWritten)
    }

    let overridden = Set(parsed.flatMap(AttributeDropper.overriddenNames))
    let uikitFiles = Set(parsed.filter(ImportRewriter.importsUIKit).map(\.path))
    let selectorTypes = SelectorTypes(parsed)

    var results: [String: PortedFile] = [:]
    for (index, file) in parsed.enumerated() {
      let source = staged[index]
      results[file.path] = port(
        file, original: source.file.text, stage: source.stage, overridden: overridden,
        selectorTypes: selectorTypes, moduleImportsUIKit: !uikitFiles.isEmpty,
        optional: OptionalRequirementRewriter.changes(
          in: file, requirements: requirements + uikit, defaults: defaults,
          sites: sites[index]))
    }
    return files.map { file in
      results[file.path]
        ?? PortedFile(
          path: file.path, original: file.text, text: file.text, rewrites: [], notes: [],
          refusal: refused[file.path])
    }
  }

  /// Ports one file on its own.
  public static func port(_ text: String, path: String = "Source.swift") -> PortedFile {
    port([SourceFile(path: path, text: text)])[0]
  }

  private static func port(
    _ file: ParsedFile, original: String, stage: Stage,
    overridden: Set<String>, selectorTypes: SelectorTypes, moduleImportsUIKit: Bool,
    optional: Result<FileChanges, PortRefusal>
  ) -> PortedFile {
    var changes = stage.changes
    let dropper = AttributeDropper(file, overridden: overridden)
    dropper.walk(file.tree)
    changes.formUnion(dropper.changes)
    let selectors = SelectorRewriter(file, types: selectorTypes)
    selectors.walk(file.tree)
    changes.formUnion(selectors.changes)
    let keyPaths = KeyPathRewriter()
    keyPaths.walk(file.tree)
    changes.formUnion(keyPaths.changes)
    let classDescriptions = ClassDescriptionRewriter()
    classDescriptions.walk(file.tree)
    changes.formUnion(classDescriptions.changes)
    let anyObjectSends = AnyObjectSend()
    anyObjectSends.walk(file.tree)
    changes.formUnion(anyObjectSends.changes)
    let anyObjectMembers = AnyObjectMemberRead()
    anyObjectMembers.walk(file.tree)
    changes.formUnion(anyObjectMembers.changes)
    changes.formUnion(SelectorInitializer.changes(in: file))
    changes.formUnion(MethodExchangeIdiom.changes(in: file))
    let protocolValues = ProtocolValueRewriter()
    protocolValues.walk(file.tree)
    changes.formUnion(protocolValues.changes)
    let imports = ImportRewriter(
      file, moduleImportsUIKit: moduleImportsUIKit,
      writesRuntimeValues: selectors.changes.rewrites.contains { $0.kind == .selectorValue }
        || !protocolValues.changes.rewrites.isEmpty)
    imports.rewrite()
    changes.formUnion(imports.changes)
    changes.formUnion(SnapshotStrategiesImport.changes(in: file))
    changes.formUnion(NetworkingImport.changes(in: file))
    func untouched(_ refusal: PortRefusal) -> PortedFile {
      PortedFile(
        path: file.path, original: original, text: original, rewrites: [],
        notes: notes(changes, in: file.text), refusal: refusal)
    }
    switch optional {
    case .success(let optionalChanges): changes.formUnion(optionalChanges)
    case .failure(let refusal): return untouched(refusal)
    }
    let text: String
    do {
      text = try file.text.applying(changes.edits)
    } catch {
      return untouched(
        PortRefusal("two rewrites meet at byte \(error.offset) (a curtain-port bug)"))
    }
    if let error = parseError(in: text) {
      return untouched(
        PortRefusal("the ported text would not parse (\(error); a curtain-port bug)"))
    }
    let moved = changes.moved(through: changes.edits)
    let ported = SourceText(text)
    let rewrites = moved.rewrites.map {
      Rewrite($0.kind, line: ported.location(of: $0.offset).line, detail: $0.detail)
    }
    return PortedFile(
      path: file.path, original: original, text: text,
      rewrites: rewrites.sorted { ($0.line, $0.kind) < ($1.line, $1.kind) },
      notes: notes(moved, in: ported), refusal: nil)
  }

  /// The notes with lines and columns of a text, in order.
  private static func notes(_ changes: FileChanges, in text: SourceText) -> [PortNote] {
    changes.notes.map {
      let (line, column) = text.location(of: $0.offset)
      return PortNote(line: line, column: column, message: $0.message)
    }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// `line:column: message` of the first syntax error, or nil.
  private static func parseError(in text: String) -> String? {
    let tree = Parser.parse(source: text)
    guard tree.hasError,
      let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: {
        $0.diagMessage.severity == .error
      })
    else { return nil }
    let location = diagnostic.location(converter: SourceLocationConverter(fileName: "", tree: tree))
    return "\(location.line):\(location.column): \(diagnostic.message)"
  }
}
