import Compositor
import CurtainTesting
import Foundation
import Testing

@testable import HeadlessUIKit

/// A screen presenting an alert or action sheet with OK, Delete and Cancel at 0.1 s.
@MainActor final class AlertScene {
  let stage: Stage
  let root = UIViewController()
  let button = UIView(frame: CGRect(x: 200, y: 300, width: 120, height: 44))
  let alert: UIAlertController
  var chosen: [String] = []

  init(
    device: Device, style: UIAlertController.Style,
    actions: [(String, UIAlertAction.Style)] = [
      ("OK", .default), ("Delete", .destructive), ("Cancel", .cancel),
    ], anchored: Bool = true, animated: Bool = true
  ) {
    stage = Stage(device: device)
    alert = UIAlertController(
      title: "My Alert", message: "This is an alert.", preferredStyle: style)
    let (root, button, alert) = (root, button, alert)
    stage.run {
      root.view.backgroundColor = .systemTeal
      button.backgroundColor = .systemBlue
      root.view.addSubview(button)
      stage.window.rootViewController = root
      for (title, style) in actions {
        alert.addAction(
          UIAlertAction(title: title, style: style) { [unowned self] in
            self.chosen.append($0.title!)
          })
      }
      if anchored {
        alert.popoverPresentationController?.sourceView = root.view
        alert.popoverPresentationController?.sourceRect = button.frame
      }
      stage.at(0.1) { root.present(alert, animated: animated) }
    }
  }

  /// The centre of `title`'s button in window coordinates.
  func button(_ title: String) -> CGPoint? {
    guard
      let b = alert.contentView?.buttons.first(where: { alert.actions[$0.action].title == title })
    else {
      return nil
    }
    return b.view.convert(CGPoint(x: b.view.bounds.midX, y: b.view.bounds.midY), to: nil)
  }

  func tap(_ point: CGPoint, at time: TimeInterval) {
    stage.at(time) { [stage] in stage.tap(at: point) }
  }
}

