import Foundation
import HeadlessQuartzCore

// UIKit's boxing of geometry in NSValue (keyboard notifications' frames, animations' values).
// Points, sizes and rects use Foundation's own boxes, so `pointValue` and `cgPointValue` agree;
// see NSValue+CATransform3D.swift for the others and for values read as another type.

extension NSValue {
  /// Boxes a point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// Boxes a vector.
  public convenience init(cgVector vector: CGVector) {
    self.init(doubles: [Double(vector.dx), Double(vector.dy)])
  }
  /// Boxes a size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// Boxes a rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// Boxes an affine transform.
  public convenience init(cgAffineTransform transform: CGAffineTransform) {
    let t = transform
    self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init))
  }
  /// Boxes edge insets.
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
    self.init(
      edgeInsets: NSEdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
  }
  /// Boxes directional edge insets.
  public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
    self.init(
      doubles: [insets.top, insets.leading, insets.bottom, insets.trailing].map(Double.init))
  }
  /// Boxes an offset.
  public convenience init(uiOffset insets: UIOffset) {
    self.init(doubles: [Double(insets.horizontal), Double(insets.vertical)])
  }

  /// The boxed point; `.zero` when the value holds something of another size.
  public var cgPointValue: CGPoint {
    values(2) { CGPoint(x: $0[0], y: $0[1]) } ?? .zero
  }
  /// The boxed vector.
  public var cgVectorValue: CGVector {
    values(2) { CGVector(dx: $0[0], dy: $0[1]) } ?? CGVector()
  }
  /// The boxed size.
  public var cgSizeValue: CGSize {
    values(2) { CGSize(width: $0[0], height: $0[1]) } ?? .zero
  }
  /// The boxed rectangle.
  public var cgRectValue: CGRect {
    values(4) { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero
  }
  /// The boxed affine transform; all zeros when the value holds something of another size.
  public var cgAffineTransformValue: CGAffineTransform {
    values(6) { CGAffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
      ?? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }
  /// The boxed edge insets.
  public var uiEdgeInsetsValue: UIEdgeInsets {
    values(4) { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) } ?? .zero
  }
  /// The boxed directional edge insets.
  public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
    values(4) {
      NSDirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3])
    }
      ?? .zero
  }
  /// The boxed offset.
  public var uiOffsetValue: UIOffset {
    values(2) { UIOffset(horizontal: $0[0], vertical: $0[1]) } ?? .zero
  }

  /// `make` applied to the value's `count` numbers, or nil for a value of another size.
  private func values<T>(_ count: Int, _ make: ([CGFloat]) -> T) -> T? {
    doubles(count: count).map { make($0.map { CGFloat($0) }) }
  }
}
