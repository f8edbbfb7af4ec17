#if canImport(Glibc)
  import Glibc
#endif

/// Ends the process with `message` on standard error when `condition` is false: libFuzzer
/// reports the abort as a crash and saves the input that caused it.
public func fuzzCheck(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition() else { return }
  let text = "fuzz check failed at \(file):\(line): \(message())\n"
  _ = text.withCString { write(2, $0, strlen($0)) }
  abort()
}
