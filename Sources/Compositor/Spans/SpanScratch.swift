@_spi(Painting) import Raster

/// The reusable buffers of a band painter, so that painting allocates nothing per row (and,
/// once grown, nothing per frame). Buffers only grow. One thread uses a scratch at a time (the
/// compositor hands them out from a locked pool), hence the unchecked `Sendable`.
final class SpanScratch: @unchecked Sendable {
  /// Row buffers for shapes and clips (generic fills).
  let raster = RasterScratch()
  private(set) var width = 0
  private(set) var fillCapacity = 0
  private(set) var edgeCapacity = 0
  /// One bit per column boundary `0 ... width` (relative to the frame's first column).
  private(set) var bits = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
  /// One bit per column that differs from the row above (zero between rows).
  private(set) var dirty = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
  /// The row's dirty segments (see ``SegmentSlots``).
  private(set) var starts = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
  private(set) var base = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  private(set) var segmentStart = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private(set) var segmentEnd = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private(set) var stretchEnd = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private(set) var stretchSlots = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  /// One colour per dirty segment, plus slack and a spare slot (see ``spareSegment``), and four
  /// slots of slack before the first (a short record's first four-slot step may start up to
  /// three slots before its run, see ``SpanBandPainter/blendShort(_:)``).
  private(set) var segments = UnsafeMutablePointer<UInt32>.allocate(capacity: 12) + 4
  /// Per column boundary `0 ... width`: twice its slot rank, plus one if the column is dirty
  /// (see ``SegmentSlots/table``).
  private(set) var ranks = UnsafeMutablePointer<UInt16>.allocate(capacity: 1)
  /// Paint colours of one run.
  private(set) var colors = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  /// The row being painted, in L1 (plus slack: the eight pixels past a stretch are saved).
  private(set) var line = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  /// A direct row's last ``directTail`` columns, painted here (with slack) rather than in the
  /// frame, where the blends' reads and writes past a run would reach the next row (another
  /// band's) or past the frame.
  let tail: UnsafeMutablePointer<UInt32> = {
    let p = UnsafeMutablePointer<UInt32>.allocate(capacity: SpanScratch.directTail + 12)
    p.initialize(repeating: 0, count: SpanScratch.directTail + 12)
    return p
  }()
  static let directTail = 4
  /// The runs of the last row a painted row repeated (see ``SpanBandPainter/repeatRow(_:above:)``).
  let repeatedRuns: UnsafeMutablePointer<RepeatedRuns> = {
    let p = UnsafeMutablePointer<RepeatedRuns>.allocate(capacity: 1)
    p.initialize(to: RepeatedRuns())
    return p
  }()
  /// The active fills in drawing order, and each fill's place among them.
  private(set) var records = UnsafeMutablePointer<ActiveFill>.allocate(capacity: 1)
  private(set) var position = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  /// One bit per fill, in drawing order: the fills that reach a block of rows painted fill by
  /// fill.
  private(set) var reaching = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
  /// Fills whose spans change on the next row (indices, in no order), and a flag per fill.
  private(set) var changing = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  private(set) var isChanging = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
  /// The row's occluding fills (places, bottom-up) and the holes above each (see
  /// ``SpanBandPainter/holes(activeCount:)``).
  private(set) var occluders = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  private(set) var holes = UnsafeMutablePointer<SIMD2<Int32>>.allocate(capacity: 1)
  /// Per-pixel paints whose columns a row must mark once its holes are known: fill, columns (up
  /// to four per fill, see ChangedColumns).
  private(set) var pendingPaints = UnsafeMutablePointer<SIMD3<Int32>>.allocate(capacity: 1)
  /// Edge values computed for the current row, and those of the last row painted.
  private(set) var edges = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  private(set) var previousEdges = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  /// Per fill (by index): its spans on the last row painted, and whether it had any.
  private(set) var previous = UnsafeMutablePointer<SpanRow>.allocate(capacity: 1)
  private(set) var present = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
  /// Groups' offscreen layers, a stack: a frame's groups take ``SpanFrame/layerSlots`` slots
  /// from where its parent's end (see ``reserveLayers(_:)``). Kept, with their storage, from
  /// frame to frame.
  private(set) var layers = UnsafeMutablePointer<GroupLayer>.allocate(capacity: 1)
  private var layerCount = 0
  /// For the rank table (see ByteRanks).
  let byteRanks = ByteRanks.make()
  /// Corner rows worked out for the band being painted.
  let bandCorners = BandCorners()

  /// Words of ``bits`` covering `columns` columns and their end boundary.
  static func wordCount(_ columns: Int) -> Int { (columns >> 6) + 1 }

