import Compositor
import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller with target methods in the three forms `curtain port` writes from `#selector`.
@MainActor private final class Handler {
  var calls: [String] = []
  func close() { calls.append("close()") }
  func tapped(_ sender: UIButton) { calls.append("tapped(\(sender.currentTitle ?? ""))") }
  func any(_ sender: Any) { calls.append("any") }
  func touched(_ sender: UIControl, forEvent event: UIEvent) {
    calls.append("touched(\(event.allTouches?.count ?? 0))")
  }
  func down() { calls.append("down") }
  func outside() { calls.append("outside") }
  func cancel() { calls.append("cancel") }
}

@MainActor @Suite struct UIButtonTests {
  func button(in root: UIView) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Close", for: .normal)
    button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
    root.addSubview(button)
    return button
  }

  @Test func aTapSendsTouchUpInsideToEveryTargetForm() {
    let (stage, root) = stageWithRootView()
    let button = button(in: root)
    let handler = Handler()
    button.addTarget(handler, action: Handler.close, for: .touchUpInside)
    button.addTarget(handler, action: Handler.tapped, for: .touchUpInside)
    button.addTarget(handler, action: Handler.any, for: .primaryActionTriggered)
    button.addTarget(handler, action: Handler.touched, for: .touchUpInside)
    button.addTarget(handler, action: Handler.down, for: .touchDown)
    var ran: [Any?] = []
    button.addAction(UIAction { action in ran.append(action.sender) }, for: .touchUpInside)
    stage.run { stage.tap(at: CGPoint(x: 150, y: 320)) }
    stage.advance(to: 0.5)
    #expect(handler.calls == ["down", "close()", "tapped(Close)", "touched(1)", "any"])
    #expect(ran.count == 1 && (ran[0] as? UIButton) === button)
    #expect(
      stage.trace.events.map(\.call).filter { $0.hasPrefix("sendActions") } == [
        "sendActions(for: touchDown)", "sendActions(for: touchUpInside)",
        "sendActions(for: primaryActionTriggered)",
      ])
  }

  @Test func highlightingFollowsTheFingerWithTheTrackingSlop() {
    let (stage, root) = stageWithRootView()
    let button = button(in: root)
    button.setTitle("Pressed", for: .highlighted)
    let handler = Handler()
    button.addTarget(handler, action: Handler.close, for: .touchUpInside)
    button.addTarget(handler, action: Handler.outside, for: .touchUpOutside)
    var highlighted: [Bool] = []
    var titles: [String?] = []
    button.addAction(
      UIAction { _ in
        highlighted.append(button.isHighlighted)
        titles.append(button.currentTitle)
      }, for: [.touchDown, .touchDragExit, .touchDragEnter])
    // 60 points below the button's bottom is still inside; 100 is not.
    stage.run {
      stage.pan(
        along: [CGPoint(x: 150, y: 320), CGPoint(x: 150, y: 404), CGPoint(x: 150, y: 444)],
        duration: 0.5, easing: .linear)
    }
    stage.advance(to: 1)
    #expect(highlighted == [true, false])
    #expect(titles == ["Pressed", "Close"])
    #expect(handler.calls == ["outside"])
  }

  @Test func aDisabledButtonIgnoresTouchesAndGreysItsTitle() {
    let (stage, root) = stageWithRootView()
    let button = button(in: root)
    let handler = Handler()
    button.addTarget(handler, action: Handler.close, for: .touchUpInside)
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(button.currentTitleColor == .systemGray)
    stage.run { stage.tap(at: CGPoint(x: 150, y: 320)) }
    stage.advance(to: 0.5)
    #expect(handler.calls.isEmpty)
    button.isEnabled = true
    #expect(button.currentTitleColor == button.tintColor)
  }

  @Test func aButtonWinsOverItsSuperviewsTapButAPanCancelsIt() {
    let (stage, root) = stageWithRootView()
    let button = button(in: root)
    let handler = Handler()
    button.addTarget(handler, action: Handler.close, for: .touchUpInside)
    button.addTarget(handler, action: Handler.cancel, for: .touchCancel)
    var taps = 0
    root.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
    root.addGestureRecognizer(UIPanGestureRecognizer())
    stage.run { stage.tap(at: CGPoint(x: 150, y: 320)) }
    stage.advance(to: 0.5)
    #expect(handler.calls == ["close()"] && taps == 0)
    stage.run {
      stage.pan(from: CGPoint(x: 150, y: 320), to: CGPoint(x: 150, y: 500), duration: 0.3)
    }
    stage.advance(to: 1)
    #expect(handler.calls == ["close()", "cancel"])
  }

  @Test func targetsAndActionsCanBeSentAndRemoved() {
    let button = UIButton(type: .custom)
    let handler = Handler()
    button.addTarget(handler, action: Handler.close, for: [.touchUpInside, .valueChanged])
    button.addTarget(handler, action: Handler.down, for: .valueChanged)
    let action = UIAction(identifier: UIAction.Identifier("a")) { _ in handler.calls.append("a") }
    button.addAction(action, for: .valueChanged)
    button.sendActions(for: .valueChanged)
    #expect(handler.calls == ["close()", "down", "a"])
    #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
    // Methods of one signature are told apart by type only: both go for .valueChanged.
    button.removeTarget(handler, action: Handler.close, for: .valueChanged)
    button.removeAction(identifiedBy: UIAction.Identifier("a"), for: .valueChanged)
    handler.calls = []
    button.sendActions(for: [.valueChanged, .touchUpInside])
    #expect(handler.calls == ["close()"])
    button.removeTarget(nil, action: nil, for: .allEvents)
    #expect(button.allControlEvents.isEmpty)
  }

  @Test func titlesAndImagesFallBackToNormal() {
    let button = UIButton(type: .custom)
    button.setTitle("Off", for: .normal)
    button.setTitle("On", for: .selected)
    #expect(button.currentTitle == "Off")
    button.isSelected = true
    #expect(button.currentTitle == "On" && button.titleLabel?.text == "On")
    #expect(button.title(for: .highlighted) == "Off")
    #expect(button.currentTitleColor == .white)
    button.setTitleColor(.red, for: .normal)
    #expect(button.titleColor(for: .disabled) == .red)
  }

  @Test func theSizeFitsTheContentAndTheInsets() {
    let button = UIButton(type: .system)
    button.setTitle("Close", for: .normal)
    let title = button.titleLabel!.sizeThatFits(.zero)
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    let size = button.sizeThatFits(.zero)
    #expect(size.width == title.width + 20)
    #expect(size.height == max(30, title.height + 8))
    button.sizeToFit()
    button.layoutIfNeeded()
    #expect(button.titleLabel!.frame.midX == button.bounds.midX)
    #expect(button.intrinsicContentSize == size)
  }

  @Test func aButtonDrawsItsTitleInTheTint() throws {
    let (stage, root) = stageWithRootView()
    root.backgroundColor = .white
    let button = button(in: root)
    stage.advance(to: 0.5)
    let frame = try Compositor().render(stage.renderTree())
    let scale = Int(stage.screen.scale)
    var tinted = 0
    for y in (300 * scale)..<(344 * scale) {
      for x in (100 * scale)..<(220 * scale) {
        let p = frame.pixel(x: x, y: y)
        // Ink of the title: blue dominates, unlike the white background.
        if Double(p.b) > Double(p.r) + 60 && Double(p.b) > 150 { tinted += 1 }
      }
    }
    #expect(tinted > 100)
    #expect(button.titleLabel?.superview === button)
  }
}
