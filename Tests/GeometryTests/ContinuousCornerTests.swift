import Foundation
import Geometry
import Testing

/// UIKit's continuous corners: where they start and end, their symmetry and their shape.
@Suite struct ContinuousCornerTests {
  static let k = 1.528665

  @Test func eachCornerSpansAboutOneAndAHalfRadiiAlongItsSides() {
    let rr = RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
    let outline = rr.continuousOutline
    let ends = outline.elements.compactMap { $0.points.last }
    #expect(outline.elements.first == .move(to: CGPoint(x: 10 * Self.k, y: 0)))
    #expect(ends.contains(CGPoint(x: 100 - 10 * Self.k, y: 0)))
    #expect(ends.contains(CGPoint(x: 100, y: 10 * Self.k)))
    #expect(ends.contains(CGPoint(x: 100, y: 60 - 10 * Self.k)))
    #expect(ends.contains(CGPoint(x: 10 * Self.k, y: 60)))
    let box = outline.boundingBoxOfPath
    #expect(abs(box.minX) < 1e-12 && abs(box.minY) < 1e-12)
    #expect(abs(box.maxX - 100) < 1e-12 && abs(box.maxY - 60) < 1e-12)
    // Four corners of three cubics, four straight sides, a move and a close.
    #expect(outline.elements.count == 1 + 4 * 4 + 1)
  }

  @Test func theCornerIsSymmetricAboutItsDiagonal() {
    let rr = RoundedRect(rect: CGRect(x: 0, y: 0, width: 80, height: 80), cornerRadius: 20)
    let points = Set(
      rr.continuousOutline.elements.flatMap(\.points).map {
        // rounded to kill the last-bit differences of 80 − x
        CGPoint(x: ($0.x * 1e9).rounded() / 1e9, y: ($0.y * 1e9).rounded() / 1e9)
      })
    let mirrored = Set(points.map { CGPoint(x: $0.y, y: $0.x) })
    #expect(points == mirrored)
  }

  @Test func theMiddlePieceIsACircularArc() {
    // Within 10⁻⁵ r of the circle of radius 0.93125 r centred 0.95 r in from both sides.
    let r = 30.0
    let rr = RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: r)
    var corner = Path()
    // The top-left corner's middle piece runs from (0.0749 r, 0.6315 r) to (0.6315 r, 0.0749 r).
    corner.move(to: CGPoint(x: 0.074911387847016 * r, y: 0.631493792830992 * r))
    for e in rr.continuousOutline.elements {
      if case .curve(let end, _, _) = e, end.x < r, end.y < r, end.x > end.y {
        corner.append(e)
      }
    }
    let samples = corner.polylines(tolerance: 1e-4).flatMap(\.points).filter { $0.x < 0.7 * r }
    #expect(samples.count > 10)
    for p in samples {
      #expect(abs(hypot(p.x - 0.95 * r, p.y - 0.95 * r) - 0.93125 * r) < 1e-5 * r)
    }
  }

  @Test func cornersThatDoNotFitFallBackToACapsule() {
    // 2 × 1.528665 × 16 = 48.9: a 48-tall rectangle is a capsule, a 49-tall one is not.
    let short = RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 48), cornerRadius: 16)
    let tall = RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 49), cornerRadius: 16)
    #expect(!short.fitsContinuousCorners && short.continuousShape == nil)
    #expect(short.capsuleFallback.radii == CornerRadii(uniform: 24))
    #expect(tall.fitsContinuousCorners && tall.continuousShape == tall.continuousOutline)
    // Square corners stay square in the fallback.
    let top = RoundedRect(
      rect: CGRect(x: 0, y: 0, width: 30, height: 100),
      radii: CornerRadii(topLeft: 12, topRight: 12))
    #expect(!top.fitsContinuousCorners)
    #expect(top.capsuleFallback.radii == CornerRadii(topLeft: 15, topRight: 15))
  }

  @Test func squareCornersArePoints() {
    let rr = RoundedRect(
      rect: CGRect(x: 0, y: 0, width: 100, height: 50), radii: CornerRadii(topLeft: 10))
    let outline = rr.continuousOutline
    #expect(outline.elements.contains(.line(to: CGPoint(x: 100, y: 0))))
    #expect(outline.elements.contains(.line(to: CGPoint(x: 100, y: 50))))
    #expect(outline.elements.contains(.line(to: CGPoint(x: 0, y: 50))))
    #expect(outline.contains(CGPoint(x: 99.9, y: 0.1)))
    #expect(!outline.contains(CGPoint(x: 0.5, y: 0.5)))
  }
}
