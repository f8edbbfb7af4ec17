import Foundation
import Geometry
@_spi(Painting) import Raster

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

  /// A rounded rectangle as a key of the corner tables, hashed as one word (every frame looks up
  /// each of its shapes, and hashing eight coordinates was most of the lookup); `==` compares
  /// every coordinate, as RoundedRect's does.
  private struct CornerKey: Hashable {
    let shape: RoundedRect

    static func == (a: CornerKey, b: CornerKey) -> Bool { a.shape == b.shape }

    func hash(into hasher: inout Hasher) {
      // (+ 0 makes −0 the bits of 0, so that equal coordinates hash alike)
      @inline(__always) func mix(_ h: UInt64, _ v: CGFloat) -> UInt64 {
        (h ^ (Double(v) + 0).bitPattern) &* 0x9E37_79B9_7F4A_7C15
      }
      let r = shape.rect
      let q = shape.radii
      var h = mix(0, r.minX)
      h = mix(h, r.minY)
      h = mix(h, r.width)
      h = mix(h, r.height)
      h = mix(h, q.topLeft)
      h = mix(h, q.topRight)
      h = mix(h, q.bottomRight)
      hasher.combine(mix(h, q.bottomLeft))
    }
  }

  private struct State: ~Copyable {
    var shadows: [(key: ShadowKey, shape: RoundedRectShadowShape)] = []
    var scratches: [SpanScratch] = []
    var backdropScratches: [BackdropScratches] = []
    /// Corner rows of rounded rectangles and the frame that last used each; shapes seen
    /// without a table and the frame that last saw each; the current frame.
    var corners: [CornerKey: (table: CornerSpans, used: Int)] = [:]
    var seen: [CornerKey: Int] = [:]
    var generation = 0
  }

  private let state = Locked(State())
  private let workers = Locked<BandWorkers?>(nil)

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

  /// Starts a frame for ``cornerSpans(_:generation:)``: returns its number, and drops the
  /// tables and sightings that neither this frame nor the one before has used (so the cache
  /// holds about one frame's shapes).
  func beginFrame() -> Int {
    state.withLock { s in
      s.generation += 1
      let keep = s.generation - 1
      if s.corners.values.contains(where: { $0.used < keep }) {
        s.corners = s.corners.filter { $0.value.used >= keep }
      }
      if s.seen.values.contains(where: { $0 < keep }) {
        s.seen = s.seen.filter { $0.value >= keep }
      }
      return s.generation
    }
  }

  /// The corner rows of `shapes`, rounded rectangles of frame `generation` (nil where there is
  /// no table): a table for each shape an earlier frame saw too, built now if that frame only
  /// saw it.
  ///
  /// A shape's first frame computes its corner rows as it paints them (no table; the shape is
  /// only recorded here), so a scene that changes every frame pays just the lookups, while one
  /// that repeats (a benchmark's warm frames, a film's layers between animations) reads its
  /// corners from tables from its third frame on. A table gives the same spans as its shape.
  func cornerSpans(_ shapes: [RoundedRect], generation: Int) -> [CornerSpans?] {
    state.withLock { s in
      shapes.map { rr -> CornerSpans? in
        let key = CornerKey(shape: rr)
        if let i = s.corners.index(forKey: key) {
          s.corners.values[i].used = generation
          return s.corners.values[i].table
        }
        // (one lookup records the sighting and tells whether an earlier frame saw it too)
        guard let seen = s.seen.updateValue(generation, forKey: key), seen < generation else {
          return nil
        }
        let table = CornerSpans(RoundedRectShape(rr))
        s.corners[key] = (table, generation)
        s.seen[key] = nil
        return table
      }
    }
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

  /// Runs `body` with backdrop scratches no other frame is using (taken from the pool, or new).
  func withBackdropScratches<R>(_ body: (BackdropScratches) throws -> R) rethrows -> R {
    let scratch =
      state.withLock { s in s.backdropScratches.popLast() } ?? BackdropScratches()
    defer { state.withLock { s in s.backdropScratches.append(scratch) } }
    return try body(scratch)
  }

  /// Runs `body` with a scratch no other thread is using (taken from the pool, or new).
  func withScratch<R>(_ body: (SpanScratch) throws -> R) rethrows -> R {
    let scratch = state.withLock { s in s.scratches.popLast() } ?? SpanScratch()
    defer { state.withLock { s in s.scratches.append(scratch) } }
    return try body(scratch)
  }
}

/// What a frame's backdrops reuse from one frame to the next: for the `k`th backdrop, the
/// bitmap what lies beneath it is rendered into and the blur's working memory. One frame uses
/// it at a time (the compositor hands them out from a locked pool).
final class BackdropScratches: @unchecked Sendable {
  private var regions: [PremultipliedRGBA8Bitmap?] = []
  private var blurs: [BackdropScratch] = []

  /// The `k`th backdrop's blur memory.
  func blur(_ k: Int) -> BackdropScratch {
    while blurs.count <= k { blurs.append(BackdropScratch()) }
    return blurs[k]
  }

  /// Calls `body` with the `k`th backdrop's bitmap of `width × height` pixels (kept while the
  /// size stays; its pixels are stale).
  func withRegion(
    _ k: Int, width: Int, height: Int, _ body: (inout PremultipliedRGBA8Bitmap) -> Void
  ) {
    while regions.count <= k { regions.append(nil) }
    if regions[k]?.width != width || regions[k]?.height != height {
      regions[k] = try? PremultipliedRGBA8Bitmap(width: width, height: height)
    }
    guard var bitmap = regions[k] else { return }
    regions[k] = nil  // so that the bitmap's storage stays unique while it is written
    body(&bitmap)
    regions[k] = bitmap
  }
}
