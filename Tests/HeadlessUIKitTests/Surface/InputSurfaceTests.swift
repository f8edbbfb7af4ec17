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

  @Test func theKeyboardGuideSitsBelowTheSafeAreaWithTheKeyboardHidden() {
    let stage = Stage(device: .iPhone15Pro)
    let controller = UIViewController()
    let bar = UIView()
    stage.run {
      stage.window.rootViewController = controller
      bar.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(bar)
      let guide = controller.view.keyboardLayoutGuide
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
        bar.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    stage.advance(to: 0.1)
    let view = controller.view!
    #expect(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
    #expect(bar.frame.maxY == view.bounds.height - view.safeAreaInsets.bottom)
    #expect(view.keyboardLayoutGuide.layoutFrame.height == view.safeAreaInsets.bottom)
    stage.run { view.keyboardLayoutGuide.usesBottomSafeArea = false }
    stage.advance(to: 0.2)
    #expect(bar.frame.maxY == view.bounds.height)
  }

  @Test func fontDescriptorsMakeRoundedBoldAndMonospacedVariants() {
    let base = UIFont.systemFont(ofSize: 20, weight: .semibold)
    let descriptor = base.fontDescriptor
    #expect(descriptor.pointSize == 20 && !descriptor.symbolicTraits.contains(.traitBold))
    #expect(UIFont(descriptor: descriptor, size: 0) == base)
    let rounded = UIFont(descriptor: descriptor.withDesign(.rounded)!, size: 24)
    #expect(rounded == UIFont(size: 24, weight: .semibold, design: .rounded))
    let bold = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
    #expect(bold == UIFont.systemFont(ofSize: 20, weight: .bold))
    #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
    let mono = UIFont(descriptor: descriptor.withSymbolicTraits(.traitMonoSpace)!, size: 0)
    #expect(mono == UIFont.monospacedSystemFont(ofSize: 20, weight: .semibold))
    #expect(UIFontDescriptor(name: "Menlo-Bold", size: 12).withDesign(.rounded) == nil)
  }
}

/// A descriptor's attributes, as code that scales a font again with `UIFontMetrics` reads them.
@MainActor @Suite struct FontDescriptorAttributeTests {
  @Test func aTextStylesFontNamesItsStyleAndItsVariantsKeepIt() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle == .body)
    let bigger = body.fontDescriptor.withSize(30)
    #expect(bigger.object(forKey: .textStyle) as? UIFont.TextStyle == .body)
    #expect((bigger.object(forKey: .size) as? NSNumber)?.doubleValue == 30)
    let plain = UIFont.systemFont(ofSize: 17).fontDescriptor
    #expect(plain.object(forKey: .textStyle) == nil)
    #expect(plain.object(forKey: .family) as? String == UIFont.systemFont(ofSize: 17).familyName)
  }
}
