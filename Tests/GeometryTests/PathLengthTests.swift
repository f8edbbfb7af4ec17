import Foundation
import Geometry
import Testing

/// Arc length, trimming (strokeStart / strokeEnd) and dashing, against lengths worked out by hand.
@Suite struct PathLengthTests {
  static func line(_ x0: CGFloat, _ x1: CGFloat, y: CGFloat = 0) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: x0, y: y))
    p.addLine(to: CGPoint(x: x1, y: y))
    return p
  }

  /// Each subpath's first and last point's x (the paths here run along lines).
  static func spans(_ path: Path) -> [ClosedRange<CGFloat>] {
    path.polylines(tolerance: 0.01).map { line in
      let xs = line.points.map(\.x)
      return xs.min()!...xs.max()!
    }
  }

  @Test func lengthsAddUpOverSubpathsAndClosingLines() {
    var p = Path()
    p.addRect(CGRect(x: 0, y: 0, width: 3, height: 4))
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: 3, y: 4))
    #expect(p.length == 19)
    // A cubic against a very fine polyline.
    var c = Path()
    c.move(to: .zero)
    c.addCurve(
      to: CGPoint(x: 90, y: 0), control1: CGPoint(x: 0, y: 80), control2: CGPoint(x: 120, y: -60))
    // B(t) = 3(1 − t)²t · c1 + 3(1 − t)t² · c2 + t³ · end, at 200 000 equal steps.
    let points = (0...200_000).map { i -> CGPoint in
      let t = Double(i) / 200_000
      let (a, b, d) = (3 * (1 - t) * (1 - t) * t, 3 * (1 - t) * t * t, t * t * t)
      return CGPoint(x: a * 0 + b * 120 + d * 90, y: a * 80 + b * -60)
    }
    let polyline = zip(points, points.dropFirst()).reduce(0.0) {
      $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)
    }
    #expect(abs(c.length - polyline) < 1e-6)
    // A circle of quarter cubics is 2πr long to within their 2.7 · 10⁻⁴ overshoot.
    var circle = Path()
    circle.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(abs(circle.length / (20 * .pi) - 1) < 3e-4)
  }

  @Test func trimmingKeepsAFractionOfTheWholeLength() {
    #expect(Self.spans(Self.line(0, 100).trimmed(from: 0.25, to: 0.75)) == [25...75])
    var two = Self.line(0, 100)
    two.addPath(Self.line(200, 300, y: 10))
    #expect(Self.spans(two.trimmed(from: 0.25, to: 0.75)) == [50...100, 200...250])
    #expect(two.trimmed(from: 0.6, to: 0.4).isEmpty)
    #expect(two.trimmed(from: -1, to: 2) == two)
    // A closed subpath kept whole stays closed; a part of it is open.
    var square = Path()
    square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.trimmed(from: 0, to: 1).polylines(tolerance: 1)[0].isClosed)
    let half = square.trimmed(from: 0, to: 0.5).polylines(tolerance: 1)[0]
    #expect(!half.isClosed && half.points == [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
  }

  @Test func trimmedCurvesAreExactParts() {
    var c = Path()
    c.move(to: .zero)
    c.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 80))
    let total = c.length
    for f in [0.1, 0.37, 0.5, 0.93] {
      let part = c.trimmed(from: 0, to: f)
      #expect(abs(part.length - f * total) < 1e-7)
      // Still one curve (split exactly, not flattened).
      #expect(part.elements.count == 2)
    }
  }

  @Test(arguments: [
    // pattern        phase  painted runs along a 100-long line
    ([10.0, 5], 0.0, [0.0...10, 15...25, 30...40, 45...55, 60...70, 75...85, 90...100]),
    ([10.0, 5], 3.0, [0.0...7, 12...22, 27...37, 42...52, 57...67, 72...82, 87...97]),
    ([30.0], 0.0, [0.0...30, 60...90]),  // an odd pattern repeats: 30 on, 30 off
    ([20.0, 30], -10.0, [10.0...30, 60...80]),  // a negative phase starts before the pattern
  ])
  func dashesFollowThePattern(pattern: [Double], phase: Double, runs: [ClosedRange<Double>]) {
    let dashed = Self.line(0, 100).dashed(phase: phase, lengths: pattern.map { CGFloat($0) })
    let spans = Self.spans(dashed)
    #expect(spans.count == runs.count)
    for (s, r) in zip(spans, runs) {
      #expect(abs(s.lowerBound - r.lowerBound) < 1e-12 && abs(s.upperBound - r.upperBound) < 1e-12)
    }
  }

  @Test func zeroLengthDashesAreDotsAndBadPatternsAreIgnored() {
    let dots = Self.line(0, 100).dashed(phase: 0, lengths: [0, 25])
    #expect(Self.spans(dots) == [0...0, 25...25, 50...50, 75...75, 100...100])
    let line = Self.line(0, 100)
    #expect(line.dashed(phase: 0, lengths: [5, -1]) == line)
    #expect(line.dashed(phase: 0, lengths: [0, 0]) == line)
    #expect(line.dashed(phase: 0, lengths: []) == line)
  }

  @Test func aDashThroughAClosedSubpathsStartIsOneDash() {
    var square = Path()
    square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    // Perimeter 40, 15 on 5 off from 10 into the pattern: on 0…5, 10…25, 30…40 + 0…5.
    let dashed = square.dashed(phase: 10, lengths: [15, 5])
    let lines = dashed.polylines(tolerance: 1)
    #expect(lines.count == 2)
    #expect(abs(dashed.length - 30) < 1e-12)
    #expect(lines[1].points == [CGPoint(x: 0, y: 10), .zero, CGPoint(x: 5, y: 0)])
  }
}
