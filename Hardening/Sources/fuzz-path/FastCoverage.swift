@_spi(Painting) @testable import Raster

/// A shape's fast coverage over an area, as a shape whose reference is that coverage: the
/// reference fill over it gives the bytes the fast fill must give, so that the fill's blending
/// is checked exactly while the coverage is checked within its documented tolerance.
struct FastCoverage: CoverageShape {
  let bounds: PixelRect
  let area: PixelRect
  let values: [UInt8]

  init(_ shape: some CoverageShape, over area: PixelRect) {
    self.area = area
    bounds = shape.bounds.intersection(area)
    let scratch = RasterScratch(capacity: area.width)
    var values = [UInt8](repeating: 0, count: area.area)
    for y in 0..<area.height {
      shape.coverageRow(
        y: area.y + y, x0: area.x, count: area.width, into: scratch.coverage, scratch: scratch)
      for x in 0..<area.width { values[y * area.width + x] = scratch.coverage[x] }
    }
    self.values = values
  }

  func referenceCoverage(x: Int, y: Int) -> UInt8 {
    guard area.contains(x: x, y: y) else { return 0 }
    return values[(y - area.y) * area.width + x - area.x]
  }

  func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    for k in 0..<count { out[k] = referenceCoverage(x: x0 + k, y: y) }
  }
}
