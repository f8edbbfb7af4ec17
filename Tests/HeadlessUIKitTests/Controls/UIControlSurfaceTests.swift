import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class Target: NSObject {
  var count = 0
  func fire() { count += 1 }
}

/// A button that puts its title above its image, by overriding the content rectangles.
@MainActor private final class StackedButton: UIButton {
  override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(x: contentRect.minX, y: contentRect.minY, width: contentRect.width, height: 20)
  }
  override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(x: contentRect.minX, y: contentRect.minY + 20, width: 10, height: 10)
  }
}

@MainActor @Suite struct UIControlSurfaceTests {
  @Test func primaryActionsRunFromTheInitializerAndPerformPrimaryAction() {
    var ran = 0
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
    control.performPrimaryAction()
    #expect(ran == 1)
    let button = UIButton(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
    button.changesSelectionAsPrimaryAction = true
    button.performPrimaryAction()
    #expect(ran == 2 && button.isSelected)
    button.performPrimaryAction()
    #expect(!button.isSelected)
  }

  @Test func aTapTogglesTheSelectionWhenItChangesSelection() {
    let (stage, root) = stageWithRootView()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
    button.changesSelectionAsPrimaryAction = true
    stage.run { root.addSubview(button) }
    stage.run { stage.tap(at: CGPoint(x: 150, y: 320)) }
    stage.advance(to: 0.5)
    #expect(button.isSelected)
  }

  @Test func allTargetsAndTheEffectiveAlignment() {
    let control = UIControl()
    let target = Target()
    control.addTarget(target, action: Target.fire, for: .touchUpInside)
    #expect(control.allTargets == [AnyHashable(target)])
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.contentHorizontalAlignment = .trailing
    #expect(control.effectiveContentHorizontalAlignment == .right)
    #expect(control.contextMenuInteraction == nil)
    control.isContextMenuInteractionEnabled = true
    #expect(control.contextMenuInteraction?.view === control)
  }

  @Test func buttonsLayOutTheirContentInTheRectanglesTheyGive() {
    let button = StackedButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
    button.setTitle("Title", for: .normal)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame == CGRect(x: 6, y: 4, width: 88, height: 20))
    #expect(button.imageView?.frame == CGRect(x: 6, y: 24, width: 10, height: 10))
    #expect(
      button.contentRect(forBounds: button.bounds) == CGRect(x: 6, y: 4, width: 88, height: 32))
    #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
  }

  @Test func titleShadowsAndSymbolConfigurationsFollowTheState() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.setTitleShadowColor(.black, for: .normal)
    button.setTitleShadowColor(.gray, for: .highlighted)
    let large = UIImage.SymbolConfiguration(pointSize: 30)
    button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
    #expect(button.currentTitleShadowColor == .black)
    #expect(button.titleLabel?.shadowColor == .black)
    button.isHighlighted = true
    #expect(button.currentTitleShadowColor == .gray && button.titleLabel?.shadowColor == .gray)
    #expect(button.currentPreferredSymbolConfiguration === large)
    #expect(button.imageView?.preferredSymbolConfiguration === large)
    #expect(button.role == .normal && !button.isHovered && !button.isHeld)
    #expect(button.subtitleLabel == nil && button.adjustsImageWhenHighlighted)
  }

  @Test func imageEffectsCurtainDoesNotDrawAreSaidOnceWhenTheyWouldShow() {
    let stage = Stage()
    stage.run {
      let button = UIButton(type: .custom)
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image {
        $0.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      }
      button.setImage(image, for: .normal)
      button.showsTouchWhenHighlighted = true
      button.isHighlighted = true
      button.isHighlighted = false
      button.isHighlighted = true
    }
    #expect(
      stage.messages.map(\.text) == [
        "UIButton.adjustsImageWhenHighlighted has no effect in Curtain: the image is not "
          + "darkened while highlighted.",
        "UIButton.showsTouchWhenHighlighted has no effect in Curtain: no glow is drawn under "
          + "the touch.",
      ])
  }
}
