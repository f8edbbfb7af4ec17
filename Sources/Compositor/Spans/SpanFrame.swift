import Geometry
@_spi(Painting) import Raster

/// A display list prepared for the span painter: every fill as plain values in drawing order,
/// with each shape's repeating rows and their spans worked out once, so that painting a row
/// only looks numbers up. Immutable once built; every band of a frame shares it.
///
/// Shadows are resolved here: a rounded rectangle's shadow becomes a
/// ``RoundedRectShadowShape`` (taken from the compositor's cache when the same shadow was blurred
/// for an earlier frame), any other shadow a blurred mask. Groups become nested frames.
final class SpanFrame: @unchecked Sendable {
  /// The device pixels this frame paints: the canvas, or a group's bounds within its parent.
  let area: PixelRect
  /// What every pixel starts as: the tree's background, or transparent for a group.
  let background: UInt32
  /// Fills in drawing order (index = z).
  private(set) var fills: [SpanFill] = []
  /// Fill indices sorted by first row, for activating fills as rows advance.
  private(set) var order: [Int32] = []
  /// Fills whose spans change again after their repeating rows, sorted by the first such row
  /// (``SpanFill/repeatingRows``' upper bound), for waking them as rows advance.
  private(set) var wakes: [Int32] = []
  private(set) var roundedRects: [RoundedRectShape] = []
  private(set) var shadows: [RoundedRectShadowShape] = []
  /// Path fills' shapes (kept alive for their scanners) and scanners.
  private(set) var paths: [PathShape] = []
  private(set) var pathScanners: [PathScanner] = []
  /// The most edge pieces a path fill's row can record (what the scratch must hold).
  private(set) var maximumPathRanges = 0
  private(set) var generics: [GenericFill] = []
  private(set) var clippedFills: [ClippedFill] = []
  /// The paths among clipped fills' shapes and clips (kept alive for their scanners).
  private var clippedPaths: [PathShape] = []
  /// Per-pixel paints, each in a box of its kind (nil for a group, whose colours come from its
  /// layer), and the boxes unretained: what the painter reads.
  private var paintBoxes: [SpanPaintBox?] = []
  private var paintReferences: [Unmanaged<SpanPaintBox>?] = []
  private(set) var groups: [SpanGroup] = []
  /// Per group: the index of the fill that composites it (−1: it covers nothing, and is not
  /// painted); per paint: the group it is (−1: none).
  private(set) var groupFills: [Int32] = []
  private(set) var paintGroups: [Int32] = []
  /// Group layers a band of this frame needs at once: its groups', then (one group at a time)
  /// the most any of their frames needs.
  private(set) var layerSlots = 0
  /// Edge values of the fills' repeating rows (``SpanFill/cached``), at offsets.
  private(set) var edges: [UInt8] = []
  /// The corner rows the compositor kept for `roundedRects` (by index; see CornerSpans), and
  /// views of them (``CornerSpans/View/none`` where there is no table).
  private var cornerTables: [CornerSpans?] = []
  private var cornerViews: [CornerSpans.View] = []
  /// The fills' bounding boxes' pixels (within the area and their clips; a lone path's outline
  /// area where less), added up.
  private var fillArea = 0
  /// The pixels of the fills' boxes that per-pixel paints (images, gradients, groups) cover.
  private var paintArea = 0
  /// Whether the frame is painted fill by fill (SpanBandPainter+FillByFill): where at least
  /// three quarters of the fills' rows change from the row above anyway (paths, whose edges move
  /// on every row; images), so that row by row would recompute most columns through every fill
  /// over them, and the fills' boxes add up to at most four canvases, since fill by fill blends
  /// every pixel of every fill, hidden or not; or where solid fills crowd every row (sixteen or
  /// more a row on average, up to 32 canvases in all), whose starts, ends and corners make row
  /// by row recompute slots on most rows. (On S3's rounded rectangles fill by fill is the
  /// faster from about ten a row: see docs/performance.md.)
  private(set) var paintsFillByFill = false
  /// The most edge values one row of any fill can need.
  private(set) var widestEdges = 0

