import CurtainPort
import Testing

/// iOS code reads `NSNumber` and `NSString` properties through `AnyObject` (a value taken out of
/// a Core Foundation dictionary by address); Linux reads them through a cast.
@Suite struct AnyObjectMemberReadTests {
  /// `floatValue` is NSNumber's and NSString's: the value is read as either, in that order.
  @Test func aSharedPropertyIsReadAsANumberThenAString() {
    let file = ported(
      """
      import ImageIO

      func frameDelay(_ pointer: UnsafeRawPointer?) -> Float? {
          guard pointer != nil else { return nil }
          return unsafeBitCast(pointer, to: AnyObject.self).floatValue
      }
      """)
    #expect(
      file.text.contains(
        "return ((unsafeBitCast(pointer, to: AnyObject.self) as? NSNumber)?.floatValue ?? "
          + "(unsafeBitCast(pointer, to: AnyObject.self) as? NSString)?.floatValue)"))
    #expect(file.count(.anyObjectMember) == 1)
  }

  /// A property of one class only is read through that class; an optional keeps its chain.
  @Test func aPropertyOfOneClassIsReadThroughIt() {
    let file = ported(
      """
      import UIKit

      final class Badge {
          weak var source: AnyObject?

          func label() -> String? { source?.stringValue }

          func width(of title: AnyObject) -> Int? { title.length }
      }
      """)
    #expect(file.text.contains("func label() -> String? { (source as? NSNumber)?.stringValue }"))
    #expect(
      file.text.contains("func width(of title: AnyObject) -> Int? { (title as? NSString)?.length }")
    )
    #expect(file.count(.anyObjectMember) == 2)
  }

  /// A read of a typed value, a method call, and a shared property of a value that a second
  /// read could change are left alone; the last is noted.
  @Test func otherReadsAreLeftAlone() {
    let source = """
      import UIKit

      final class Meter {
          var level: NSNumber = 0
          var next: () -> AnyObject = { NSNumber(value: 1) }

          func read() -> Double? {
              _ = level.floatValue
              _ = (level as AnyObject).description
              return (next() as AnyObject).doubleValue
          }
      }
      """
    let file = ported(source)
    #expect(file.text == source)
    #expect(file.notes.count == 1)
    #expect(file.notes.first?.message.contains("NSNumber and NSString both declare it") == true)
  }
}
