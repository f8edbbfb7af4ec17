import Foundation
import UIKitCoverage

// curtain-coverage SDK SYMBOL_GRAPH_DIR OUTPUT.md
// SDK is an iPhoneOS.sdk folder (headers are enough); SYMBOL_GRAPH_DIR holds the
// *.symbols.json files of the modules `import UIKit` brings in. Scripts/uikit-coverage.sh runs it.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("curtain-coverage: \(message)\n".utf8))
  exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3 else {
  fail("usage: curtain-coverage SDK_DIR SYMBOL_GRAPH_DIR OUTPUT.md")
}
let sdk = URL(fileURLWithPath: arguments[arguments.startIndex])
let graphs = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 2])
let frameworks = sdk.appendingPathComponent("System/Library/Frameworks")

func headers(of framework: String) -> URL {
  frameworks.appendingPathComponent("\(framework).framework/Headers")
}

var notes = APINotes()
for framework in CoverageScope.notesFrameworks {
  let file = headers(of: framework).appendingPathComponent("\(framework).apinotes")
  guard let text = try? String(contentsOf: file, encoding: .utf8) else {
    fail("no API notes at \(file.path); pass an iPhoneOS.sdk folder with its headers")
  }
  notes.merge(APINotes(parsing: text))
}

let reader = SDKReader(notes: notes)
var scanned: [(name: String, file: HeaderFile)] = []
for (framework, names) in CoverageScope.headers {
  for name in names {
    let file = headers(of: framework).appendingPathComponent("\(name).h")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      fail("no header at \(file.path); is this an iOS 18 SDK?")
    }
    scanned.append((name, HeaderScanner.scan(text)))
  }
}
let members = SDKReader.resolveContainers(
  scanned.flatMap { reader.members(of: $0.file, header: $0.name) },
  renames: reader.typeRenames(in: scanned.map(\.file)))

var surface = CurtainSurface()
let graphFiles =
  ((try? FileManager.default.contentsOfDirectory(atPath: graphs.path)) ?? [])
  .filter { $0.hasSuffix(".symbols.json") }.sorted()
guard !graphFiles.isEmpty else { fail("no *.symbols.json files in \(graphs.path)") }
for name in graphFiles {
  do {
    try surface.add(symbolGraph: Data(contentsOf: graphs.appendingPathComponent(name)))
  } catch {
    fail("cannot read \(name): \(error)")
  }
}

var sdkName = "the iOS SDK"
if let settings = try? Data(contentsOf: sdk.appendingPathComponent("SDKSettings.json")),
  let object = try? JSONSerialization.jsonObject(with: settings) as? [String: Any],
  let displayName = object["DisplayName"] as? String
{
  sdkName = "the \(displayName) SDK"
}

let coverage = Coverage.compute(sdk: members, curtain: surface)
let text = CoverageMarkdown.render(coverage, sdkName: sdkName)
do {
  try Data(text.utf8).write(to: output, options: .atomic)
} catch {
  fail("cannot write \(output.path): \(error)")
}
let total = coverage.map(\.members.count).reduce(0, +)
let declared = coverage.map(\.declared.count).reduce(0, +)
print("curtain-coverage: \(declared) of \(total) members declared; wrote \(output.path)")
