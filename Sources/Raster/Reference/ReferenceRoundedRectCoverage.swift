/// The definition of a rounded rectangle's coverage of one pixel (see ``RoundedRectShape``).
///
/// Pixel `(x, y)` spans `[x, x + 1) × [y, y + 1)`. The rectangle is `[x0, x1] × [y0, y1]` with
/// corner radii (top-left, top-right, bottom-right, bottom-left) already fitted to it.
///
///     cx   = |[x, x+1] ∩ [x0, x1]|,   cy = |[y, y+1] ∩ [y0, y1]|
///     area = cx · cy
///     if the pixel centre is in a corner's r × r square, with d its distance to that corner's
///     circle centre:  coverage = min(area, clamp(r − d + ½, 0, 1))
///     else            coverage = area
///     byte = round(coverage · 255)
internal func referenceRoundedRectCoverage(
  x: Int, y: Int, x0: Double, y0: Double, x1: Double, y1: Double,
  radii: (topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double)
) -> UInt8 {
  let cx = max(0, min(Double(x + 1), x1) - max(Double(x), x0))
  let cy = max(0, min(Double(y + 1), y1) - max(Double(y), y0))
  let area = cx * cy
  let px = Double(x) + 0.5
  let py = Double(y) + 0.5

  // Which corner square (if any) holds the pixel centre, and that corner's circle centre.
  var r = 0.0
  var centreX = 0.0
  var centreY = 0.0
  let inTop = { (radius: Double) in py < y0 + radius }
  let inBottom = { (radius: Double) in py > y1 - radius }
  if radii.topLeft > 0 && inTop(radii.topLeft) && px < x0 + radii.topLeft {
    r = radii.topLeft
    centreX = x0 + r
    centreY = y0 + r
  } else if radii.bottomLeft > 0 && !inTop(radii.topLeft) && inBottom(radii.bottomLeft)
    && px < x0 + radii.bottomLeft
  {
    r = radii.bottomLeft
    centreX = x0 + r
    centreY = y1 - r
  } else if radii.topRight > 0 && inTop(radii.topRight) && px > x1 - radii.topRight {
    r = radii.topRight
    centreX = x1 - r
    centreY = y0 + r
  } else if radii.bottomRight > 0 && !inTop(radii.topRight) && inBottom(radii.bottomRight)
    && px > x1 - radii.bottomRight
  {
    r = radii.bottomRight
    centreX = x1 - r
    centreY = y1 - r
  }

  var coverage = area
  if r > 0 {
    let dx = px - centreX
    let dy = py - centreY
    let arc = max(0, min(1, r - (dx * dx + dy * dy).squareRoot() + 0.5))
    coverage = min(area, arc)
  }
  return coverage > 0 ? (coverage >= 1 ? 255 : UInt8(coverage * 255 + 0.5)) : 0
}
