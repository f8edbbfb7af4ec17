import Geometry
import Raster
import Synchronization

/// What a ``Compositor`` keeps between frames: blurred rounded-rect shadows, the band painters'
/// scratch buffers and its band worker threads. Shared by copies of the compositor and safe on
/// any thread.
///
/// Caching never changes pixels: a cached shadow is the value that would be computed again (same
/// geometry, same kernel, exact integer maths), so output stays a pure function of the tree.
final class CompositorCache: Sendable {
  /// Shadows kept, most recently used last. A frame rarely has more than a few distinct ones.
  static let shadowCapacity = 16

  private struct ShadowKey: Hashable {
    let roundedRect: RoundedRect
    let sigma: Double
  }

  private struct State: ~Copyable {
    var shadows: [(key: ShadowKey, shape: RoundedRectShadowShape)] = []
    var scratches: [SpanScratch] = []
  }

  private let state = Mutex(State())
  private let workers = Mutex<BandWorkers?>(nil)

  init() {}

  /// The blurred shadow of `rr` (device pixels) under `kernel`: from the cache when the same
  /// shadow was blurred before, else computed (outside the lock) and remembered.
  func shadow(_ rr: RoundedRect, kernel: GaussianKernel) -> RoundedRectShadowShape {
    let key = ShadowKey(roundedRect: rr, sigma: kernel.sigma)
    let hit = state.withLock { s -> RoundedRectShadowShape? in
      guard let i = s.shadows.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = s.shadows.remove(at: i)
      s.shadows.append(entry)
      return entry.shape
    }
    if let hit { return hit }
    let shape = RoundedRectShadowShape(roundedRect: rr, kernel: kernel)
    state.withLock { s in
      if !s.shadows.contains(where: { $0.key == key }) {
        s.shadows.append((key, shape))
        if s.shadows.count > Self.shadowCapacity { s.shadows.removeFirst() }
      }
    }
    return shape
  }

  /// The compositor's band workers: `count` threads, started on first use and kept (a pool of
  /// another size replaces them).
  func workers(count: Int) -> BandWorkers {
    workers.withLock { pool in
      if let pool, pool.count == count { return pool }
      let fresh = BandWorkers(count: count)
      pool = fresh
      return fresh
    }
  }

  /// Runs `body` with a scratch no other thread is using (taken from the pool, or new).
  func withScratch<R>(_ body: (SpanScratch) throws -> R) rethrows -> R {
    let scratch = state.withLock { s in s.scratches.popLast() } ?? SpanScratch()
    defer { state.withLock { s in s.scratches.append(scratch) } }
    return try body(scratch)
  }
}