  /// The segment slot that blends nobody sees go to (an edge pixel that is not dirty): past the
  /// last slot a row can have (`width + 1`) and the three a four-slot blend may read after it.
  var spareSegment: Int { width + 7 }

  /// Makes room for rows of `width` columns and `fills` fills.
  func reserve(width w: Int, fills: Int) {
    // (bitmaps are at most 16384 columns wide; SegmentSlots.table is 16-bit)
    precondition(w < 32_767, "a span frame must be narrower than 32767 columns")
    if w > width {
      let n = Swift.max(w, 2 * width)
      let words = Self.wordCount(n) + 1
      deallocateColumnBuffers()
      bits = .allocate(capacity: words)
      bits.initialize(repeating: 0, count: words)
      dirty = .allocate(capacity: words)
      dirty.initialize(repeating: 0, count: words)
      starts = .allocate(capacity: words)
      base = .allocate(capacity: words)
      segmentStart = .allocate(capacity: n + 2)
      segmentEnd = .allocate(capacity: n + 8)  // and the spare slot
      stretchEnd = .allocate(capacity: n + 2)
      stretchSlots = .allocate(capacity: n + 2)
      // slack: blends read up to 3 slots past a run, and up to 3 before one
      segments = .allocate(capacity: n + 12) + 4
      segments.initialize(repeating: 0, count: n + 8)
      (segments - 4).initialize(repeating: 0, count: 4)
      ranks = .allocate(capacity: n + 24)  // slack: written eight entries at a time
      colors = .allocate(capacity: n + 1)
      line = .allocate(capacity: n + 12)  // slack: eight pixels past a stretch are saved
      width = n
    }
    raster.reserve(w)
    if fills > fillCapacity {
      let n = Swift.max(fills, 2 * fillCapacity)
      deallocateFillBuffers()
      records = .allocate(capacity: n)
      position = .allocate(capacity: n)
      changing = .allocate(capacity: n)
      isChanging = .allocate(capacity: n)
      occluders = .allocate(capacity: n)
      holes = .allocate(capacity: n + 1)
      pendingPaints = .allocate(capacity: 4 * n)  // a group's fill pends up to four
      previous = .allocate(capacity: n)
      present = .allocate(capacity: n)
      reaching = .allocate(capacity: (n &+ 63) &>> 6)
      fillCapacity = n
    }
  }

  /// Makes room for `count` edge values in both arenas. Only between rows; returns whether the
  /// arenas moved (then the previous row's spans no longer have their edge values).
  func reserveEdges(_ count: Int) -> Bool {
    guard count > edgeCapacity else { return false }
    let n = Swift.max(count, 2 * edgeCapacity)
    edges.deallocate()
    previousEdges.deallocate()
    // (three bytes of slack: see SpanBandPainter.blendEdgeLanes)
    edges = .allocate(capacity: n + 3)
    previousEdges = .allocate(capacity: n + 3)
    edgeCapacity = n
    return true
  }

  /// Makes room for `count` layers. Only before a top-level frame's first group is painted: the
  /// layers move.
  func reserveLayers(_ count: Int) {
    guard count > layerCount else { return }
    let moved = UnsafeMutablePointer<GroupLayer>.allocate(capacity: count)
    moved.moveInitialize(from: layers, count: layerCount)
    for k in layerCount..<count { (moved + k).initialize(to: GroupLayer()) }  // each its own
    layers.deallocate()
    layers = moved
    layerCount = count
  }

  /// After a row: its edge values become the previous row's.
  func swapEdges() { swap(&edges, &previousEdges) }

  /// The buffers sized by the frame's width (``reserve(width:fills:)`` replaces them together).
  private func deallocateColumnBuffers() {
    bits.deallocate()
    dirty.deallocate()
    starts.deallocate()
    base.deallocate()
    segmentStart.deallocate()
    segmentEnd.deallocate()
    stretchEnd.deallocate()
    stretchSlots.deallocate()
    (segments - 4).deallocate()
    ranks.deallocate()
    colors.deallocate()
    line.deallocate()
  }

  /// The buffers sized by the frame's fill count.
  private func deallocateFillBuffers() {
    records.deallocate()
    position.deallocate()
    changing.deallocate()
    isChanging.deallocate()
    occluders.deallocate()
    holes.deallocate()
    pendingPaints.deallocate()
    previous.deallocate()
    present.deallocate()
    reaching.deallocate()
  }

  deinit {
    deallocateColumnBuffers()
    deallocateFillBuffers()
    byteRanks.deallocate()
    tail.deallocate()
    repeatedRuns.deallocate()
    edges.deallocate()
    previousEdges.deallocate()
    for k in 0..<layerCount { layers[k].deallocate() }
    layers.deinitialize(count: layerCount)
    layers.deallocate()
  }
}
