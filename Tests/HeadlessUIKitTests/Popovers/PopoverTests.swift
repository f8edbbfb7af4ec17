import Compositor
import CurtainTesting
import Foundation
import Testing

@testable import HeadlessUIKit

/// A popover delegate that records what it is asked and answers as told (a sheet's delegate too:
/// its dismissal questions are the same).
final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
  var adaptive: UIModalPresentationStyle? = UIModalPresentationStyle.none
  var allowsDismissal = true
  var anchorOnPrepare: UIView?
  var calls: [String] = []

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  )
    -> UIModalPresentationStyle
  {
    calls.append("adaptive")
    return adaptive ?? .fullScreen
  }
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    calls.append("prepare")
    if let anchorOnPrepare {
      popoverPresentationController.sourceView = anchorOnPrepare
      popoverPresentationController.sourceRect = anchorOnPrepare.bounds
    }
  }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    calls.append("didAttemptToDismiss")
  }
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    calls.append("didDismissPopover")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: UnsafeMutablePointer<UIView>
  ) { calls.append("willReposition") }
}

/// A screen with a button, presenting an orange 280 × 200 popover anchored to it.
@MainActor struct PopoverScene {
  let stage: Stage
  let root = UIViewController()
  let content = UIViewController()
  let button = UIView(frame: CGRect(x: 40, y: 120, width: 120, height: 44))
  let delegate = PopoverDelegate()

  /// - Parameters:
  ///   - adaptive: What the delegate answers to adaptivity; nil for no delegate.
  init(
    device: Device, adaptive: UIModalPresentationStyle? = UIModalPresentationStyle.none,
    anchored: Bool = true
  ) {
    stage = Stage(device: device)
    let (root, content, button, delegate) = (self.root, self.content, self.button, self.delegate)
    delegate.adaptive = adaptive
    stage.run {
      root.view.backgroundColor = .systemTeal
      button.backgroundColor = .systemBlue
      button.layer.cornerRadius = 8
      root.view.addSubview(button)
      stage.window.rootViewController = root
      content.view.backgroundColor = .systemOrange
      content.preferredContentSize = CGSize(width: 280, height: 200)
      content.modalPresentationStyle = .popover
      let popover = content.popoverPresentationController
      if anchored {
        popover?.sourceView = button
        popover?.sourceRect = button.bounds
      }
      if adaptive != nil { popover?.delegate = delegate }
      stage.at(0.1) { root.present(content, animated: true) }
    }
  }

  var popover: UIPopoverPresentationController? {
    content.presentationController as? UIPopoverPresentationController
  }
}

@MainActor @Suite struct PopoverTests {
  @Test func aPopoverIsMadeForThePopoverStyleOnly() {
    let vc = UIViewController()
    #expect(vc.popoverPresentationController == nil)
    vc.modalPresentationStyle = .popover
    let popover = vc.popoverPresentationController
    #expect(popover != nil && popover === vc.popoverPresentationController)
    #expect(popover?.arrowDirection == .unknown && popover?.permittedArrowDirections == .any)
    #expect(popover?.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
  }

  @Test func onAnIPhoneAPopoverBecomesFullScreen() {
    let scene = PopoverScene(device: .iPhone15Pro, adaptive: nil)
    scene.stage.advance(to: 1)
    #expect(scene.content.presentationController?.presentationStyle == .fullScreen)
    #expect(scene.root.view.window == nil)
    #expect(scene.content.view.frame == scene.stage.window.bounds)
    // Full screen: on the base level, not elevated as a popover's content is.
    #expect(scene.content.traitCollection.userInterfaceLevel == .base)
  }

  @Test func returningNoneKeepsThePopoverOnAnIPhone() throws {
    let scene = PopoverScene(device: .iPhone15Pro)
    scene.stage.advance(to: 1)
    let popover = try #require(scene.popover)
    #expect(scene.delegate.calls == ["adaptive", "prepare"])
    #expect(scene.root.view.window != nil)
    #expect(popover.arrowDirection == .up)
    // Below the button, 13 points for the arrow, kept 10 points from the screen's left edge.
    let body = scene.content.view.convert(scene.content.view.bounds, to: nil)
    #expect(body == CGRect(x: 10, y: 120 + 44 + 13, width: 280, height: 200))
    #expect(popover.presentedView is PopoverChromeView)
    #expect(popover.presentedView?.frame == CGRect(x: 10, y: 164, width: 280, height: 213))
    #expect(scene.content.traitCollection.userInterfaceLevel == .elevated)
  }

