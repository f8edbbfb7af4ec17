import CurtainPort
import Testing

/// Ports one fixture and checks the second run changes nothing (every rewrite is idempotent).
func ported(_ source: String, path: String = "Fixture.swift") -> PortedFile {
  let first = Porter.port(source, path: path)
  let second = Porter.port(first.text, path: path)
  #expect(second.text == first.text, "a second run changed \(path)")
  #expect(second.rewrites.isEmpty, "a second run rewrote \(second.rewrites)")
  return first
}

/// Ports fixtures together (a protocol and its callers in different files).
func ported(_ files: [String: String]) -> [String: PortedFile] {
  let sources = files.keys.sorted().map { SourceFile(path: $0, text: files[$0]!) }
  let first = Porter.port(sources)
  let second = Porter.port(first.map { SourceFile(path: $0.path, text: $0.text) })
  for (before, after) in zip(first, second) {
    #expect(after.text == before.text, "a second run changed \(before.path)")
  }
  return Dictionary(uniqueKeysWithValues: first.map { ($0.path, $0) })
}

extension PortedFile {
  /// How many rewrites of a kind.
  func count(_ kind: Rewrite.Kind) -> Int { rewrites.filter { $0.kind == kind }.count }
}

/// Ports `line`, written inside a method, and checks that it is left as it was with one note,
/// on its line, that gives `reason`.
func expectNotedAndLeft(
  _ line: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let source = "class Host {\n  func f() {\n    \(line)\n  }\n}\n"
  let file = ported(source)
  #expect(file.text == source, sourceLocation: sourceLocation)
  #expect(file.refusal == nil, sourceLocation: sourceLocation)
  #expect(file.notes.count == 1, sourceLocation: sourceLocation)
  #expect(
    file.notes.first?.message.contains(reason) == true, "\(file.notes)",
    sourceLocation: sourceLocation)
  #expect(file.notes.first?.line == 3, sourceLocation: sourceLocation)
}
