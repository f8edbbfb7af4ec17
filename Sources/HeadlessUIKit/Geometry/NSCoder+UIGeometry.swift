import Foundation

// UIKit's geometry in keyed archives and strings. A keyed coder stores each value as the string
// `NSCoder.string(for:)` gives (`{1.5, 2}`, `[1, 0, 0, 1, 0, 0]`), as UIKit's archives do, and
// reads it back with the matching parser; a missing key reads as zero. Numbers are written with
// 17 significant digits, so every value reads back exactly. Points, sizes and rectangles are
// Foundation's own on Linux (`encode(_:forKey:)` for `NSPoint`, `NSSize`, `NSRect`, the same
// types): their decoders read what Foundation wrote.

extension NSCoder {
  /// Stores `vector` under `key` (as its string); the other overloads store their values alike.
  public func encode(_ vector: CGVector, forKey key: String) {
    encode(NSCoder.string(for: vector), forKey: key)
  }
  public func encode(_ transform: CGAffineTransform, forKey key: String) {
    encode(NSCoder.string(for: transform), forKey: key)
  }
  public func encode(_ insets: UIEdgeInsets, forKey key: String) {
    encode(NSCoder.string(for: insets), forKey: key)
  }
  public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
    encode(NSCoder.string(for: insets), forKey: key)
  }
  public func encode(_ offset: UIOffset, forKey key: String) {
    encode(NSCoder.string(for: offset), forKey: key)
  }

  /// The point stored under `key` by `encode(_:forKey:)`; zero when there is none (Foundation's
  /// own decoder stops the program on a missing key).
  public func decodeCGPoint(forKey key: String) -> CGPoint {
    containsValue(forKey: key) ? decodePoint(forKey: key) : .zero
  }
  /// The size stored under `key`; zero when there is none.
  public func decodeCGSize(forKey key: String) -> CGSize {
    containsValue(forKey: key) ? decodeSize(forKey: key) : .zero
  }
  /// The rectangle stored under `key`; zero when there is none.
  public func decodeCGRect(forKey key: String) -> CGRect {
    containsValue(forKey: key) ? decodeRect(forKey: key) : .zero
  }
  /// The vector stored under `key`; zero when there is none. The other decoders read alike.
  public func decodeCGVector(forKey key: String) -> CGVector {
    NSCoder.cgVector(for: decodedString(key))
  }
  public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
    NSCoder.cgAffineTransform(for: decodedString(key))
  }
  public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
    NSCoder.uiEdgeInsets(for: decodedString(key))
  }
  public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
    NSCoder.nsDirectionalEdgeInsets(for: decodedString(key))
  }
  public func decodeUIOffset(forKey key: String) -> UIOffset {
    NSCoder.uiOffset(for: decodedString(key))
  }

  private func decodedString(_ key: String) -> String {
    decodeObject(forKey: key) as? String ?? ""
  }

  // MARK: - Strings (NSStringFromCGPoint, CGPointFromString and their kin)

  /// `{x, y}`.
  public static func string(for point: CGPoint) -> String { braces([point.x, point.y]) }
  /// `{dx, dy}`.
  public static func string(for vector: CGVector) -> String { braces([vector.dx, vector.dy]) }
  /// `{width, height}`.
  public static func string(for size: CGSize) -> String { braces([size.width, size.height]) }
  /// `{{x, y}, {width, height}}`.
  public static func string(for rect: CGRect) -> String {
    "{\(string(for: rect.origin)), \(string(for: rect.size))}"
  }
  /// `[a, b, c, d, tx, ty]`.
  public static func string(for transform: CGAffineTransform) -> String {
    let t = transform
    return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
  }
  /// `{top, left, bottom, right}`.
  public static func string(for insets: UIEdgeInsets) -> String {
    braces([insets.top, insets.left, insets.bottom, insets.right])
  }
  /// `{top, leading, bottom, trailing}`.
  public static func string(for insets: NSDirectionalEdgeInsets) -> String {
    braces([insets.top, insets.leading, insets.bottom, insets.trailing])
  }
  /// `{horizontal, vertical}`.
  public static func string(for offset: UIOffset) -> String {
    braces([offset.horizontal, offset.vertical])
  }

  /// The point in a string like `{x, y}`; missing numbers are zero.
  public static func cgPoint(for string: String) -> CGPoint {
    let n = numbers(in: string, count: 2)
    return CGPoint(x: n[0], y: n[1])
  }
  /// The vector in a string like `{dx, dy}`.
  public static func cgVector(for string: String) -> CGVector {
    let n = numbers(in: string, count: 2)
    return CGVector(dx: n[0], dy: n[1])
  }
  /// The size in a string like `{width, height}`.
  public static func cgSize(for string: String) -> CGSize {
    let n = numbers(in: string, count: 2)
    return CGSize(width: n[0], height: n[1])
  }
  /// The rectangle in a string like `{{x, y}, {width, height}}`.
  public static func cgRect(for string: String) -> CGRect {
    let n = numbers(in: string, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
  /// The transform in a string like `[a, b, c, d, tx, ty]`.
  public static func cgAffineTransform(for string: String) -> CGAffineTransform {
    let n = numbers(in: string, count: 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }
  /// The insets in a string like `{top, left, bottom, right}`.
  public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
    let n = numbers(in: string, count: 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }
  /// The insets in a string like `{top, leading, bottom, trailing}`.
  public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
    let n = numbers(in: string, count: 4)
    return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
  }
  /// The offset in a string like `{horizontal, vertical}`.
  public static func uiOffset(for string: String) -> UIOffset {
    let n = numbers(in: string, count: 2)
    return UIOffset(horizontal: n[0], vertical: n[1])
  }

  /// `value` with 17 significant digits, as UIKit prints geometry (`0.10000000000000001`, `2`).
  private static func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

  private static func braces(_ values: [CGFloat]) -> String {
    "{" + values.map(number).joined(separator: ", ") + "}"
  }

  /// The first `count` numbers in `string`, in order, zero-padded.
  private static func numbers(in string: String, count: Int) -> [CGFloat] {
    var found: [CGFloat] = []
    var token = ""
    func flush() {
      if let value = Double(token) { found.append(CGFloat(value)) }
      token = ""
    }
    for c in string {
      if c.isNumber || "+-.eE".contains(c) {
        token.append(c)
      } else {
        flush()
      }
    }
    flush()
    return Array((found + Array(repeating: 0, count: count)).prefix(count))
  }
}
