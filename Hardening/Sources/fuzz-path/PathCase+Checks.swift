import FuzzSupport

@_spi(Painting) @testable import Raster

extension PathCase {
  /// The kernel versions this CPU runs.
  static let levels = WideKernels.Level.allCases.filter { $0 <= WideKernels.supported }

  /// Everything the case must satisfy; the first failure ends the process.
  func check() {
    checkCoverage(of: shape, tolerance: 1, "the path")
    for (k, clip) in clips.enumerated() {
      checkCoverage(of: clip, tolerance: clip is PathShape ? 1 : 0, "clip \(k)")
    }
    checkFills()
    if clips.isEmpty && paint == nil { checkBlendedRows() }
  }

  /// The fast rows against the per-pixel reference, over the area and two pixels around it:
  /// within `tolerance` (a path's documented level of rounding; none for a rounded rectangle),
  /// zero outside the row's extent and constant over its interior.
  ///
  /// The reference integrates every edge of a contour for each pixel its box reaches; where
  /// that would pass a few million edges, every n-th row is checked, so that a case takes a
  /// fraction of a second.
  func checkCoverage(of shape: some CoverageShape, tolerance: Int, _ name: String) {
    let rows = area.outset(by: 2)
    let scratch = RasterScratch(capacity: rows.width)
    let edges = (shape as? PathShape)?.contours.reduce(0) { $0 + $1.count } ?? 1
    let step = Swift.max(1, rows.area * edges / 2_000_000)
    for y in stride(from: rows.minY, to: rows.maxY, by: step) {
      shape.coverageRow(
        y: y, x0: rows.minX, count: rows.width, into: scratch.coverage, scratch: scratch)
      let e = shape.rowExtent(y: y)
      for x in rows.minX..<rows.maxX {
        let fast = scratch.coverage[x - rows.minX]
        let reference = shape.referenceCoverage(x: x, y: y)
        fuzzCheck(
          abs(Int(fast) - Int(reference)) <= tolerance,
          "\(name) at (\(x), \(y)): fast \(fast), reference \(reference)")
        let outside = e.isEmpty || x < e.x0 || x >= e.x1
        fuzzCheck(!outside || fast == 0, "\(name) at (\(x), \(y)): \(fast) outside \(e)")
        let interior = !e.isEmpty && x >= e.interiorX0 && x < e.interiorX1
        fuzzCheck(
          !interior || fast == e.interiorCoverage, "\(name) at (\(x), \(y)): \(fast) inside \(e)")
      }
    }
  }

  /// The fill at every kernel version gives the bytes of the reference fill, pixel by pixel
  /// and channel by channel, over the coverage the fast rows computed (which checkCoverage
  /// holds to the reference).
  func checkFills() {
    let expected = drawn { buffer in
      let fastShape = FastCoverage(shape, over: area)
      let fastClips: [any CoverageShape] = clips.map { FastCoverage($0, over: area) }
      if let paint {
        ReferenceFill.paint(
          paint, shape: fastShape, clips: fastClips, opacity: opacity, into: buffer)
      } else {
        ReferenceFill.solid(
          color, shape: fastShape, clips: fastClips, opacity: opacity, into: buffer)
      }
    }
    defer { WideKernels.use(WideKernels.supported) }
    for level in Self.levels {
      WideKernels.use(level)
      let fast = drawn { buffer in
        if let paint {
          Fill.paint(
            paint, shape: shape, clips: clips, opacity: opacity, into: buffer,
            scratch: RasterScratch())
        } else {
          Fill.solid(
            color, shape: shape, clips: clips, opacity: opacity, into: buffer,
            scratch: RasterScratch())
        }
      }
      fuzzCheck(
        fast == expected, "the \(level) fill: \(firstDifference(fast, expected)) in \(self)")
    }
  }

  /// The rows blended in one kernel call (the fill-by-fill painter's way), at every version,
  /// give the reference fill's bytes; the kernel may touch three pixels past the last row, and
  /// leaves its accumulation cells zero.
  func checkBlendedRows() {
    let expected = drawn { buffer in
      ReferenceFill.solid(
        color, shape: FastCoverage(shape, over: area), opacity: opacity, into: buffer)
    }
    let scanner = shape.scanner
    let count = area.width * area.height
    let frame = UnsafeMutablePointer<UInt32>.allocate(capacity: count + 3)
    let values = UnsafeMutablePointer<UInt8>.allocate(capacity: area.width + 3)
    let cells = UnsafeMutablePointer<Double>.allocate(capacity: area.width + 2)
    let ranges = UnsafeMutablePointer<SIMD2<Int32>>.allocate(capacity: scanner.maximumRanges)
    defer {
      frame.deallocate()
      values.deallocate()
      cells.deallocate()
      ranges.deallocate()
    }
    cells.initialize(repeating: 0, count: area.width + 2)
    for level in Self.levels {
      frame.initialize(repeating: 0xDEAD_BEEF, count: count + 3)
      background.withUnsafePixelRows { y, row in
        (frame + y * area.width).update(from: row, count: area.width)
      }
      scanner.blendRows(
        area.minY..<area.maxY, x0: area.minX, x1: area.maxX, color: color,
        opacity: UInt32(opacity), into: frame - area.minX, stride: area.width, values: values,
        cells: cells, ranges: ranges, level: level)
      var blended = background
      blended.withUnsafeMutablePixelBuffer { buffer in
        for y in 0..<area.height {
          buffer.row(y).update(from: frame + y * area.width, count: area.width)
        }
      }
      fuzzCheck(
        blended == expected, "\(level) blended rows: \(firstDifference(blended, expected))")
      fuzzCheck(
        (0..<3).allSatisfy { frame[count + $0] == 0xDEAD_BEEF },
        "\(level) blended rows changed a pixel past the last row")
      fuzzCheck(
        (0..<area.width + 2).allSatisfy { cells[$0] == 0 },
        "\(level) blended rows left accumulation cells non-zero")
    }
  }

  /// The background with `body` drawn over it, the buffer placed at ``area``.
  func drawn(_ body: (PixelBuffer) -> Void) -> PremultipliedRGBA8Bitmap {
    var bitmap = background
    bitmap.withUnsafeMutablePixelBuffer { body($0.placed(at: area)) }
    return bitmap
  }

  /// Where two bitmaps of the area first differ, in device pixels, with both pixels.
  func firstDifference(_ a: PremultipliedRGBA8Bitmap, _ b: PremultipliedRGBA8Bitmap) -> String {
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] {
        return "(\(x + area.x), \(y + area.y)): \(a[x, y]), expected \(b[x, y])"
      }
    }
    return "none"
  }
}
