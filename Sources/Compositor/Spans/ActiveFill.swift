/// An active fill as the band painter's row loops read it: its spans on the current row as
/// columns of the frame (0 = the frame's first column), its solid colours ready to blend, and
/// what kind of fill it is. 32 bytes, kept in drawing order in one array, so that the per-row
/// passes over the active fills read memory in sequence (a hundred active fills is 3 KB).
///
/// A record changes only when its fill's spans change (the fill's events: its first and last
/// rows and its corner rows); on the other rows it is carried as it is.
struct ActiveFill {
  var x0: Int32
  var ix0: Int32
  var ix1: Int32
  var x1: Int32
  /// A solid fill's colour at the interior's coverage, and at its one-pixel left and right edges
  /// (see ``SpanRow/prepareSources(color:opacity:)``).
  var source: UInt32
  var leftSource: UInt32
  var rightSource: UInt32
  /// The fill's index in the frame (high bits) and the flags below.
  private var meta: UInt32

  private static let shortFlag: UInt32 = 1
  private static let paintFlag: UInt32 = 2
  private static let occludesFlag: UInt32 = 4

  /// No spans (yet).
  static func empty(fill: Int) -> ActiveFill {
    ActiveFill(
      x0: 0, ix0: 0, ix1: 0, x1: 0, source: 0, leftSource: 0, rightSource: 0,
      meta: UInt32(truncatingIfNeeded: fill) << 3)
  }

  private init(
    x0: Int32, ix0: Int32, ix1: Int32, x1: Int32, source: UInt32, leftSource: UInt32,
    rightSource: UInt32, meta: UInt32
  ) {
    self.x0 = x0
    self.ix0 = ix0
    self.ix1 = ix1
    self.x1 = x1
    self.source = source
    self.leftSource = leftSource
    self.rightSource = rightSource
    self.meta = meta
  }

  /// Fill `fill`'s spans `row` (device columns) as columns from `lo`.
  @inline(__always) init(_ row: SpanRow, lo: Int, fill: Int, paint: Bool, occluder: Bool) {
    x0 = Int32(truncatingIfNeeded: row.x0 &- lo)
    ix0 = Int32(truncatingIfNeeded: row.ix0 &- lo)
    ix1 = Int32(truncatingIfNeeded: row.ix1 &- lo)
    x1 = Int32(truncatingIfNeeded: row.x1 &- lo)
    source = row.source
    leftSource = row.leftSource
    rightSource = row.rightSource
    var m = UInt32(truncatingIfNeeded: fill) << 3
    if paint {
      m |= Self.paintFlag
    } else if row.ix0 &- row.x0 <= 1 && row.x1 &- row.ix1 <= 1 {
      m |= Self.shortFlag
    }
    if occluder && row.coverage == 255 && row.ix1 > row.ix0 { m |= Self.occludesFlag }
    meta = m
  }

  var fill: Int { Int(meta >> 3) }
  /// A solid colour whose edges are at most one pixel each (every straight row): blended from
  /// ``source``, ``leftSource`` and ``rightSource`` alone.
  var isShort: Bool { meta & Self.shortFlag != 0 }
  /// Per-pixel colours (an image, a gradient, a group): every pixel is a breakpoint.
  var isPaint: Bool { meta & Self.paintFlag != 0 }
  /// An opaque interior at full coverage: it hides what lies beneath it.
  var occludes: Bool { meta & Self.occludesFlag != 0 }
  var isEmpty: Bool { x1 <= x0 }
}