  /// The frame of `items` within `area`; `generation` is the compositor's frame (see
  /// ``CompositorCache/beginFrame()``).
  init(
    _ items: [DisplayItem], area: PixelRect, background: UInt32, cache: CompositorCache,
    canvas: PixelRect, generation: Int
  ) {
    self.area = area
    self.background = background
    add(items, cache: cache, canvas: canvas, generation: generation)
    edges.append(contentsOf: [0, 0, 0])  // slack: see SpanBandPainter.blendEdgeLanes
    cornerTables = cache.cornerSpans(roundedRects.map(\.roundedRect), generation: generation)
    cornerViews = cornerTables.map { $0?.view ?? .none }
    order = sortedIndices(fills.indices) { $0.minY }
    let fills = self.fills
    wakes = sortedIndices(order.lazy.map(Int.init).filter { fills[$0].wakeY < fills[$0].maxY }) {
      $0.wakeY
    }
    layerSlots = groups.count + (groups.map(\.frame.layerSlots).max() ?? 0)
    var rows = 0
    var quiet = 0
    for f in fills {
      rows += f.maxY - f.minY
      // A solid fill's repeating rows after the first, and a group's rows (its layer's rows
      // mostly repeat too), cost row by row nothing.
      quiet += f.isGroup ? f.maxY - f.minY : max(0, f.repeatingRows.count - 1)
      widestEdges = max(widestEdges, f.edgeCapacity)
    }
    let canvas = area.width * area.height
    let changing = 4 * quiet <= rows && fillArea <= 4 * canvas
    let crowded = rows >= 16 * area.height && fillArea <= 32 * canvas && paintArea <= canvas
    paintsFillByFill = rows > 0 && (changing || crowded)
  }

  /// Fills `indices` by `row(fill)`, ties in index order: each packed with its row's offset
  /// from the frame's top (rows lie within the frame) as one 64-bit key, so the sort compares
  /// plain integers.
  private func sortedIndices(
    _ indices: some Sequence<Int>, by row: (SpanFill) -> Int
  ) -> [Int32] {
    var keys = indices.map { i in
      UInt64(UInt32(truncatingIfNeeded: row(fills[i]) &- area.minY)) << 32 | UInt64(i)
    }
    keys.sort()
    return keys.map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
  }

