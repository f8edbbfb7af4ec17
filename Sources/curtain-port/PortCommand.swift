import ArgumentParser
import CurtainPort
import Foundation

/// `curtain-port DIR [--with DEP]... [--curtain LOCATION] [--dry-run]`: rewrites, in place, what
/// Linux Swift cannot compile in the iOS sources under a directory (and the libraries it depends
/// on, ported together with it), and lists every rewrite per file. A package directory's
/// `Package.swift` gains Curtain's drop-in products for Linux.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "curtain-port",
    abstract: "Rewrite iOS Swift sources so that Linux Swift compiles them against Curtain.",
    discussion: """
      Rewrites #selector target-action (and Selector parameters passed through) into \
      unapplied methods, drops @objc, Interface Builder attributes and dynamic, gives @objc \
      optional requirements default implementations, opens #if os(iOS) / canImport(UIKit) \
      guards, moves overrides out of extensions into their class, drops overrides that only \
      call super, and fences Objective-C runtime code in #if canImport(ObjectiveC), giving a \
      delegate proxy that overrides forwardingTarget(for:) explicit forwarding methods in its \
      #else branch; responds(to:) of a UIKit member that is not optional becomes true. \
      A #selector passed to perform(_:) (with: and afterDelay: forms too), responds(to:) or \
      cancelPreviousPerformRequests becomes a Selector value carrying its name and method, \
      and conforms(to: P.self) a Protocol value carrying its conformance test. A swizzle \
      exchanging a UIKit life-cycle method (viewWillAppear(_:), layoutSubviews, …) is kept, \
      its swizzled method's call of itself becoming a perform the exchange routes. \
      SwiftUI interop (a file or #if clause importing SwiftUI) is fenced in \
      #if canImport(SwiftUI). A protocol requiring init() that a class of another module conforms to \
      gets a base protocol without it, and calls of the initializers the class loses become \
      .with calls on a new object. #keyPath becomes the property read a key-value read \
      performs, or elsewhere the string it stands for. Moves, drops, fences and splits are \
      listed one per line. \
      When DIR holds a Package.swift, the package gains a dependency on Curtain (--curtain) \
      and each source and test target its UIKit, QuartzCore, CoreGraphics, OSLog and Combine \
      products for Linux only. \
      Running it twice changes nothing.

      Exit status: 0 every file ported; 1 some files were left untouched (named with the \
      reason; the others were written); 2 bad input.
      """)

  @Argument(help: "The folder of Swift sources to port (searched recursively).")
  var directory: String

  @Option(
    name: .customLong("with"),
    help: ArgumentHelp(
      "The sources of a library DIR depends on, ported together with it and written too.",
      discussion: "A protocol and its callers are rewritten together only when both are "
        + "seen: port a library with its blur view or layout helper. Repeat for more."))
  var dependencies: [String] = []

  @Option(
    name: .customLong("curtain"),
    help: ArgumentHelp(
      "Where a ported package's Package.swift takes Curtain from: a URL (its main branch) or a "
        + "path.",
      discussion: "By default the Curtain checkout this tool was built from.",
      valueName: "location"))
  var curtain: String?

  @Flag(help: "Print a unified diff of the changes (the report goes to stderr); write nothing.")
  var dryRun = false

  /// The Curtain checkout this tool was built from (three folders above this file).
  static let builtFrom = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  mutating func run() throws {
    var files: [SourceFile] = []
    var manifest: (path: String, original: String, text: String?)?
    do {
      for folder in [directory] + dependencies {
        let known = Set(files.map(\.path))
        files += try SourceDirectory.read(folder).filter {
          !known.contains($0.path) && !SourceDirectory.isManifest($0.path, in: folder)
        }
      }
      let path =
        (directory.hasSuffix("/") ? String(directory.dropLast()) : directory)
        + "/Package.swift"
      if let data = FileManager.default.contents(atPath: path) {
        let original = String(decoding: data, as: UTF8.self)
        let text = try PackageManifest.addingDropIns(
          to: original, curtain: curtain ?? Self.builtFrom)
        manifest = (path, original, text)
      }
    } catch {
      printError("error: \(error)")
      throw ExitCode(2)
    }
    let ported = Porter.port(files)
    var report: [String] = []
    for file in ported where file.isChanged || file.refusal != nil || !file.notes.isEmpty {
      report.append(file.summary)
      report += file.rewrites.compactMap { rewrite in
        rewrite.detail.map { "  \(file.path):\(rewrite.line): \(rewrite.kind): \($0)" }
      }
      report += file.notes.map { "  \(file.path):\($0.line):\($0.column): note: \($0.message)" }
    }
    for file in ported where file.isChanged {
      if dryRun {
        print(UnifiedDiff.make(from: file.original, to: file.text, path: file.path), terminator: "")
      } else {
        do {
          try SourceDirectory.write(file.text, to: file.path)
        } catch {
          printError("error: cannot write \(file.path): \(error)")
          throw ExitCode(1)
        }
      }
    }
    if let manifest, let text = manifest.text {
      report.append(
        "\(manifest.path): Curtain (\(curtain ?? Self.builtFrom)) and its drop-in products for "
          + "Linux added")
      if dryRun {
        print(
          UnifiedDiff.make(from: manifest.original, to: text, path: manifest.path), terminator: "")
      } else {
        do {
          try SourceDirectory.write(text, to: manifest.path)
        } catch {
          printError("error: cannot write \(manifest.path): \(error)")
          throw ExitCode(1)
        }
      }
    }
    let changed = ported.filter(\.isChanged)
    let refused = ported.filter { $0.refusal != nil }
    let rewrites = changed.map(\.rewrites.count).reduce(0, +)
    let notes = ported.map(\.notes.count).reduce(0, +)
    report.append(
      "\(dryRun ? "Would port" : "Ported") \(changed.count) of \(counted(ported.count, "file")) "
        + "(\(counted(rewrites, "rewrite"))); \(refused.count) left untouched; "
        + "\(counted(notes, "note")).")
    for line in report {
      if dryRun { printError(line) } else { print(line) }
    }
    if !refused.isEmpty { throw ExitCode(1) }
  }

  /// `1 note`, `2 notes`.
  private func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
