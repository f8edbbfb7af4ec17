import CurtainPort
import Testing

/// Optional requirements read rather than called: a property that is never nil, and a method
/// taken as a value.
@Suite struct OptionalValueTests {
  /// `if let view = deck.scrollView` tells a missing property apart: the getter throws by
  /// default, and the read becomes `(try? …)`, nil exactly where iOS gave nil.
  @Test func aPropertyReadAsOptionalGetsAThrowingGetter() {
    let files = ported([
      "Deck.swift": """
      @objc protocol Deck {
        @objc optional var scrollView: UIScrollView { get }
      }

      """,
      "Host.swift": """
      final class Host {
        func find(_ deck: Deck) -> UIScrollView? {
          if let view = deck.scrollView { return view }
          return nil
        }
      }

      """,
    ])
    let deck = files["Deck.swift"]!
    #expect(deck.refusal == nil, "\(deck.summary)")
    #expect(
      deck.text == """
        protocol Deck: AnyObject {
          var scrollView: UIScrollView { get throws }
        }

        // Defaults for the optional requirements: each does what callers saw when a
        // conforming type did not implement it (written by curtain-port).
        extension Deck {
          var scrollView: UIScrollView {
            get throws {
              throw OptionalRequirementNotImplemented()
            }
          }
        }

        /// Thrown by a default above: the conforming type does not implement the requirement.
        private struct OptionalRequirementNotImplemented: Error {}

        """)
    #expect(files["Host.swift"]?.text.contains("if let view = (try? deck.scrollView) {") == true)
  }

  /// `if let spacing = dataSource?.cardSpacing`, through a weak delegate's optional chain and of
  /// a value type, as card stacks write their layout questions: the read is `(try? …)` too.
  @Test func aValuePropertyReadThroughAnOptionalChain() {
    let files = ported([
      "DataSource.swift": """
      @objc public protocol CardStackDataSource: AnyObject {
        @objc optional var cardSpacing: CGFloat { get }
      }

      """,
      "Stack.swift": """
      import UIKit

      open class CardStack: UIView {
        public weak var dataSource: CardStackDataSource?

        func spacing() -> CGFloat {
          if let spacing = dataSource?.cardSpacing {
            return spacing
          }
          return 8
        }
      }

      """,
    ])
    let source = files["DataSource.swift"]!
    #expect(source.refusal == nil, "\(source.summary)")
    #expect(source.text.contains("  var cardSpacing: CGFloat { get throws }\n"))
    #expect(source.text.contains("throw OptionalRequirementNotImplemented()"))
    let stack = files["Stack.swift"]!
    #expect(
      stack.text.contains("if let spacing = (try? dataSource?.cardSpacing) {"), "\(stack.text)")
  }

  /// `if let tapped = delegate.didTap` reads a method that returns nothing: once it has a
  /// default, the read is never nil, and calling the default does what skipping it did. A
  /// property of the same name, or of a UIKit optional requirement's name, is left alone.
  @Test func aMethodReadAsAValueIsWrappedInOptional() {
    let file = ported(
      """
      @objc protocol Swiper {
        @objc optional func didTap(view: UIView, index: Int)
      }

      final class Drop {
        var didTap: String?
        var action: String?
      }

      final class Host {
        weak var delegate: Swiper?

        func show(_ drop: Drop, _ sheet: UIViewController) {
          if let title = drop.didTap, let action = drop.action { print(title, action) }
          if let popover = sheet.popoverPresentationController { popover.sourceView = nil }
        }

        func tap(_ view: UIView) {
          if let delegate = delegate {
            if let tapped = delegate.didTap {
              tapped(view, 0)
            }
          }
          if let tapped = delegate?.didTap { tapped(view, 1) }
        }
      }

      """)
    #expect(file.refusal == nil, "\(file.summary)")
    #expect(file.text.contains("  func didTap(view: UIView, index: Int) {}\n"))
    #expect(file.text.contains("      if let tapped = Optional(delegate.didTap) {\n"))
    #expect(file.text.contains("    if let tapped = delegate?.didTap { tapped(view, 1) }\n"))
    #expect(file.text.contains("    if let title = drop.didTap, let action = drop.action {"))
    #expect(file.text.contains("    if let popover = sheet.popoverPresentationController {"))
    #expect(file.count(.optionalCall) == 1)
  }
}
