import Foundation
import FuzzSupport

/// Set to print each case before it is checked (to see what a failing input draws).
let verbose = ProcessInfo.processInfo.environment["CURTAIN_FUZZ_VERBOSE"] != nil

/// libFuzzer's entry point: one path case drawn from the input (``PathCase``), checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPath(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let c = PathCase(FuzzedRandom(data, count: count))
  if verbose { FileHandle.standardError.write(Data("\(c)\n".utf8)) }
  c.check()
  return 0
}