  @Test func onAnIPadAPopoverStaysAPopover() {
    let scene = PopoverScene(device: .iPadPro11, adaptive: nil)
    scene.stage.advance(to: 1)
    #expect(scene.popover?.presentationStyle == .popover)
    #expect(scene.popover?.arrowDirection == .up)
    #expect(scene.root.view.window != nil)
  }

  @Test func withoutAnAnchorUIKitRaises() {
    let scene = PopoverScene(device: .iPadPro11, adaptive: nil, anchored: false)
    scene.stage.advance(to: 1)
    #expect(scene.stage.exception?.name == "NSGenericException")
    #expect(
      scene.stage.exception?.reason.contains("should have a non-nil sourceView or barButtonItem")
        == true)
  }

  @Test func prepareForPopoverPresentationMaySetTheAnchor() {
    let scene = PopoverScene(device: .iPadPro11, anchored: false)
    scene.delegate.anchorOnPrepare = scene.button
    scene.stage.advance(to: 1)
    #expect(scene.stage.exception == nil)
    #expect(scene.popover?.arrowDirection == .up)
  }

  @Test func aTapOutsideDismissesAfterAskingTheDelegate() {
    let scene = PopoverScene(device: .iPadPro11)
    scene.stage.at(1) { scene.stage.tap(at: CGPoint(x: 600, y: 900)) }
    scene.stage.advance(to: 2)
    #expect(
      scene.delegate.calls == [
        "adaptive", "prepare", "shouldDismiss", "willDismiss", "didDismissPopover", "didDismiss",
      ])
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.content.view.window == nil)
  }

  @Test func aDelegateMayRefuseTheDismissal() {
    let scene = PopoverScene(device: .iPadPro11)
    scene.delegate.allowsDismissal = false
    scene.stage.at(1) { scene.stage.tap(at: CGPoint(x: 600, y: 900)) }
    scene.stage.advance(to: 2)
    #expect(scene.delegate.calls.suffix(2) == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(scene.root.presentedViewController === scene.content)
  }

  @Test func passthroughViewsGetTheirTouches() {
    let scene = PopoverScene(device: .iPadPro11)
    let other = UIView(frame: CGRect(x: 500, y: 800, width: 200, height: 200))
    var taps = 0
    scene.stage.run {
      other.addGestureRecognizer(
        UITapGestureRecognizer(handler: { if $0.state == .ended { taps += 1 } }))
      scene.root.view.addSubview(other)
    }
    scene.stage.at(0.9) { scene.popover?.passthroughViews = [other] }
    scene.stage.at(1) { scene.stage.tap(at: CGPoint(x: 600, y: 900)) }
    scene.stage.advance(to: 2)
    #expect(taps == 1)
    #expect(scene.root.presentedViewController === scene.content)
    #expect(!scene.delegate.calls.contains("shouldDismiss"))
  }

  @Test func tapsOnThePopoverDoNotDismissIt() {
    let scene = PopoverScene(device: .iPadPro11)
    scene.stage.at(1) { scene.stage.tap(at: CGPoint(x: 100, y: 250)) }
    scene.stage.advance(to: 2)
    #expect(scene.root.presentedViewController === scene.content)
  }

  @Test func rotationRepositionsThePopover() throws {
    let scene = PopoverScene(device: .iPadPro11)
    scene.stage.advance(to: 1)
    scene.stage.rotate(to: .landscapeLeft)
    scene.stage.advance(to: 2)
    #expect(scene.delegate.calls.contains("willReposition"))
    let body = scene.content.view.convert(scene.content.view.bounds, to: nil)
    #expect(body.minY == 120 + 44 + 13 && body.width == 280)
    #expect(scene.stage.window.bounds.width > scene.stage.window.bounds.height)
  }

  /// The popover grows from its arrow's tip while fading in; the anchor's side keeps the arrow.
  @Test func thePopoverFadesInFromItsArrow() throws {
    let scene = PopoverScene(device: .iPadPro11)
    scene.stage.advance(to: 0.2)
    let chrome = try #require(scene.popover?.presentedView)
    let layer = try #require(chrome.layer.presentation())
    #expect(layer.opacity > 0.05 && layer.opacity < 0.95)
    let scale = layer.transform.m11
    #expect(scale > 0.9 && scale < 1)
    // The arrow's tip stays where it is: at the button's bottom edge, mid-way along it.
    let tip = CGPoint(x: 100, y: 164)
    let frame = chrome.frame
    let local = CGPoint(
      x: tip.x - frame.minX - frame.width / 2, y: tip.y - frame.minY - frame.height / 2)
    let moved = CGPoint(
      x: local.x * scale + layer.transform.m41, y: local.y * scale + layer.transform.m42)
    #expect(abs(moved.x - local.x) < 0.01 && abs(moved.y - local.y) < 0.01)
  }

  @Test func aPopoverOnAnIPad() throws {
    let scene = PopoverScene(device: .iPadPro11)
    scene.stage.advance(to: 1)
    assertGolden(try Compositor().render(scene.stage.renderTree()))
  }
}

