import CurtainPort
import Testing

@Suite struct SelectorRewriterTests {
  @Test func unqualifiedSelectorNamesTheEnclosingClass() {
    let file = ported(
      """
      class CardViewController: UIViewController {
        func setUp() {
          let pan = UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
          view.addGestureRecognizer(pan)
        }
        func didPan(_ recognizer: UIPanGestureRecognizer) {}
      }
      """)
    #expect(file.text.contains("action: CardViewController.didPan(_:))"))
    #expect(file.count(.selector) == 1)
    #expect(file.notes.isEmpty)
  }

  @Test func selectorOnSelfInAnExtensionNamesTheExtendedType() {
    let file = ported(
      """
      extension CardViewController {
        func addClose() {
          item = UIBarButtonItem(title: "Close", style: .plain, target: self,
                                 action: #selector(self.close))
        }
      }
      """)
    #expect(file.text.contains("action: CardViewController.close)"))
  }

  @Test func selectorOnAnotherTypeKeepsTheType() {
    let file = ported(
      """
      final class Menu {
        func wire(_ button: UIButton, to owner: Owner) {
          button.addTarget(owner, action: #selector(Owner.toggle), for: .touchUpInside)
        }
      }
      """)
    #expect(file.text.contains("action: Owner.toggle, for: .touchUpInside"))
  }

  @Test func nestedClosuresStillFindTheType() {
    let file = ported(
      """
      struct Builder {
        func build() {
          items.forEach { item in
            item.addTarget(self, action: #selector(tapped), for: .touchUpInside)
          }
        }
      }
      """)
    #expect(file.text.contains("action: Builder.tapped,"))
  }

  @Test(arguments: [
    ("view.addTarget(self, action: #selector(getter: isOpen))", "names a property accessor"),
    ("view.addTarget(self, action: #selector(other.close))", "does not name a method"),
  ])
  func unrewritableSelectorsAreNamedAndLeft(line: String, reason: String) {
    expectNotedAndLeft(line, reason: reason)
  }

  @Test func selectorOutsideAnyTypeIsNamed() {
    let file = ported("let button = make(action: #selector(close))\n")
    #expect(file.text.contains("#selector(close)"))
    #expect(file.notes.first?.message.contains("outside a type") == true)
  }

  @Test func selectorTypedDeclarationsThatCannotBeFencedAreNamed() {
    let file = ported("struct Box { var action: Selector? }\n")
    #expect(!file.isChanged)
    #expect(file.notes.map(\.line) == [1])
    #expect(file.notes[0].message.contains("type Selector"))
  }
}
