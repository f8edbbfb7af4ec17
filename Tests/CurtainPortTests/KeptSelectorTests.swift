import CurtainPort
import Foundation
import Testing

/// A member that keeps a `Selector` in a property, sent later, takes `Selector` values.
@Suite struct KeptSelectorTests {
  /// An alert whose buttons keep a target and a selector, sent when tapped.
  static let alert = """
    import UIKit

    enum ActionKind { case none, selector, closure }

    open class AlertButton: UIButton {
      var kind = ActionKind.none
      var target: AnyObject!
      var selector: Selector!
    }

    open class Alert: UIView {
      var buttons: [AlertButton] = []

      @discardableResult
      open func addButton(_ title: String, target: AnyObject, selector: Selector) -> AlertButton {
        let button = AlertButton()
        button.setTitle(title, for: .normal)
        button.kind = ActionKind.selector
        button.target = target
        button.selector = selector
        button.addTarget(self, action: #selector(Alert.buttonTapped(_:)), for: .touchUpInside)
        buttons.append(button)
        return button
      }

      @objc func buttonTapped(_ button: AlertButton) {
        if button.kind == ActionKind.selector {
          UIControl().sendAction(button.selector, to: button.target, for: nil)
        }
      }

      @objc open func hide() {}

      func showDone() {
        addButton("Done", target: self, selector: #selector(Alert.hide))
      }

      func clear() {
        for button in buttons { button.selector = nil }
      }
    }

    """

  @Test func theSelectorIsKeptAndPassedAsAValue() {
    let file = ported(Self.alert)
    #expect(file.text.contains("var selector: Selector!"))
    #expect(file.text.contains(#"selector: Selector("hide", Alert.hide))"#))
    #expect(!file.text.contains("canImport(ObjectiveC)"), "\(file.text)")
    #expect(file.count(.objectiveCFence) == 0)
    #expect(file.count(.selectorValue) == 1)
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test func aSelectorUsedOtherwiseIsStillFenced() {
    // The kept selector is also compared, which a Selector value answers, but the port does not
    // follow it there: the member is fenced as before.
    let file = ported(
      Self.alert.replacingOccurrences(
        of: "for button in buttons { button.selector = nil }",
        with: "for button in buttons where button.selector == nil { print(button) }"))
    #expect(file.text.contains("#if canImport(ObjectiveC)\n  var selector: Selector!"))
    #expect(file.count(.selectorValue) == 0)
  }
}
