import Foundation
import Testing

@testable import HeadlessUIKit

/// A text view with its own input controller, as a custom keyboard's host declares it.
@MainActor private final class CustomInput: UIView {
  let controller = UIInputViewController()
  override var inputViewController: UIInputViewController? { controller }
}

/// Input controllers, the shortcuts bar's items, tooltips and variable images.
@MainActor @Suite struct InputSurfaceTests {
  @Test func respondersHaveNoInputControllersUnlessTheyDeclareOne() {
    let plain = UIView()
    #expect(plain.inputViewController == nil && plain.inputAccessoryViewController == nil)
    let custom = CustomInput()
    custom.controller.inputView = UIInputView(frame: .zero, inputViewStyle: .keyboard)
    let input = custom.inputViewController?.inputView as? UIInputView
    #expect(input?.inputViewStyle == .keyboard)
  }

  @Test func eachResponderKeepsItsOwnAssistantItem() {
    let a = UIView()
    let b = UIView()
    let group = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem()], representativeItem: nil)
    a.inputAssistantItem.leadingBarButtonGroups = [group]
    #expect(
      a.inputAssistantItem === a.inputAssistantItem && a.inputAssistantItem !== b.inputAssistantItem
    )
    #expect(a.inputAssistantItem.leadingBarButtonGroups.first === group)
    #expect(b.inputAssistantItem.leadingBarButtonGroups.isEmpty)
    #expect(b.inputAssistantItem.allowsHidingShortcuts)
  }

  @Test func aControlHasATooltipInteractionWhileItHasATooltip() throws {
    let control = UIControl()
    #expect(control.toolTipInteraction == nil)
    control.toolTip = "Share"
    let interaction = try #require(control.toolTipInteraction)
    #expect(interaction.defaultToolTip == "Share" && interaction.isEnabled)
    control.toolTip = "Send"
    #expect(control.toolTipInteraction === interaction && interaction.defaultToolTip == "Send")
    control.toolTip = nil
    #expect(control.toolTipInteraction == nil)
  }

  @Test func aVariableValueFindsTheSameNamedImage() {
    #expect(UIImage(named: "no such image", in: nil, variableValue: 0.5, with: nil) == nil)
  }
}
