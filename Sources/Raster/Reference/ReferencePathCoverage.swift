// The plain coverage of a path shape's pixel: the winding number's integral over the pixel,
// contour by contour, through the fill rule. It defines PathShape's coverage; the scan converter
// in Coverage/PathShape+Scan.swift computes the same integral by accumulation.

/// `coverageByte(f(A))` for pixel `(x, y)`, where `A` is the sum over the shape's contours of
/// ``referencePolygonPixelArea(_:x:y:)`` (a contour whose bounding box misses the pixel adds
/// nothing) and `f` the fill rule's (see ``PathShape``).
internal func referencePathCoverage(_ shape: PathShape, x: Int, y: Int) -> UInt8 {
  let x0 = Double(x)
  let y0 = Double(y)
  var area = 0.0
  for (contour, box) in zip(shape.contours, shape.contourBoxes) {
    guard box.0.x < x0 + 1, box.1.x > x0, box.0.y < y0 + 1, box.1.y > y0 else { continue }
    area += referencePolygonPixelArea(contour, x: x, y: y)
  }
  return PathShape.coverage(area, evenOdd: shape.rule == .evenOdd)
}
