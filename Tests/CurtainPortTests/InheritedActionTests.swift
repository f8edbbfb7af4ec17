import CurtainPort
import Testing

/// A target–action selector naming a subclass of the class it is written in, sent to `self`.
@Suite struct InheritedActionTests {
  @Test func aMethodTheClassDeclaresIsNamedOnTheClass() {
    // A message view's base wiring a tap to the method its subclass is named with.
    let file = ported(
      """
      import UIKit

      open class CardBase: UIView {
        lazy var tapRecognizer: UITapGestureRecognizer = {
          UITapGestureRecognizer(target: self, action: #selector(CardView.tapped))
        }()

        @objc func tapped() {}
      }

      open class CardView: CardBase {}

      """)
    #expect(file.text.contains("UITapGestureRecognizer(target: self, action: CardBase.tapped)"))
    #expect(file.count(.castTarget) == 0)
  }

  @Test func aMethodOfASuperclassInTheSourcesIsNamedThere() {
    let file = ported(
      """
      import UIKit

      class Root: UIView {
        @objc func close(_ sender: UIButton) {}
      }

      class Middle: Root {
        func wire(_ button: UIButton) {
          button.addTarget(self, action: #selector(Leaf.close(_:)), for: .touchUpInside)
        }
      }

      final class Leaf: Middle {}

      """)
    #expect(
      file.text.contains("button.addTarget(self, action: Root.close(_:), for: .touchUpInside)"))
  }

  @Test func aMethodOnlyTheSubclassDeclaresCastsTheTargetWhenSent() {
    let file = ported(
      """
      import UIKit

      class Panel: UIView {
        func wire(_ button: UIButton) {
          button.addTarget(self, action: #selector(ClosingPanel.close), for: .touchUpInside)
        }
      }

      final class ClosingPanel: Panel {
        @objc func close() {}
      }

      """)
    #expect(
      file.text.contains(
        "button.addTarget(self, action: { ($0 as AnyObject as! ClosingPanel).close }, "))
    #expect(file.count(.castTarget) == 1)
  }

  @Test func aSelectorNamingTheClassItselfOrAnUnrelatedOneStays() {
    let file = ported(
      """
      import UIKit

      class Toolbar: UIView {
        @objc func done() {}
        func wire(_ button: UIButton, _ other: Other) {
          button.addTarget(self, action: #selector(Toolbar.done), for: .touchUpInside)
          button.addTarget(other, action: #selector(Other.done), for: .touchUpInside)
        }
      }

      final class Other: NSObject {
        @objc func done() {}
      }

      """)
    #expect(file.text.contains("button.addTarget(self, action: Toolbar.done, for: .touchUpInside)"))
    #expect(file.text.contains("button.addTarget(other, action: Other.done, for: .touchUpInside)"))
  }
}