@Suite struct PopoverPlacementTests {
  let room = CGRect(x: 10, y: 10, width: 800, height: 1000)
  let content = CGSize(width: 300, height: 200)

  @Test func belowTheAnchorWhenThereIsRoom() {
    let p = PopoverPlacement(
      anchor: CGRect(x: 400, y: 100, width: 40, height: 40), room: room, content: content,
      permitted: .any)
    #expect(p.direction == .up)
    #expect(p.body == CGRect(x: 270, y: 153, width: 300, height: 200))
    #expect(p.arrow == CGRect(x: 420 - 18.5, y: 140, width: 37, height: 13))
    #expect(p.frame == CGRect(x: 270, y: 140, width: 300, height: 213))
  }

  @Test func aboveTheAnchorNearTheBottom() {
    let p = PopoverPlacement(
      anchor: CGRect(x: 400, y: 900, width: 40, height: 40), room: room, content: content,
      permitted: .any)
    #expect(p.direction == .down)
    #expect(p.body.maxY == 900 - 13 && p.arrow.minY == p.body.maxY)
  }

  @Test func sidewaysWhenOnlySidewaysIsPermitted() {
    let p = PopoverPlacement(
      anchor: CGRect(x: 100, y: 400, width: 40, height: 40), room: room, content: content,
      permitted: [.left, .right])
    #expect(p.direction == .left)
    #expect(p.body.minX == 140 + 13 && p.arrow.maxX == p.body.minX && p.arrow.height == 37)
  }

  @Test func shrinksToTheLargestRoomWhenNothingFits() {
    let tall = CGSize(width: 300, height: 5000)
    let p = PopoverPlacement(
      anchor: CGRect(x: 400, y: 300, width: 40, height: 40), room: room, content: tall,
      permitted: .any)
    // Below: 300 × 657 points; above: 300 × 277; to the right: 300 × 1000, the most.
    #expect(p.direction == .left && p.body == CGRect(x: 453, y: 10, width: 300, height: 1000))
    let below = PopoverPlacement(
      anchor: CGRect(x: 400, y: 300, width: 40, height: 40), room: room, content: tall,
      permitted: [.up, .down])
    #expect(below.direction == .up && below.body.height == 1010 - 353 && below.body.width == 300)
  }

  @Test func theArrowKeepsClearOfTheCorners() {
    let p = PopoverPlacement(
      anchor: CGRect(x: 0, y: 100, width: 10, height: 40), room: room, content: content,
      permitted: .up)
    #expect(p.body.minX == 10)
    // Reach: ⌊300 / 2⌋ − 13 − 15 = 122 from the body's centre.
    #expect(p.arrow.midX == p.body.midX - 122)
  }

  @Test func neverOverTheAnchor() {
    for y in stride(from: 20.0, through: 960, by: 47) {
      for x in stride(from: 20.0, through: 760, by: 61) {
        let anchor = CGRect(x: x, y: y, width: 30, height: 30)
        let p = PopoverPlacement(anchor: anchor, room: room, content: content, permitted: .any)
        #expect(!p.body.intersects(anchor), "\(anchor) → \(p.body)")
        #expect(room.contains(p.body), "\(anchor) → \(p.body)")
      }
    }
  }
}
