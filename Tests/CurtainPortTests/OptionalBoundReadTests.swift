import CurtainPort
import Testing

/// Optional methods returning a value, read by a `guard let` whose `else` returns the value
/// that stands in for a missing method.
@Suite struct OptionalBoundReadTests {
  @Test func theGuardsFallbackBecomesTheDefault() {
    // A pager asking its delegate whether an item may be highlighted, as pager views do.
    let file = ported(
      """
      import UIKit

      @objc public protocol PagerDelegate: NSObjectProtocol {
        @objc optional func pager(_ pager: Pager, shouldHighlightItemAt index: Int) -> Bool
      }

      open class Pager: UIView {
        open weak var delegate: PagerDelegate?
        var count = 3

        func shouldHighlight(_ item: Int) -> Bool {
          guard let function = self.delegate?.pager(_:shouldHighlightItemAt:) else {
            return true
          }
          let index = item % count
          return function(self, index)
        }
      }

      """)
    #expect(
      file.text.contains("func pager(_ pager: Pager, shouldHighlightItemAt index: Int) -> Bool\n"))
    #expect(!file.text.contains("throws"))
    #expect(file.text.contains("shouldHighlightItemAt index: Int) -> Bool {\n    true\n"))
    #expect(
      file.text.contains("guard let function = self.delegate?.pager(_:shouldHighlightItemAt:) else")
    )
    #expect(file.refusal == nil)
  }

  @Test func aReadThroughANonOptionalReceiverIsMadeOptional() {
    let file = ported(
      """
      @objc protocol Gate {
        @objc optional func allows(_ index: Int) -> Bool
      }

      final class Door {
        let gate: Gate
        init(gate: Gate) { self.gate = gate }

        func opens(_ index: Int) -> Bool {
          guard let allows = gate.allows else { return false }
          return allows(index)
        }
      }

      """)
    #expect(file.text.contains("guard let allows = Optional(gate.allows) else { return false }"))
    #expect(file.text.contains("func allows(_ index: Int) -> Bool {\n    false\n"))
  }

  @Test func aBoundReadWithOtherWorkAfterTheGuardIsNotAFallback() {
    // The bound method is not what is returned: the guard's value is the caller's, not the
    // method's, so the requirement keeps the throwing default.
    let file = ported(
      """
      @objc protocol Gate {
        @objc optional func allows(_ index: Int) -> Bool
      }

      final class Door {
        weak var gate: Gate?

        func opens(_ index: Int) -> Bool {
          guard let allows = gate?.allows else { return false }
          return !allows(index)
        }
      }

      """)
    #expect(file.text.contains("func allows(_ index: Int) throws -> Bool"))
  }
}
