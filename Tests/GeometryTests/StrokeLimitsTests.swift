import Foundation
import Geometry
import Testing

/// Strokes far larger than any screen stay bounded: as many pieces a curve or an arc as
/// flattening makes (4096), whatever the size or the width.
@Suite struct StrokeLimitsTests {
  /// A line 10¹⁷ wide with round caps: the cap's step rounded to 0, and the count of its chords
  /// to infinity, which ended the process.
  @Test func aLineWiderThan1e16DoesNotOverflowItsCapsChordCount() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    let outline = line.strokeOutline(
      StrokeStyle(lineWidth: 1e17, lineCap: .round, lineJoin: .round), tolerance: 1.0 / 16)
    let points = outline.polylines(tolerance: 1.0 / 16).map(\.points.count).reduce(0, +)
    #expect(points > 4 && points <= 2 * 4096 + 4)
  }

  /// A curve a trillion units across, stroked one unit wide: 262 144 samples (a million
  /// outline elements for four such curves) before, now at most 4096 a side.
  @Test func aCurveATrillionAcrossIsStrokedInAtMost4096Samples() {
    var curve = Path()
    curve.move(to: CGPoint(x: -7e11, y: 0))
    curve.addCurve(
      to: CGPoint(x: 2e11, y: 3e11), control1: CGPoint(x: 9e11, y: -5e11),
      control2: CGPoint(x: -4e11, y: 8e11))
    let outline = curve.strokeOutline(StrokeStyle(lineWidth: 1), tolerance: 1.0 / 16)
    #expect(outline.elements.count <= 2 * 4096 + 8)
  }
}
