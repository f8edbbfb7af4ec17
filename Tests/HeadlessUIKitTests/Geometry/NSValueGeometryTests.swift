import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct NSValueGeometryTests {
  @Test func everyBoxedValueReadsBackAsItWasBoxed() {
    let rect = CGRect(x: 1.5, y: -2, width: 30, height: 40.25)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
    #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    #expect(NSValue(cgVector: CGVector(dx: 7, dy: 8)).cgVectorValue == CGVector(dx: 7, dy: 8))
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(NSValue(cgAffineTransform: t).cgAffineTransformValue == t)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
    let offset = UIOffset(horizontal: -1, vertical: 9)
    #expect(NSValue(uiOffset: offset).uiOffsetValue == offset)
  }

  @Test func pointsSizesAndRectsAreFoundationsOwnBoxes() {
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).pointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgRect: .infinite) == NSValue(rect: .infinite))
    #expect(NSValue(point: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
  }

  @Test func aValueReadsAsAnotherTypeOfItsSizeAndOtherwiseAsZero() {
    // As on iOS, where the bytes are copied out whatever the type: a point read as a size.
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgRectValue == .zero)
    #expect(NSNumber(value: 2).cgPointValue == .zero)
  }

  @Test func aKeyboardNotificationsFrameReadsAsOnIOS() {
    let frame = CGRect(x: 0, y: 500, width: 393, height: 352)
    let note = Notification(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
    let read = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    #expect(read == frame)
  }

  @Test func stringsAreUIKitsFormat() {
    #expect(NSCoder.string(for: CGPoint(x: 1.5, y: 2)) == "{1.5, 2}")
    #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}")
    #expect(
      NSCoder.string(for: CGRect(x: 0, y: 0, width: 10, height: 20)) == "{{0, 0}, {10, 20}}")
    #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
    #expect(
      NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
    #expect(NSCoder.string(for: UIOffset(horizontal: 1, vertical: -2)) == "{1, -2}")
  }

  @Test func stringsParseBack() {
    #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4.5}}") == CGRect(x: 1, y: 2, width: 3, height: 4.5))
    #expect(NSCoder.cgPoint(for: "{-1e2, 0.25}") == CGPoint(x: -100, y: 0.25))
    #expect(NSCoder.cgSize(for: "nonsense") == .zero)
    #expect(NSCoder.cgVector(for: "{3}") == CGVector(dx: 3, dy: 0))
    let t = CGAffineTransform(a: 0.5, b: 0, c: 0, d: 2, tx: 10, ty: -3)
    #expect(NSCoder.cgAffineTransform(for: NSCoder.string(for: t)) == t)
    let d = NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)
    #expect(NSCoder.nsDirectionalEdgeInsets(for: NSCoder.string(for: d)) == d)
    #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}").right == 4)
    #expect(NSCoder.uiOffset(for: "{5, 6}") == UIOffset(horizontal: 5, vertical: 6))
  }

  @Test func keyedArchivesKeepGeometry() throws {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.encode(CGRect(x: 0.5, y: 2, width: 3, height: 4), forKey: "frame")
    archiver.encode(CGPoint(x: 5, y: 6), forKey: "center")
    archiver.encode(CGSize(width: 7, height: 8), forKey: "size")
    archiver.encode(CGVector(dx: 1, dy: -1), forKey: "velocity")
    archiver.encode(CGAffineTransform(rotationAngle: 0.5), forKey: "transform")
    archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
    archiver.encode(
      NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), forKey: "directional")
    archiver.encode(UIOffset(horizontal: 9, vertical: 8), forKey: "offset")
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = false
    #expect(unarchiver.decodeCGRect(forKey: "frame") == CGRect(x: 0.5, y: 2, width: 3, height: 4))
    #expect(unarchiver.decodeCGPoint(forKey: "center") == CGPoint(x: 5, y: 6))
    #expect(unarchiver.decodeCGSize(forKey: "size") == CGSize(width: 7, height: 8))
    #expect(unarchiver.decodeCGVector(forKey: "velocity") == CGVector(dx: 1, dy: -1))
    #expect(
      unarchiver.decodeCGAffineTransform(forKey: "transform")
        == CGAffineTransform(rotationAngle: 0.5))
    #expect(unarchiver.decodeUIEdgeInsets(forKey: "insets").bottom == 3)
    #expect(unarchiver.decodeDirectionalEdgeInsets(forKey: "directional").trailing == 4)
    #expect(unarchiver.decodeUIOffset(forKey: "offset") == UIOffset(horizontal: 9, vertical: 8))
    #expect(unarchiver.decodeCGRect(forKey: "missing") == .zero)
  }
}
