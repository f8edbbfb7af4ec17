import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIButtonConfigurationTests {
  @Test func contentInsetsSizeAndPlaceThePlainButtonsTitle() {
    let button = UIButton()
    var config = UIButton.Configuration.plain()
    config.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    button.configuration = config
    button.setTitle("Undo", for: .normal)
    let title = button.titleLabel!.sizeThatFits(.zero)
    let size = button.sizeThatFits(.zero)
    #expect(size.width == title.width + 20)
    #expect(size.height == title.height)
    button.frame = CGRect(origin: .zero, size: CGSize(width: size.width + 40, height: 44))
    button.layoutIfNeeded()
    #expect(abs(button.titleLabel!.frame.midX - button.bounds.midX) < 0.5)
    #expect(button.titleLabel!.textColor == button.tintColor)
  }

  @Test func theDefaultInsetsFollowTheButtonSizeUntilSet() {
    var config = UIButton.Configuration.filled()
    #expect(config.contentInsets.leading == 12)
    config.buttonSize = .large
    #expect(config.contentInsets.leading == 20)
    config.contentInsets.leading = 3
    config.buttonSize = .small
    #expect(config.contentInsets.leading == 3)
    config.setDefaultContentInsets()
    #expect(config.contentInsets.leading == 10)
  }

  @Test func theConfigurationsTitleAndImageAreLaidOutWithPadding() {
    var config = UIButton.Configuration.filled()
    config.title = "Share"
    config.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 16))
    }
    config.imagePadding = 8
    config.imagePlacement = .trailing
    let button = UIButton(configuration: config)
    #expect(button.currentTitle == nil)
    let image = button.imageView!.image!.size
    let title = button.titleLabel!.sizeThatFits(.zero)
    let size = button.sizeThatFits(.zero)
    #expect(size.width == title.width + 8 + image.width + 24)
    button.frame = CGRect(origin: .zero, size: size)
    button.layoutIfNeeded()
    // The image follows the title on the trailing side.
    #expect(abs(button.imageView!.frame.minX - (button.titleLabel!.frame.maxX + 8)) < 0.01)
    // A filled button: white title on the tint.
    #expect(button.titleLabel!.textColor == .white)
    #expect(button.subviews.first?.backgroundColor == button.tintColor)
    #expect(button.subviews.first?.layer.cornerRadius == 6)
  }

  @Test func aStatesTitleColourWinsAndTheHandlerRunsOnStateChanges() {
    let (stage, root) = stageWithRootView()
    let button = UIButton(configuration: .tinted())
    button.setTitle("Go", for: .normal)
    button.setTitleColor(.green, for: .normal)
    var updates = 0
    button.configurationUpdateHandler = { b in
      updates += 1
      b.configuration?.baseBackgroundColor = b.isSelected ? .red : .blue
    }
    button.frame = CGRect(x: 10, y: 100, width: 100, height: 40)
    stage.run { root.addSubview(button) }
    stage.advance(to: 0.1)
    #expect(button.titleLabel!.textColor == .green)
    let first = updates
    #expect(first >= 1)
    stage.run { button.isSelected = true }
    stage.advance(to: 0.2)
    #expect(updates > first)
    #expect(button.configuration?.baseBackgroundColor == .red)
  }
}