  /// Calls `body` with raw views of the frame's tables (for the painter's inner loops, which
  /// must not pay for array access checks or reference counting per fill and row).
  func withTables<R>(_ body: (SpanFrameTables) -> R) -> R {
    fills.withUnsafeBufferPointer { f in
      order.withUnsafeBufferPointer { o in
        wakes.withUnsafeBufferPointer { w in
          roundedRects.withUnsafeBufferPointer { r in
            cornerViews.withUnsafeBufferPointer { c in
              shadows.withUnsafeBufferPointer { s in
                pathScanners.withUnsafeBufferPointer { ps in
                  clippedFills.withUnsafeBufferPointer { cf in
                    edges.withUnsafeBufferPointer { e in
                      paintGroups.withUnsafeBufferPointer { p in
                        paintReferences.withUnsafeBufferPointer { pp in
                          body(
                            SpanFrameTables(
                              fills: f.baseAddress ?? Self.none(), fillCount: f.count,
                              order: o.baseAddress ?? Self.none(),
                              wakes: w.baseAddress ?? Self.none(), wakeCount: w.count,
                              roundedRects: r.baseAddress ?? Self.none(),
                              corners: c.baseAddress ?? Self.none(),
                              shadows: s.baseAddress ?? Self.none(),
                              pathScanners: ps.baseAddress ?? Self.none(),
                              clippedFills: cf.baseAddress ?? Self.none(),
                              edges: e.baseAddress ?? Self.none(),
                              paintGroups: p.baseAddress ?? Self.none(),
                              paints: pp.baseAddress ?? Self.none()))
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// A placeholder for an empty table's base (never read: its count is 0).
  private static func none<T>() -> UnsafePointer<T> {
    UnsafePointer(bitPattern: MemoryLayout<T>.alignment)!
  }

  // MARK: - Building

  private func add(
    _ items: [DisplayItem], cache: CompositorCache, canvas: PixelRect, generation: Int
  ) {
    for item in items {
      guard !item.bounds.intersection(area).isEmpty else { continue }
      switch item {
      case .fill(let f):
        add(f)
      case .shadow(let s):
        addShadow(s, cache: cache, canvas: canvas)
      case .backdrop:
        preconditionFailure("backdrops are resolved (BackdropResolver) before a span frame")
      case .group(var g):
        let groupArea = g.bounds.intersection(area)
        if let mask = g.mask {
          // The mask's alpha as a clip, rendered once for the whole frame.
          guard
            let alpha = DisplayListPainter(painter: .fast).maskShape(
              mask, area: g.bounds.intersection(canvas), canvas: canvas)
          else { continue }
          g.clips.append(alpha)
        }
        let frame = SpanFrame(
          g.items, area: groupArea, background: 0, cache: cache, canvas: canvas,
          generation: generation)
        groups.append(SpanGroup(frame: frame))
        let composite = FillItem(
          shape: .roundedRect(RoundedRectShape(rect: groupArea.cgRect)), paint: .solid(0),
          clips: g.clips, opacity: g.opacity)
        let count = fills.count
        add(composite, paint: .group(groups.count - 1), isOpaque: false)
        groupFills.append(fills.count > count ? Int32(count) : -1)
      }
    }
  }

  private func addShadow(_ s: ShadowItem, cache: CompositorCache, canvas: PixelRect) {
    guard !s.style.isInvisible else { return }
    let shape: DrawShape
    if case .roundedRect(let rr) = s.source {
      let blurred = cache.shadow(rr, kernel: s.style.kernel)
      guard !blurred.bounds.isEmpty else { return }
      shape = .roundedRectShadow(blurred)
    } else {
      guard let source = DisplayListPainter(painter: .fast).shadowSource(s, canvas: canvas) else {
        return
      }
      shape = .mask(GaussianBlur.blur(source, kernel: s.style.kernel))
    }
    add(FillItem(shape: shape, paint: .solid(s.style.packedColor), clips: s.clips, opacity: 255))
  }

  private func add(_ f: FillItem) {
    switch f.paint {
    case .solid(let color):
      guard color != 0, f.opacity != 0 else { return }
      add(f, paint: nil, color: color, isOpaque: color >> 24 == 255)
    case .image(let p): add(f, paint: .image(p), isOpaque: p.isOpaque)
    case .gradient(let p): add(f, paint: .gradient(p), isOpaque: p.isOpaque)
    case .bitmap(let p): add(f, paint: .bitmap(p), isOpaque: p.isOpaque)
    case .backdrop(let p): add(f, paint: .backdrop(p), isOpaque: p.isOpaque)
    }
  }

  private func add(_ f: FillItem, paint: SpanPaint?, color: UInt32 = 0, isOpaque: Bool) {
    guard f.opacity != 0 else { return }
    var bounds = f.shape.bounds.intersection(area)
    for clip in f.clips { bounds = bounds.intersection(clip.bounds) }
    guard !bounds.isEmpty else { return }
    if case .path(let path) = f.shape {
      fillArea += min(bounds.width * bounds.height, Int(path.outlineArea.rounded(.up)))
    } else {
      fillArea += bounds.width * bounds.height
    }
    if paint != nil { paintArea += bounds.width * bounds.height }
    // Path scans in this frame's rows (a path fill, or a path as a generic shape or clip) record
    // their edge pieces in the scratch: it is sized for the most before painting starts.
    if case .path(let p) = f.shape {
      maximumPathRanges = max(maximumPathRanges, p.scanner.maximumRanges)
    }
    for clip in f.clips {
      if let p = clip as? PathShape {
        maximumPathRanges = max(maximumPathRanges, p.scanner.maximumRanges)
      }
    }
    var paintIndex = -1
    if let paint {
      let box = SpanPaintBox.make(paint)
      paintBoxes.append(box)
      paintReferences.append(box.map { Unmanaged.passUnretained($0) })
      if case .group(let g) = paint { paintGroups.append(Int32(g)) } else { paintGroups.append(-1) }
      paintIndex = paintBoxes.count - 1
    }
    var fill = SpanFill(
      rows: bounds.minY..<bounds.maxY, shapeKind: .generic, shapeIndex: 0, paintIndex: paintIndex,
      color: color, opacity: f.opacity, isOccluder: isOpaque && f.opacity == 255,
      isGroup: paint.map { if case .group = $0 { true } else { false } } ?? false,
      edgeCapacity: f.shape.bounds.width)
    // Decided once per fill: a lone rounded rectangle (or rounded-rect shadow) takes the exact
    // span path and may repeat rows, a lone path its own (spans from its sparse scan, within
    // the frame's columns); anything clipped or any other shape the generic one.
    switch (f.shape, f.clips.isEmpty) {
    case (.roundedRect(let s), true):
      roundedRects.append(s)
      fill.setShape(.roundedRect, index: roundedRects.count - 1)
      cacheRepeatingRow(&fill, shape: s)
    case (.roundedRectShadow(let s), true):
      shadows.append(s)
      fill.setShape(.shadow, index: shadows.count - 1)
      cacheRepeatingRow(&fill, shape: s)
    case (.path(let s), true):
      paths.append(s)
      pathScanners.append(s.scanner)
      fill.setShape(.path, index: paths.count - 1, edgeCapacity: min(s.bounds.width, area.width))
    case (_, false) where f.clips.count == 1:
      guard let shape = SpanSource(f.shape.clip), let clip = SpanSource(f.clips[0]) else {
        fallthrough
      }
      // (the frame keeps path shapes alive for their scanners)
      for p in [f.shape.clip, f.clips[0]] { if let p = p as? PathShape { clippedPaths.append(p) } }
      let c = ClippedFill(shape: shape, clip: clip, columns: area)
      clippedFills.append(c)
      fill.setShape(.clipped, index: clippedFills.count - 1, edgeCapacity: c.edgeCapacity)
    default:
      generics.append(GenericFill(shape: f.shape.clip, clips: f.clips))
      fill.setShape(.generic, index: generics.count - 1)
    }
    fills.append(fill)
  }

  /// Works out the spans of the shape's repeating rows once (clamped to the frame's columns).
  private func cacheRepeatingRow(_ fill: inout SpanFill, shape: some SpanCoverageShape) {
    let rows = shape.repeatingRows.clamped(to: fill.minY..<fill.maxY)
    guard !rows.isEmpty else { return }
    let start = edges.count
    edges.append(contentsOf: repeatElement(0, count: shape.bounds.width))
    let spans = edges.withUnsafeMutableBufferPointer { e in
      shape.rowSpans(y: rows.lowerBound, edges: e.baseAddress! + start)
    }
    edges.removeLast(shape.bounds.width - spans.edgeCount)
    fill.cache(spans, rows: rows, edgeOffset: start)
  }
}

/// One fill, as the span painter reads it per row: 56 bytes of plain values (32-bit where
/// that is enough), so that the fills active on a row stay in cache.
struct SpanFill {
  enum ShapeKind: UInt8 {
    /// `SpanFrame.roundedRects[shapeIndex]`, no clips.
    case roundedRect
    /// `SpanFrame.shadows[shapeIndex]`, no clips.
    case shadow
    /// `SpanFrame.pathScanners[shapeIndex]`, no clips.
    case path
    /// `SpanFrame.clippedFills[shapeIndex]`: exact spans through one clip with exact spans.
    case clipped
    /// `SpanFrame.generics[shapeIndex]`: any shape, with clips.
    case generic
  }

  private var rows: (top: Int32, bottom: Int32)
  private var repeating: (top: Int32, bottom: Int32)
  /// The spans of the repeating rows: x0, interior x0, interior x1, x1.
  private var cachedRuns: (Int32, Int32, Int32, Int32)
  private var cachedEdgeOffset: Int32
  private var shape: Int32
  private var paint: Int32
  private var capacity: Int32
  /// Premultiplied, packed.
  let color: UInt32
  private var cachedInterior: UInt8
  let shapeKind: ShapeKind
  private let flags: UInt8
  private let opacityByte: UInt8

  private static let occluderFlag: UInt8 = 1
  private static let groupFlag: UInt8 = 2

  init(
    rows: Range<Int>, shapeKind: ShapeKind, shapeIndex: Int, paintIndex: Int, color: UInt32,
    opacity: UInt8, isOccluder: Bool, isGroup: Bool, edgeCapacity: Int
  ) {
    self.rows = (Int32(rows.lowerBound), Int32(rows.upperBound))
    repeating = (0, 0)
    cachedRuns = (0, 0, 0, 0)
    cachedEdgeOffset = 0
    shape = Int32(shapeIndex)
    paint = Int32(paintIndex)
    capacity = Int32(edgeCapacity)
    self.color = color
    cachedInterior = 0
    self.shapeKind = shapeKind
    flags = (isOccluder ? Self.occluderFlag : 0) | (isGroup ? Self.groupFlag : 0)
    opacityByte = opacity
  }

  /// Whether full coverage hides everything beneath (opaque colour or paint, opacity 255).
  var isOccluder: Bool { flags & Self.occluderFlag != 0 }
  /// A group's composite: per-pixel colours that change only on the rows where its layer does
  /// (the band painter wakes it there, see GroupLayer), so it may be quiet like a solid fill.
  var isGroup: Bool { flags & Self.groupFlag != 0 }

  /// Rows the fill may touch: `minY ..< maxY`.
  var minY: Int { Int(rows.top) }
  var maxY: Int { Int(rows.bottom) }
  var shapeIndex: Int { Int(shape) }
  /// The frame's paint `paintIndex` (its box and group), or −1 for the solid ``color``.
  var paintIndex: Int { Int(paint) }
  /// 0…255, multiplied into the coverage.
  var opacity: UInt32 { UInt32(opacityByte) }
  /// Edge values one row can need (the shape's bounds width).
  var edgeCapacity: Int { Int(capacity) }
  /// Rows whose spans are all ``cached`` (edge values at `SpanFrame.edges[cachedEdges...]`).
  var repeatingRows: Range<Int> { Int(repeating.top)..<Int(repeating.bottom) }
  @inline(__always) func repeats(_ y: Int) -> Bool {
    y >= Int(repeating.top) && y < Int(repeating.bottom)
  }
  /// Whether the fill's spans (or colours) on row `y` may differ from those on row `y − 1`: on
  /// its first rows, corner rows and last rows, and on every row of a per-pixel paint but a
  /// group's (whose colours change where its layer says, see ``isGroup``).
  @inline(__always) func changes(_ y: Int) -> Bool {
    (paint >= 0 && flags & Self.groupFlag == 0) || !(repeats(y) && repeats(y - 1))
  }
  /// The first row after the repeating rows, where a quiet fill changes again (or `maxY` if it
  /// never is quiet: its repeating rows are fewer than two).
  var wakeY: Int {
    repeating.bottom - repeating.top >= 2 && (paint < 0 || isGroup)
      ? Int(repeating.bottom) : maxY
  }
  var cached: RowSpans {
    RowSpans(
      x0: Int(cachedRuns.0), interiorX0: Int(cachedRuns.1), interiorX1: Int(cachedRuns.2),
      x1: Int(cachedRuns.3), interiorCoverage: cachedInterior)
  }
  var cachedEdges: Int { Int(cachedEdgeOffset) }

  /// Records the spans of the repeating rows `rows` (edge values at `edgeOffset`).
  mutating func cache(_ spans: RowSpans, rows: Range<Int>, edgeOffset: Int) {
    repeating = (Int32(rows.lowerBound), Int32(rows.upperBound))
    cachedRuns = (
      Int32(spans.x0), Int32(spans.interiorX0), Int32(spans.interiorX1), Int32(spans.x1)
    )
    cachedInterior = spans.interiorCoverage
    cachedEdgeOffset = Int32(edgeOffset)
  }

  /// Sets the shape (and, if given, the edge values one row can need).
  mutating func setShape(_ kind: ShapeKind, index: Int, edgeCapacity: Int? = nil) {
    self = SpanFill(
      rows: minY..<maxY, shapeKind: kind, shapeIndex: index, paintIndex: paintIndex, color: color,
      opacity: opacityByte, isOccluder: isOccluder, isGroup: isGroup,
      edgeCapacity: edgeCapacity ?? self.edgeCapacity)
  }
}

/// A clipped fill or a shape without exact spans.
struct GenericFill: @unchecked Sendable {
  let shape: any CoverageShape
  let clips: [any CoverageShape]
  /// Each clip that is a path (whose row's interior comes from its scan), found once.
  let pathClips: [PathShape?]

  init(shape: any CoverageShape, clips: [any CoverageShape]) {
    self.shape = shape
    self.clips = clips
    pathClips = clips.map { $0 as? PathShape }
  }
}

/// Where a fill's colours come from when they vary per pixel.
enum SpanPaint: @unchecked Sendable {
  case image(ImagePaint)
  case gradient(LinearGradientPaint)
  case bitmap(BitmapPaint)
  case backdrop(BackdropPaint)
  /// `SpanFrame.groups[index]`, rendered offscreen for each band.
  case group(Int)
}

/// A group: its own frame, rendered offscreen band by band (into a GroupLayer) and composited as
/// a per-pixel fill.
struct SpanGroup: @unchecked Sendable {
  let frame: SpanFrame
}