@MainActor @Suite struct AlertControllerTests {
  @Test func anAlertIsCentredAndTheHandlerRunsAfterTheDismissal() throws {
    let scene = AlertScene(device: .iPhone15Pro, style: .alert)
    scene.stage.advance(to: 1)
    let view = scene.alert.view!
    // Title and message of a line each: 36 + 20 + 24 points, then three 44-point buttons.
    #expect(view.frame.size == CGSize(width: 270, height: 80 + 3 * 44))
    #expect(abs(view.frame.midX - 196.5) <= 1.0 / 3 && abs(view.frame.midY - 426) <= 1.0 / 3)
    #expect(scene.alert.popoverPresentationController == nil)
    #expect(scene.alert.presentationController?.shouldRemovePresentersView == false)
    scene.tap(try #require(scene.button("Delete")), at: 1)
    scene.stage.advance(to: 2)
    #expect(scene.chosen == ["Delete"])
    #expect(scene.root.presentedViewController == nil && view.window == nil)
    let calls = scene.stage.trace.events.map { "\($0.subject) \($0.call)" }
    // The presenter hears nothing; the handler comes after the alert has gone.
    #expect(
      calls.suffix(3) == [
        "UIAlertController viewWillDisappear(true)", "UIAlertController viewDidDisappear(true)",
        "UIAlertAction handler(\"Delete\")",
      ])
    #expect(
      !calls.contains { $0.hasPrefix("UIViewController viewWill") && $0.contains("Disappear") })
  }

  /// docs/uikit-behaviour.md#alert-animation: a critically damped spring of 0.404 s, ω = 22.855
  /// s⁻¹, from 1.2× and transparent.
  @Test func anAlertGrowsInOnUIKitsSpring() throws {
    let scene = AlertScene(device: .iPhone15Pro, style: .alert)
    scene.stage.advance(to: 0.2)
    let layer = try #require(scene.alert.view.layer.presentation())
    let omega = 22.855
    let t = 0.1
    let x = 1 - (1 + omega * t) * exp(-omega * t)
    #expect(abs(Double(layer.opacity) - x) < 2e-3)
    #expect(abs(Double(layer.transform.m11) - (1.2 - 0.2 * x)) < 2e-3)
    let dimming = try #require(scene.alert.view.superview?.subviews.first)
    #expect(abs(Double(dimming.layer.presentation()!.opacity) - x) < 2e-3)
    scene.stage.advance(to: 0.6)
    #expect(scene.alert.view.layer.presentation()?.opacity == 1)
    #expect(scene.alert.view.transform == .identity)
  }

  @Test func twoButtonsSitSideBySideWithCancelOnTheLeft() throws {
    let scene = AlertScene(
      device: .iPhoneSE, style: .alert, actions: [("OK", .default), ("Cancel", .cancel)])
    scene.stage.advance(to: 1)
    #expect(scene.alert.view.frame.height == CGFloat(80 + 44))
    let cancel = try #require(scene.button("Cancel"))
    let ok = try #require(scene.button("OK"))
    #expect(cancel.x < ok.x && cancel.y == ok.y)
  }

  @Test func aDisabledActionIgnoresTaps() throws {
    let scene = AlertScene(device: .iPhone15Pro, style: .alert)
    scene.stage.run { scene.alert.actions[0].isEnabled = false }
    scene.stage.advance(to: 1)
    scene.tap(try #require(scene.button("OK")), at: 1)
    scene.stage.advance(to: 2)
    #expect(scene.chosen.isEmpty && scene.root.presentedViewController === scene.alert)
  }

  @Test func aSecondCancelActionRaises() {
    let stage = Stage(device: .iPhone15Pro)
    stage.run {
      let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "A", style: .cancel))
      alert.addAction(UIAlertAction(title: "B", style: .cancel))
      #expect(alert.actions.count == 1)
    }
    #expect(
      stage.exception?.reason
        == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
  }

  @Test func anActionSheetRisesAlongTheBottomOfAnIPhone() throws {
    let scene = AlertScene(device: .iPhone15Pro, style: .actionSheet)
    scene.stage.run { #expect(scene.alert.popoverPresentationController == nil) }
    scene.stage.advance(to: 1)
    let frame = scene.alert.view.frame
    // 393 − 2 × 8 wide, above the 34-point home indicator; header, two rows, a gap, cancel.
    let header: CGFloat = 14 + 18 * 2 + 4 + 14
    #expect(
      frame
        == CGRect(
          x: 8, y: 852 - 34 - (header + 2 * 57 + 8 + 57), width: 377,
          height: header + 2 * 57 + 8 + 57))
    // A tap on the dimmed screen chooses Cancel.
    scene.tap(CGPoint(x: 200, y: 100), at: 1)
    scene.stage.advance(to: 2)
    #expect(scene.chosen == ["Cancel"])
  }

  @Test func withoutACancelActionATapOutsideDoesNothing() {
    let scene = AlertScene(device: .iPhone15Pro, style: .actionSheet, actions: [("OK", .default)])
    scene.tap(CGPoint(x: 200, y: 100), at: 1)
    scene.stage.advance(to: 2)
    #expect(scene.chosen.isEmpty && scene.root.presentedViewController === scene.alert)
  }

  @Test func onAnIPadAnActionSheetIsAPopoverWithoutItsCancelButton() throws {
    let scene = AlertScene(device: .iPadPro11, style: .actionSheet)
    scene.stage.run { #expect(scene.alert.popoverPresentationController != nil) }
    scene.stage.advance(to: 1)
    #expect(scene.alert.presentationController?.presentationStyle == .popover)
    #expect(scene.button("Cancel") == nil && scene.button("OK") != nil)
    #expect(scene.alert.view.frame.width == 304)
    // A tap outside the popover is the cancel action.
    scene.tap(CGPoint(x: 700, y: 1000), at: 1)
    scene.stage.advance(to: 2)
    #expect(scene.chosen == ["Cancel"])
    #expect(scene.root.presentedViewController == nil)
  }

  /// Without animation an alert, and an action sheet in a popover, are in place on the next turn
  /// of the clock, and gone on the one after a dismissal, their completions run.
  @Test(arguments: [
    (Device.iPhone15Pro, UIAlertController.Style.alert), (.iPadPro11, .actionSheet),
  ])
  func withoutAnimationItAppearsAndGoesAtOnce(device: Device, style: UIAlertController.Style) throws
  {
    let scene = AlertScene(device: device, style: style, animated: false)
    var dismissed = false
    scene.stage.advance(to: 0.1 + 1.0 / 60)
    let view = try #require(scene.alert.view)
    #expect(view.window != nil && view.alpha == 1 && view.transform == .identity)
    #expect(view.layer.presentation()?.opacity == 1)
    #expect(scene.root.presentedViewController === scene.alert)
    #expect(view.frame.width == (style == .alert ? 270 : 304))
    scene.stage.at(0.5) { scene.root.dismiss(animated: false) { dismissed = true } }
    scene.stage.advance(to: 0.5 + 1.0 / 60)
    #expect(dismissed && view.window == nil && scene.root.presentedViewController == nil)
  }

  @Test func anActionSheetWithoutAnAnchorRaisesOnAnIPad() {
    let scene = AlertScene(device: .iPadPro11, style: .actionSheet, anchored: false)
    scene.stage.advance(to: 1)
    #expect(scene.stage.exception?.name == "NSGenericException")
    #expect(
      scene.stage.exception?.reason.hasPrefix("Your application has presented a UIAlertController")
        == true)
    #expect(scene.stage.exception?.reason.contains("-prepareForPopoverPresentation") == true)
  }

  @Test func longTextMakesATallerAlert() throws {
    let short = AlertLayout(
      mode: .alert, title: "T", message: "M", styles: [.default], width: 270, hairline: 1 / 3)
    let long = AlertLayout(
      mode: .alert, title: "T", message: String(repeating: "word ", count: 40), styles: [.default],
      width: 270,
      hairline: 1 / 3)
    // The message wraps in 13-point text to 238 points (270 less the margins): 18 points a line.
    let lines = AlertLayout.lines(
      String(repeating: "word ", count: 40), font: AlertLayout.messageFont, width: 238, scale: 3)
    #expect(lines >= 5)
    #expect(long.size.height - short.size.height == CGFloat(18 * (lines - 1)))
    // The message's label is as tall as its lines, its first baseline 20 points below the title's.
    let frame = try #require(long.messageFrame)
    #expect(frame.height == CGFloat(lines) * AlertLayout.messageFont.lineHeight)
    #expect(abs(frame.minY + AlertLayout.messageFont.ascender - (36 + 20)) < 1e-9)
    let none = AlertLayout(
      mode: .alert, title: nil, message: nil, styles: [.default, .default, .cancel], width: 270,
      hairline: 1 / 3)
    #expect(none.size.height == CGFloat(3 * 44) && none.rows.map(\.action) == [0, 1, 2])
  }

  @Test func anAlertAndAnActionSheet() throws {
    let alert = AlertScene(device: .iPhoneSE, style: .alert)
    alert.stage.advance(to: 1)
    assertGolden(try Compositor().render(alert.stage.renderTree()), named: "alert")
    let sheet = AlertScene(device: .iPhoneSE, style: .actionSheet)
    sheet.stage.advance(to: 1)
    assertGolden(try Compositor().render(sheet.stage.renderTree()), named: "actionSheet")
  }
}
