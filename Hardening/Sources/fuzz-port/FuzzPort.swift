import CurtainPort
import FuzzSupport
import SwiftParser

/// libFuzzer's entry point: the input as one Swift file, or two (split at the first NUL byte),
/// ported together as `curtain port` ports a directory.
///
/// The port must not crash or hang (libFuzzer's `-timeout` catches a loop); a file that parsed
/// before must parse after, and must not be refused as unparsable by the port's own check;
/// and porting the result again must change nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPort(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  let files = parts.enumerated().compactMap { k, part in
    String(validating: part, as: UTF8.self).map { SourceFile(path: "File\(k).swift", text: $0) }
  }
  guard files.count == parts.count else { return 0 }  // not UTF-8: never read as Swift

  let first = Porter.port(files)
  for (file, ported) in zip(files, first) where parses(file.text) {
    fuzzCheck(parses(ported.text), "\(file.path) parsed before the port and not after")
    fuzzCheck(
      ported.refusal.map { !$0.description.contains("would not parse") } ?? true,
      "\(file.path): \(ported.refusal?.description ?? "")")
  }
  let second = Porter.port(first.map { SourceFile(path: $0.path, text: $0.text) })
  for (once, twice) in zip(first, second) {
    fuzzCheck(twice.text == once.text, "a second port changed \(once.path)")
  }
  return 0
}

/// Whether `text` parses without a syntax error.
func parses(_ text: String) -> Bool { !Parser.parse(source: text).hasError }
