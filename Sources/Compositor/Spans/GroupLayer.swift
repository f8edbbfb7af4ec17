@_spi(Painting) import Raster

/// One group's offscreen layer for one band: the group's frame painted into reused storage, and
/// for each of its rows which columns differ from the row above.
///
/// The band painter paints a group's frame here (only the rows its composite fill covers in the
/// band), then composites it as a per-pixel fill. The storage belongs to a ``SpanScratch`` and is
/// reused frame after frame: no allocation and no zero fill per band (the group's painter writes
/// every pixel of its rows: the transparent background is the bottom of every fold).
///
/// ``changes`` and ``next`` let the composite fill sleep on the rows where the layer repeats:
/// the group's painter records, per row, the columns it recomputed (a row copied from the one
/// above records none), so the parent recomputes only those columns under the group, and copies
/// its own rows while neither the layer nor anything else changes.
struct GroupLayer {
  /// Rows of ``width`` pixels, packed premultiplied: pixel (x, y) at
  /// `pixels[stored[y − originY] · width + x − originX]`. Only the rows the group's painter
  /// painted are stored; a row it would have copied from the row above is that row (see
  /// ``stored``).
  private(set) var pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  private var pixelCapacity = 0
  /// Per row (from ``originY``): the layer's columns (from ``originX``) outside which the row
  /// equals the row above (see ``ChangedColumns``). The first row is whole.
  private(set) var changes = UnsafeMutablePointer<ChangedColumns>.allocate(capacity: 1)
  /// Per row `r` (from ``originY``) and one past the last: the first row `≥ r` with changes, or
  /// ``height``.
  private var next = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  /// Per row (from ``originY``): the row of ``pixels`` that holds its pixels, the last row at or
  /// above it with changes. A full-screen group's layer is mostly such rows, which are not
  /// copied: only the rows painted are written.
  private var stored = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  private var rowCapacity = 0
  /// Device position and size of this band's part of the layer (`height` 0: none).
  private(set) var originX = 0
  private(set) var originY = 0
  private(set) var width = 0
  private(set) var height = 0
  /// The parent frame's composite fill of this group (see ``SpanFrame/groupFills``).
  var fill = -1
  /// While the parent paints its rows: the next device row on which the layer differs from the
  /// row above (Int.max: none).
  var wake = Int.max

  /// Makes this layer `width × height` pixels at device `(x, y)`; the contents are stale until
  /// painted.
  mutating func reserve(x: Int, y: Int, width w: Int, height h: Int) {
    if w * h > pixelCapacity {
      pixels.deallocate()
      pixelCapacity = Swift.max(w * h, pixelCapacity + pixelCapacity / 2)
      pixels = .allocate(capacity: pixelCapacity)
    }
    if h + 1 > rowCapacity {
      changes.deallocate()
      next.deallocate()
      stored.deallocate()
      rowCapacity = Swift.max(h + 1, 2 * rowCapacity)
      changes = .allocate(capacity: rowCapacity)
      next = .allocate(capacity: rowCapacity)
      stored = .allocate(capacity: rowCapacity)
    }
    originX = x
    originY = y
    width = w
    height = h
  }

  /// No rows in this band.
  mutating func clear() {
    height = 0
    wake = Int.max
  }

  /// The layer as a destination for its group's frame, whose painter must not copy rows (it
  /// records them as unchanged instead, see ``stored``).
  var buffer: PixelBuffer {
    PixelBuffer(
      base: pixels, width: width, height: height, rowStride: width, originX: originX,
      originY: originY)
  }

  /// After painting: works out ``stored`` (rows top-down) and ``next`` (bottom-up) from
  /// ``changes`` and sets ``wake`` to the first row (whose changes are its whole width).
  mutating func finish() {
    var s: Int32 = 0
    for r in 0..<height {
      let c = changes[r]
      if c[1] > c[0] { s = Int32(truncatingIfNeeded: r) }
      stored[r] = s
    }
    var n = Int32(truncatingIfNeeded: height)
    next[height] = n
    var r = height - 1
    while r >= 0 {
      let c = changes[r]
      if c[1] > c[0] { n = Int32(truncatingIfNeeded: r) }
      next[r] = n
      r -= 1
    }
    wake = height > 0 ? originY + Int(next[0]) : Int.max
  }

  /// The first device row after `y` on which the layer differs from the row above (Int.max:
  /// none).
  @inline(__always) func wake(after y: Int) -> Int {
    let r = y &- originY &+ 1
    guard r < height else { return Int.max }
    let n = Int(next[r])
    return n < height ? originY &+ n : Int.max
  }

  /// Row `y`'s columns that differ from row `y − 1` (from ``originX``).
  @inline(__always) func changed(_ y: Int) -> ChangedColumns { changes[y &- originY] }

  /// Row `y`'s pixel at device column 0 (an address only: add a device column in the layer).
  @inline(__always) func row(_ y: Int) -> UnsafePointer<UInt32> {
    UnsafePointer(pixels + (Int(stored[y &- originY]) &* width &- originX))
  }

  func deallocate() {
    pixels.deallocate()
    changes.deallocate()
    next.deallocate()
    stored.deallocate()
  }
}

/// The columns of a row that differ from the row above: up to four intervals, lanes `2k` and
/// `2k + 1` being `x0 ..< x1`; the first empty one ends the list (all zero: none).
///
/// Four, not one extent: on a rounded card's corner rows only its two corners change, 2 × 30 px
/// of a 1 080 px card at 3×; one extent would recompute the columns between them too.
typealias ChangedColumns = SIMD8<Int32>

extension ColumnBits {
  /// The set bits of `0 ..< width` as ``ChangedColumns``: runs in order, a run within 16
  /// columns of the interval before it joining it, and every run after the fourth interval's
  /// start joining that one (a superset: more columns are only more work).
  func changedColumns(width: Int) -> ChangedColumns {
    var out = ChangedColumns.zero
    var n = 0
    forEachRun(0, width) { s, e in
      if n > 0 && (n == 4 || s - Int(out[2 * n - 1]) <= 16) {
        out[2 * n - 1] = Int32(truncatingIfNeeded: e)
      } else {
        out[2 * n] = Int32(truncatingIfNeeded: s)
        out[2 * n + 1] = Int32(truncatingIfNeeded: e)
        n += 1
      }
    }
    return out
  }
}
