import Foundation
import FuzzSupport
import TestSupport

@testable import Compositor
@_spi(Painting) @testable import Raster

/// libFuzzer's entry point: a random layer tree drawn from the input, rendered by the reference
/// painter and by the fast one with every kernel version, every way of painting rows, and on one
/// to three threads; any difference in any byte is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompositor(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let tree = TreeCase.tree(FuzzedRandom(data, count: count))
  guard let reference = try? Compositor(painter: .reference).render(tree) else {
    // A size the compositor refuses, it refuses whichever way it paints.
    fuzzCheck((try? Compositor().render(tree)) == nil, "the fast painter drew a refused tree")
    return 0
  }
  defer { WideKernels.use(WideKernels.supported) }
  for level in WideKernels.Level.allCases where level <= WideKernels.supported {
    WideKernels.use(level)
    for way in [RowPainting.automatic, .slots, .direct, .fillByFill] {
      for threads in 1...3 {
        var compositor = Compositor(threads: threads)
        compositor.rowPainting = way
        let fast = try? compositor.render(tree)
        fuzzCheck(
          fast == reference,
          "\(level), \(way), \(threads) threads: \(TreeCase.firstDifference(fast, reference))")
      }
    }
  }
  return 0
}
