import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// Tight row spans (RowSpans) against the per-pixel definitions of the shapes that make them.
@Suite struct RowSpansTests {
  /// Every pixel of `area` read back from the spans of its row, against `referenceCoverage`;
  /// and every repeating row gives the same spans and edges as the first one.
  func mismatches(_ shape: some SpanCoverageShape, over area: PixelRect) -> [String] {
    var bad: [String] = []
    let capacity = Swift.max(1, shape.bounds.width)
    let edges = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    let first = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    defer {
      edges.deallocate()
      first.deallocate()
    }
    var repeated: RowSpans?
    for y in area.minY..<area.maxY {
      let s = shape.rowSpans(y: y, edges: edges)
      if !s.isEmpty {
        if !(s.x0 <= s.interiorX0 && s.interiorX0 <= s.interiorX1 && s.interiorX1 <= s.x1) {
          bad.append("row \(y): runs out of order \(s)")
        }
        if s.x0 < shape.bounds.minX || s.x1 > shape.bounds.maxX {
          bad.append("row \(y): \(s) outside bounds")
        }
      }
      for x in area.minX..<area.maxX {
        let fast = s.coverage(x: x, edges: edges)
        let reference = shape.referenceCoverage(x: x, y: y)
        if fast != reference { bad.append("(\(x), \(y)): spans \(fast), reference \(reference)") }
      }
      if shape.repeatingRows.contains(y) {
        if let r = repeated {
          let same = r == s && (0..<s.edgeCount).allSatisfy { first[$0] == edges[$0] }
          if !same { bad.append("row \(y) repeats \(shape.repeatingRows) but differs") }
        } else {
          repeated = s
          first.update(from: edges, count: s.edgeCount)
        }
      }
    }
    return bad
  }

  @Test func roundedRectSpansEqualTheReferenceOnRandomShapes() {
    var rng = SeededRandom(seed: 81)
    for _ in 0..<400 {
      let shape = RoundedRectShape(randomRoundedRect(&rng, width: 64, height: 48))
      let bad = mismatches(shape, over: PixelRect(x: -12, y: -12, width: 90, height: 74))
      #expect(bad.isEmpty, "\(shape.roundedRect): \(bad.prefix(3))")
    }
  }

  /// Shapes like S3's: large, fractional, radius up to 40; the arcs cut a few pixels a row.
  @Test func largeRoundedRectsCutOnlyTheArc() {
    var rng = SeededRandom(seed: 82)
    for _ in 0..<60 {
      let rr = randomLayerRoundedRect(&rng, origin: -20...100)
      let shape = RoundedRectShape(rr)
      let bad = mismatches(shape, over: shape.bounds.outset(by: 2))
      #expect(bad.isEmpty, "\(rr): \(bad.prefix(3))")
      // Away from the top and bottom rows, a corner row has only a handful of edge pixels.
      let edges = UnsafeMutablePointer<UInt8>.allocate(capacity: shape.bounds.width)
      defer { edges.deallocate() }
      let middle = shape.rowSpans(y: shape.bounds.minY + shape.bounds.height / 2, edges: edges)
      #expect(middle.edgeCount <= 2)
    }
  }

