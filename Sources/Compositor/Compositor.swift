import Dispatch
import Foundation
import Geometry
@_spi(Painting) import Raster

/// Renders a ``RenderTree`` into premultiplied RGBA8 pixels, the way Core Animation composites
/// its layers: group opacity, rounded clips, borders, Gaussian shadows, images through affine and
/// perspective transforms.
///
/// ```swift
/// let compositor = Compositor()
/// let frame = try compositor.render(tree)   // a PremultipliedRGBA8Bitmap in device pixels
/// ```
///
/// Rendering is deterministic: the same tree gives the same bytes every time, with any number
/// of threads, on any machine of the same architecture.
public struct Compositor: Sendable {
  /// Which kernels paint.
  public enum Painter: Sendable {
    /// The optimised kernels (the default).
    case fast
    /// The plain per-pixel reference kernels: slow, written to be obviously right, and the
    /// definition the fast kernels are tested against. Both give identical pixels.
    case reference
  }

  /// Default: ``Painter/fast``.
  public var painter: Painter
  /// Worker threads; each paints its own bands of rows. Default: 1.
  public var threads: Int
  /// How the fast painter paints a band (tests force each way; all give the same bytes).
  package var rowPainting = RowPainting.automatic
  /// Blurred shadows and scratch buffers kept between frames (shared by copies).
  let cache = CompositorCache()

  public init(painter: Painter = .fast, threads: Int = 1) {
    self.painter = painter
    self.threads = max(1, threads)
  }

  /// Renders `tree` into a new bitmap of its pixel size.
  /// - Throws: `RasterError.invalidSize(width:height:)` when the tree's pixel size is empty
  ///   or larger than 16384 on a side; `RasterError.limitExceeded(_:)` when it holds more
  ///   layers or longer paths than ``RenderTree/checkLimits()`` allows.
  public func render(_ tree: RenderTree) throws(RasterError) -> PremultipliedRGBA8Bitmap {
    try tree.checkLimits()
    let (w, h) = tree.pixelSize
    var bitmap = try PremultipliedRGBA8Bitmap(width: w, height: h)
    render(tree, into: &bitmap)
    return bitmap
  }

  /// Clears `bitmap` to the tree's background colour and renders the tree into it, at the tree's
  /// scale, from the bitmap's top-left corner; then erases what lies outside the tree's
  /// ``RenderTree/screenShape``. Call ``RenderTree/checkLimits()`` first for a tree that may
  /// pass them (``render(_:)`` does).
  public func render(_ tree: RenderTree, into bitmap: inout PremultipliedRGBA8Bitmap) {
    let items = flatten(tree)
    let background = tree.backgroundColor.premultiplied().packed
    switch painter {
    case .fast:
      renderSpans(items, background: background, into: &bitmap)
    case .reference:
      renderReference(items, background: background, into: &bitmap)
    }
    if let shape = tree.screenShape { eraseOutside(shape, scale: tree.scale, in: &bitmap) }
  }

  /// Erases every pixel outside `shape` (points, even-odd) to transparent: the canvas's
  /// rectangle and the shape, filled even-odd together, cover exactly what lies outside.
  func eraseOutside(_ shape: Path, scale: CGFloat, in bitmap: inout PremultipliedRGBA8Bitmap) {
    var outside = Path()
    outside.addRect(CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
    outside.addPath(shape, transform: CGAffineTransform(scaleX: scale, y: scale))
    let coverage = PathShape(path: outside, transform: .identity, rule: .evenOdd)
    let painter = self.painter
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      switch painter {
      case .fast:
        Fill.clear(shape: coverage, into: buffer, scratch: RasterScratch(capacity: buffer.width))
      case .reference:
        ReferenceFill.clear(shape: coverage, into: buffer)
      }
    }
  }

  /// The tree's display list. Many top-level layers (a scene of hundreds of paths, whose
  /// outlines and edge tables are the dear part) are flattened in parts on the compositor's
  /// threads and joined in order: the same list.
  func flatten(_ tree: RenderTree) -> [DisplayItem] {
    let flattener = Flattener(scale: tree.scale)
    let layers = tree.layers
    let parts = min(threads * 4, layers.count / Self.layersPerPart)
    guard parts > 1 else { return flattener.flatten(tree) }
    let lists = UnsafeMutableBufferPointer<[DisplayItem]>.allocate(capacity: parts)
    lists.initialize(repeating: [])
    defer {
      _ = lists.deinitialize()
      lists.deallocate()
    }
    let out = PartResults(lists: lists)
    run(parts) { part in
      let range = layers.count * part / parts..<layers.count * (part + 1) / parts
      out.lists[part] = flattener.flatten(layers[range])
    }
    var items = lists[0]
    for part in 1..<parts { items += lists[part] }
    return items
  }

