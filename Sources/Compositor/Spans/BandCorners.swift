@_spi(Painting) import Raster

/// Corner rows worked out for one band: a rounded rectangle the compositor keeps no table for
/// (``CornerSpans``: a shape new to this frame or the one before) gets, at the first of its
/// changing rows the band needs, every row from there to the end of its corner rows in the band,
/// computed together (the corner kernel takes four rows a step where the CPU has AVX2; see
/// RoundedRectShape+CornerRows.swift). The rows are read in the next few dozen rows while they
/// are still in cache. Same spans as a kept table or the shape itself.
///
/// The memory is chunks reused from band to band; one band's rows are valid until the painter
/// starts another (``reset(shapes:)``).
final class BandCorners: @unchecked Sendable {
  private var chunks: [(start: UnsafeMutableRawPointer, size: Int)] = []
  private var chunk = 0
  private var used = 0
  /// Per rounded rectangle (by index in its frame): the rows worked out, valid where `stamps`
  /// holds the band's ``stamp``.
  private(set) var parts = UnsafeMutablePointer<CornerSpans.View>.allocate(capacity: 1)
  private(set) var stamps = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private var capacity = 0
  private(set) var stamp = 1

  static let chunkSize = 1 << 18

  /// Starts a band of a frame with `shapes` rounded rectangles: earlier bands' rows are gone.
  func reset(shapes: Int) {
    if shapes > capacity {
      let n = Swift.max(shapes, 2 * capacity)
      parts.deallocate()
      stamps.deallocate()
      parts = .allocate(capacity: n)
      stamps = .allocate(capacity: n)
      stamps.initialize(repeating: 0, count: n)
      capacity = n
    }
    stamp += 1
    chunk = 0
    used = 0
  }

  /// The rows worked out for shape `index`, if this band has any.
  @inline(__always) func part(_ index: Int) -> CornerSpans.View? {
    stamps[index] == stamp ? parts[index] : nil
  }

  /// Works out rows `rows` of `shape` (index `index` in its frame) and keeps them for the band.
  func add(_ shape: RoundedRectShape, index: Int, rows: Range<Int>) -> CornerSpans.View {
    let count = rows.count
    // (three bytes of slack, zero: the painter reads edge values four at a time)
    let bound = count * Swift.max(1, shape.bounds.width) + 8 + 3
    let table = allocate(count * MemoryLayout<CornerSpans.Row>.stride + bound)
    let out = table.bindMemory(to: CornerSpans.Row.self, capacity: count)
    let edges = (table + count * MemoryLayout<CornerSpans.Row>.stride)
      .bindMemory(to: UInt8.self, capacity: bound)
    var k = 0
    let values = shape.rowSpans(rows: rows, edges: edges) { _, s, offset in
      out[k] = CornerSpans.Row(s, edgeOffset: offset)
      k += 1
    }
    (edges + values).update(repeating: 0, count: 3)
    // Only what was written stays taken.
    used += count * MemoryLayout<CornerSpans.Row>.stride + (values + 3 + 7) & ~7
    let view = CornerSpans.View(
      top: rows, bottom: rows.upperBound..<rows.upperBound, rows: out, edges: edges)
    parts[index] = view
    stamps[index] = stamp
    return view
  }

  /// `bytes` bytes, 8-aligned, in the current chunk or the next (a new one if none is free).
  private func allocate(_ bytes: Int) -> UnsafeMutableRawPointer {
    while chunk < chunks.count && used + bytes > chunks[chunk].size {
      chunk += 1
      used = 0
    }
    if chunk == chunks.count {
      let size = Swift.max(Self.chunkSize, bytes)
      chunks.append((.allocate(byteCount: size, alignment: 8), size))
      used = 0
    }
    return chunks[chunk].start + used
  }

  deinit {
    for c in chunks { c.start.deallocate() }
    parts.deallocate()
    stamps.deallocate()
  }
}