  @Test func capsulesCirclesAndSlivers() {
    let shapes = [
      RoundedRect(rect: CGRect(x: 3.3, y: 2.7, width: 40, height: 12), cornerRadius: 100),
      RoundedRect(rect: CGRect(x: 0.5, y: 0.5, width: 21, height: 21), cornerRadius: 10.5),
      RoundedRect(rect: CGRect(x: 5.2, y: 1, width: 0.3, height: 30), cornerRadius: 0.1),
      RoundedRect(rect: CGRect(x: 1, y: 5.9, width: 30, height: 0.2), cornerRadius: 0),
      RoundedRect(
        rect: CGRect(x: 2, y: 2, width: 30, height: 30),
        radii: CornerRadii(topLeft: 29, bottomRight: 1)),
    ]
    for rr in shapes {
      let shape = RoundedRectShape(rr)
      let bad = mismatches(shape, over: shape.bounds.outset(by: 2))
      #expect(bad.isEmpty, "\(rr): \(bad.prefix(3))")
    }
  }
  /// Calls `body` with each row's spans of `card` and `clip` and their product, after checking
  /// the product's coverage against the reference's, pixel by pixel over `columns`.
  func checkProducts(
    _ card: RoundedRectShape, _ clip: PathShape, rows: Range<Int>, columns: Range<Int>,
    _ body: (
      _ y: Int, _ card: (RowSpans, UnsafePointer<UInt8>), _ clip: (RowSpans, UnsafePointer<UInt8>),
      _ product: (RowSpans, UnsafePointer<UInt8>)
    ) -> Void = { _, _, _, _ in }
  ) {
    let capacity = columns.count
    let a = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    let b = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    let scratch = RasterScratch(capacity: capacity)
    defer {
      a.deallocate()
      b.deallocate()
      out.deallocate()
    }
    for y in rows {
      let sa = card.rowSpans(y: y, edges: a)
      let sb = clip.rowSpans(
        y: y, x0: columns.lowerBound, x1: columns.upperBound, edges: b, scratch: scratch)
      let p = RowSpans.product(sa, a, sb, b, into: out)
      for x in columns {
        let expected = mul255(
          UInt32(card.referenceCoverage(x: x, y: y)), UInt32(clip.referenceCoverage(x: x, y: y)))
        #expect(UInt32(p.coverage(x: x, edges: out)) == expected, "(\(x), \(y)): \(p)")
      }
      body(y, (sa, UnsafePointer(a)), (sb, UnsafePointer(b)), (p, UnsafePointer(out)))
    }
  }

  /// The spans of a rounded rectangle through a circle's path (a masked card's rows): per pixel
  /// the product of the two coverages, with the interior only where both are constant.
  @Test func productsOfSpansAreTheProductsOfCoverages() {
    var rng = SeededRandom(seed: 77)
    for i in 0..<20 {
      let card = RoundedRectShape(
        RoundedRect(
          rect: CGRect(
            x: rng.double(-5...40), y: rng.double(-5...30), width: rng.double(1...80),
            height: rng.double(1...60)),
          cornerRadius: rng.double(0...20)))
      var circle = Path()
      circle.addEllipse(
        in: CGRect(
          x: rng.double(-20...60), y: rng.double(-20...50), width: rng.double(2...90),
          height: rng.double(2...90)))
      let clip = PathShape(
        path: circle, transform: .identity, rule: i % 2 == 0 ? .winding : .evenOdd)
      checkProducts(card, clip, rows: -6..<70, columns: -10..<120)
    }
  }

  /// Where one side's full interior covers the other's whole run (a card inside its mask's
  /// interior, a small circle inside a card), the product is the other's spans unchanged: the
  /// same runs, the same edge values, and still the product of the coverages.
  @Test func aProductInsideAFullInteriorIsTheInnerSpans() {
    let pairs: [(CGRect, CGFloat, CGRect)] = [
      (
        CGRect(x: 10.25, y: 5, width: 300, height: 200), 12,
        CGRect(x: 60.5, y: 40.3, width: 90, height: 70)
      ),
      (
        CGRect(x: 100.5, y: 80.5, width: 60.25, height: 50), 8,
        CGRect(x: 20, y: 10, width: 300, height: 260)
      ),
      (
        CGRect(x: 40, y: 30, width: 120, height: 90), 0, CGRect(x: 0, y: 0, width: 250, height: 230)
      ),
    ]
    var inside = 0
    for (rect, radius, oval) in pairs {
      let card = RoundedRectShape(RoundedRect(rect: rect, cornerRadius: radius))
      var circle = Path()
      circle.addEllipse(in: oval)
      let clip = PathShape(path: circle, transform: .identity, rule: .winding)
      checkProducts(card, clip, rows: -2..<280, columns: -10..<390) { y, a, b, p in
        for (outer, inner) in [(a.0, b), (b.0, a)]
        where !inner.0.isEmpty && outer.interiorCoverage == 255
          && outer.interiorX0 < outer.interiorX1 && outer.interiorX0 <= inner.0.x0
          && inner.0.x1 <= outer.interiorX1 && inner.0.interiorX0 < inner.0.interiorX1
        {
          inside += 1
          #expect(p.0 == inner.0, "row \(y)")
          for k in 0..<inner.0.edgeCount {
            #expect(p.1[k] == inner.1[k], "row \(y), value \(k)")
          }
        }
      }
    }
    #expect(inside > 150)
  }
}