  /// The fewest top-level layers worth a part of their own.
  static let layersPerPart = 32

  /// One slot per part, each written by its part alone.
  struct PartResults: @unchecked Sendable {
    let lists: UnsafeMutableBufferPointer<[DisplayItem]>
  }

  /// The fast painter: a span frame painted in bands (see SpanBandPainter). Bands are
  /// independent, so any number of threads gives the same bytes.
  func renderSpans(
    _ items: [DisplayItem], background: UInt32, into bitmap: inout PremultipliedRGBA8Bitmap
  ) {
    let canvas = bitmap.bounds
    let generation = cache.beginFrame()
    let frame = cache.withBackdropScratches { scratches in
      // The k-th backdrop of the frame renders and blurs in the k-th scratch.
      var k = 0
      let resolver = BackdropResolver(
        canvas: canvas, background: background,
        render: { beneath, area, body in
          let frame = SpanFrame(
            beneath, area: area, background: background, cache: cache, canvas: canvas,
            generation: generation)
          scratches.withRegion(k, width: area.width, height: area.height) { layer in
            layer.withUnsafeMutablePixelBuffer { buf in
              let placed = buf.placed(at: area)
              paintBands(frame, into: placed)
              body(placed)
            }
          }
        },
        blur: { filter, grid, source in
          defer { k += 1 }
          return BackdropBlur.paint(
            filter, grid: grid, source: source, scratch: scratches.blur(k), parts: threads,
            parallel: ParallelParts { count, part in run(count, part) })
        })
      return SpanFrame(
        resolver.resolve(items), area: canvas, background: background, cache: cache,
        canvas: canvas, generation: generation)
    }
    bitmap.withUnsafeMutablePixelBuffer { paintBands(frame, into: $0) }
  }

  /// Paints `frame` into `buffer` (whose device rectangle is the frame's area) in bands on the
  /// compositor's threads.
  func paintBands(_ frame: SpanFrame, into buffer: PixelBuffer) {
    // 16 bands per thread: small enough that the work balances itself when a few rows are
    // dear (rows of a scaled image), while each band's first row (painted whole) stays cheap.
    let bandCount = min(buffer.height, threads == 1 ? 1 : threads * 16)
    let cache = self.cache
    let height = buffer.height
    let rowPainting = self.rowPainting
    let paintBand: @Sendable (Int) -> Void = { band in
      let y0 = height * band / bandCount
      let y1 = height * (band + 1) / bandCount
      let rows = buffer.cropped(
        toDevice: PixelRect(
          x: buffer.originX, y: buffer.originY + y0, width: buffer.width, height: y1 - y0))
      cache.withScratch {
        SpanBandPainter.paint(frame, into: rows, scratch: $0, rowPainting: rowPainting)
      }
    }
    run(bandCount, paintBand)
  }

  /// Runs `part(0) … part(count − 1)` and returns when all are done. Decided per call: one
  /// part on this thread; else the compositor's warm workers (see BandWorkers), or Dispatch's
  /// when another frame is using them.
  func run(_ count: Int, _ part: @escaping @Sendable (Int) -> Void) {
    let workers = min(threads, ProcessInfo.processInfo.activeProcessorCount) - 1
    if count == 1 {
      part(0)
    } else if workers < 1 {
      for i in 0..<count { part(i) }
    } else if !cache.workers(count: workers).run(bands: count, part) {
      DispatchQueue.concurrentPerform(iterations: count, execute: part)
    }
  }

  /// The reference painter: every item over the whole band, with the plain kernels.
  func renderReference(
    _ items: [DisplayItem], background: UInt32, into bitmap: inout PremultipliedRGBA8Bitmap
  ) {
    let painter = DisplayListPainter(painter: .reference)
    let resolver = painter.backdropResolver(canvas: bitmap.bounds, background: background)
    let prepared = painter.prepare(resolver.resolve(items), canvas: bitmap.bounds)
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      buffer.fill(background)
      painter.paint(prepared, into: buffer, scratch: RasterScratch(capacity: buffer.width))
    }
  }
}
