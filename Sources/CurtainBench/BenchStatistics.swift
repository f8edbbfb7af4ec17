import Compositor
import Curtain
import CurtainCommand
import Foundation
import Raster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A monotonic clock for the benchmark, in nanoseconds (`CLOCK_MONOTONIC`): only `curtain bench`
/// reads a clock; the library never does.
enum BenchClock {
  /// Nanoseconds since an arbitrary fixed point.
  static func nanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
  }

  /// The wall time of `body`, in milliseconds.
  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = nanoseconds()
    try body()
    return Double(nanoseconds() - start) / 1e6
  }
}

/// Median, minimum and maximum of a set of timings, in milliseconds.
struct BenchStatistics: Equatable, Sendable {
  /// The middle timing (the mean of the two middle ones for an even count).
  var median: Double
  var min: Double
  var max: Double
  /// How many timings.
  var count: Int

  /// - Precondition: `samples` is not empty.
  init(_ samples: [Double]) {
    precondition(!samples.isEmpty, "no samples")
    let s = samples.sorted()
    let n = s.count
    median = n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
    min = s[0]
    max = s[n - 1]
    count = n
  }
}

/// The memset floor of docs/benchmark-scenes.md: writing one frame's bytes (`width · height · 4`)
/// into the same warm buffer with Glibc's `memset` (the C library's tuned routine, which picks its
/// vector width at run time, so it is the same floor a C program gets regardless of how Swift was
/// compiled).
struct MemsetFloor {
  let byteCount: Int

  init(width: Int, height: Int) { byteCount = width * height * 4 }

  /// Times `runs` memsets after `warmups` untimed ones, into one buffer allocated here.
  func measure(runs: Int, warmups: Int) -> BenchStatistics {
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    defer { buffer.deallocate() }
    for i in 0..<warmups { memset(buffer, Int32(i & 0xFF), byteCount) }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for i in 0..<runs {
      samples.append(BenchClock.milliseconds { memset(buffer, Int32((i + 1) & 0xFF), byteCount) })
    }
    // Read one byte back so that no optimiser may consider the stores dead.
    precondition(buffer.load(fromByteOffset: byteCount - 1, as: UInt8.self) == UInt8(runs & 0xFF))
    return BenchStatistics(samples)
  }
}
