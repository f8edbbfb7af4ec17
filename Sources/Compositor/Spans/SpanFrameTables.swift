@_spi(Painting) import Raster

/// A ``SpanFrame``'s tables as raw pointers, valid inside ``SpanFrame/withTables(_:)``: the
/// painter's inner loops read them without array bounds checks or reference counting.
struct SpanFrameTables {
  let fills: UnsafePointer<SpanFill>
  let fillCount: Int
  let order: UnsafePointer<Int32>
  let wakes: UnsafePointer<Int32>
  let wakeCount: Int
  let roundedRects: UnsafePointer<RoundedRectShape>
  /// By `roundedRects` index.
  let corners: UnsafePointer<CornerSpans.View>
  let shadows: UnsafePointer<RoundedRectShadowShape>
  let pathScanners: UnsafePointer<PathScanner>
  let clippedFills: UnsafePointer<ClippedFill>
  let edges: UnsafePointer<UInt8>
  /// By paint index: the group (−1: not a group).
  let paintGroups: UnsafePointer<Int32>
  /// By paint index: the paint, boxed and unretained (the frame keeps the boxes; nil: a group).
  let paints: UnsafePointer<Unmanaged<SpanPaintBox>?>
}
