import Foundation
import Testing

@testable import HeadlessUIKit

/// A root screen that presents a controller with the default style at 0.1 s; settled by 0.7 s.
@MainActor struct SheetScene {
  let stage: Stage
  let root = LoggingViewController()
  let sheet = LoggingViewController()
  /// The sheet's delegate (a popover delegate answers the same dismissal questions).
  let delegate = PopoverDelegate()

  init(
    device: Device = .iPhone15Pro, orientation: UIInterfaceOrientation = .portrait,
    style: UIModalPresentationStyle = .automatic, configure: (Stage) -> Void = { _ in }
  ) {
    stage = Stage(device: device, orientation: orientation)
    configure(stage)
    let (root, sheet, delegate) = (self.root, self.sheet, self.delegate)
    sheet.modalPresentationStyle = style
    stage.run {
      stage.window.rootViewController = root
      sheet.presentationController?.delegate = delegate
      stage.at(0.1) { root.present(sheet, animated: true) }
      stage.advance(to: 0.7)
      root.log = []
      sheet.log = []
      delegate.calls = []
    }
  }

  var controller: UISheetPresentationController? {
    sheet.presentationController as? UISheetPresentationController
  }
}

@MainActor @Suite struct SheetPresentationTests {
  @Test func theDefaultStyleIsACardSheetOverTheRecedingPresenter() throws {
    let scene = SheetScene()
    let pc = try #require(scene.controller)
    #expect(pc.presentationStyle == .pageSheet)
    #expect(scene.sheet.sheetPresentationController === pc)
    // iPhone 15 Pro: 393 × 852 pt, safe top 59: the sheet's top is 10 points lower.
    let sheetView = try #require(pc.presentedView)
    #expect(sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(scene.sheet.view.frame == sheetView.bounds)
    #expect(sheetView.layer.cornerRadius == 10 && sheetView.layer.maskedCorners == .topCorners)
    // The presenter stays in the window, shrunk by 16 points a side, its top edge 10 points
    // above the sheet, its corners rounded.
    let presenter = scene.root.view!
    #expect(presenter.window != nil)
    let s = (393.0 - 32) / 393
    #expect(abs(presenter.transform.a - s) < 1e-9 && abs(presenter.transform.d - s) < 1e-9)
    #expect(abs(presenter.frame.minY - 59) < 1e-9 && abs(presenter.frame.minX - 16) < 1e-9)
    #expect(presenter.layer.cornerRadius == 10 && presenter.clipsToBounds)
    #expect(pc.dimmingView.alpha == 1 && pc.dimmingView.superview === pc.containerView)
  }

  @Test func thePresenterGetsNoAppearanceCallbacks() {
    let stage = Stage()
    stage.run {
      let root = LoggingViewController()
      let sheet = LoggingViewController()
      stage.window.rootViewController = root
      stage.advance(to: 0)
      root.log = []
      root.present(sheet, animated: true)
      stage.advance(to: 1)
      #expect(root.log.filter { $0.contains("ppear") }.isEmpty)
      #expect(
        sheet.log.filter { $0.contains("ppear") } == [
          "viewWillAppear(true)", "viewDidAppear(true)",
        ])
      sheet.dismiss(animated: true)
      stage.advance(to: 2)
      #expect(root.log.filter { $0.contains("ppear") }.isEmpty)
      #expect(
        root.view.transform == .identity && root.view.layer.cornerRadius == 0
          && !root.view.clipsToBounds)
      #expect(root.presentedViewController == nil && sheet.view.window == nil)
    }
  }

  @Test func theSheetRisesOnTheSystemSpringAsThePresenterRecedes() throws {
    let stage = Stage()
    try stage.run {
      let root = UIViewController()
      let sheet = UIViewController()
      stage.window.rootViewController = root
      stage.at(0.1) { root.present(sheet, animated: true) }
      // Curve 7 at 0.1 s of 0.5: x = 1 − (1 + ωt)e^(−ωt), ω = 18.257 s⁻¹.
      stage.advance(to: 0.2)
      let pc = try #require(sheet.sheetPresentationController)
      let t = 0.1
      let w = 18.257418583505537
      let x = 1 - (1 + w * t) * exp(-w * t)
      let top = try #require(pc.presentedView).layer.presentation()!.frame.minY
      #expect(abs(top - (852 + (69 - 852) * x)) < 0.05)
      let scale = root.view.layer.presentation()!.transform.m11
      #expect(abs(scale - (1 + ((393.0 - 32) / 393 - 1) * x)) < 1e-3)
      #expect(abs(CGFloat(pc.dimmingView.layer.presentation()!.opacity) - x) < 1e-3)
    }
  }

  @Test func olderIOSPresentsSheetsFullScreen() {
    let scene = SheetScene(configure: { $0.presentsSheetsFullScreen = true })
    #expect(scene.controller == nil)
    #expect(scene.sheet.presentationController?.presentationStyle == .fullScreen)
    #expect(scene.root.view.window == nil)
  }

  @Test func aHomeButtonIPhoneLeavesTwiceTheOffset() throws {
    let scene = SheetScene(device: .iPhoneSE)
    let pc = try #require(scene.controller)
    #expect(pc.presentedView?.frame == CGRect(x: 0, y: 40, width: 375, height: 627))
    #expect(abs(scene.root.view.frame.minY - 30) < 1e-9)
  }

  @Test func anIPadFloatsAFormSheetAndKeepsThePresenterStill() throws {
    let scene = SheetScene(device: .iPadPro11, style: .formSheet)
    let pc = try #require(scene.controller)
    #expect(pc.presentationStyle == .formSheet)
    // 834 × 1210 pt, longest side over 1024: UIKit's 580 × 640, centred.
    #expect(pc.presentedView?.frame == CGRect(x: 127, y: 285, width: 580, height: 640))
    #expect(pc.presentedView?.layer.maskedCorners == .allCorners)
    #expect(scene.root.view.transform == .identity)
  }

  @Test func aFormSheetTakesThePreferredContentSize() throws {
    let stage = Stage(device: .iPadPro11)
    try stage.run {
      let root = UIViewController()
      let sheet = UIViewController()
      sheet.modalPresentationStyle = .formSheet
      sheet.preferredContentSize = CGSize(width: 400, height: 300)
      stage.window.rootViewController = root
      root.present(sheet, animated: false)
      stage.advance(to: 0.1)
      let view = try #require(sheet.sheetPresentationController?.presentedView)
      #expect(view.frame == CGRect(x: 217, y: 455, width: 400, height: 300))
    }
  }

  @Test func anIPadPageSheetIsPageWide() throws {
    let scene = SheetScene(device: .iPadPro11, style: .pageSheet)
    let pc = try #require(scene.controller)
    // Safe top 24 + 2 × 10; 704 points wide, centred, down to the bottom edge.
    #expect(pc.presentedView?.frame == CGRect(x: 65, y: 44, width: 704, height: 1166))
    #expect(scene.root.view.transform == .identity)
  }

  @Test func compactHeightCoversTheScreenAndRotationRestoresTheDepth() throws {
    let scene = SheetScene()
    let pc = try #require(scene.controller)
    try scene.stage.run {
      scene.stage.rotate(to: .landscapeRight, animated: false)
      scene.stage.advance(to: 1)
      let view = try #require(pc.presentedView)
      #expect(view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
      #expect(view.layer.cornerRadius == 0)
      #expect(
        scene.root.view.transform == .identity
          && scene.root.view.frame.size == CGSize(width: 852, height: 393))
      scene.stage.rotate(to: .portrait, animated: false)
      scene.stage.advance(to: 1.5)
      #expect(view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
      #expect(
        abs(scene.root.view.frame.minY - 59) < 1e-9 && abs(scene.root.view.frame.width - 361) < 1e-9
      )
    }
  }

  @Test func aFlickDismissesAndTheDelegateHearsWillThenDid() {
    let scene = SheetScene()
    scene.stage.run {
      scene.stage.swipe(from: CGPoint(x: 196, y: 300), by: CGVector(dx: 0, dy: 200), duration: 0.1)
      scene.stage.advance(to: 2)
      #expect(scene.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
      #expect(
        scene.sheet.log.filter { $0.contains("ppear") } == [
          "viewWillDisappear(true)", "viewDidDisappear(true)",
        ])
      #expect(scene.root.presentedViewController == nil)
      #expect(scene.root.view.transform == .identity && scene.root.view.layer.cornerRadius == 0)
    }
  }

  @Test func aDragLetGoEarlyReturnsTheSheet() throws {
    let scene = SheetScene()
    let pc = try #require(scene.controller)
    try scene.stage.run {
      scene.stage.pan(
        from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 420), duration: 0.6, easing: .easeOut)
      // Mid-drag the sheet has followed the finger well down (linear while interactive).
      scene.stage.advance(to: 1.25)
      let view = try #require(pc.presentedView)
      #expect(view.layer.presentation()!.frame.minY > 69 + 60)
      scene.stage.advance(to: 2.5)
      #expect(scene.delegate.calls == ["shouldDismiss", "willDismiss"])
      #expect(
        scene.sheet.log.filter { $0.contains("ppear") }
          == ["viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)"])
      #expect(view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
      #expect(scene.root.presentedViewController === scene.sheet)
      #expect(
        abs(scene.root.view.frame.minY - 59) < 1e-9 && scene.root.view.layer.cornerRadius == 10)
      #expect(pc.dimmingView.alpha == 1)
    }
  }

  @Test(arguments: [true, false])
  func aRefusedDismissalStretchesAndSpringsBack(modal: Bool) throws {
    let scene = SheetScene()
    let pc = try #require(scene.controller)
    scene.sheet.isModalInPresentation = modal
    scene.delegate.allowsDismissal = modal
    try scene.stage.run {
      scene.stage.swipe(from: CGPoint(x: 196, y: 300), by: CGVector(dx: 0, dy: 300), duration: 0.1)
      scene.stage.advance(to: 0.78)
      let view = try #require(pc.presentedView)
      // Stretched: less than the finger moved, more than nothing.
      let stretch = view.transform.ty
      #expect(stretch > 0 && stretch < 200)
      scene.stage.advance(to: 2)
      #expect(
        scene.delegate.calls
          == (modal ? ["didAttemptToDismiss"] : ["shouldDismiss", "didAttemptToDismiss"]))
      #expect(view.transform == .identity && scene.root.presentedViewController === scene.sheet)
      #expect(scene.sheet.log.filter { $0.contains("ppear") }.isEmpty)
    }
  }

  @Test func theStretchIsAScrollViewsRubberBand() {
    #expect(SheetDragInteraction.stretch(0, over: 783) == 0)
    // d = h: (1 − 1/1.55) · h.
    #expect(abs(SheetDragInteraction.stretch(783, over: 783) - 783 * (1 - 1 / 1.55)) < 1e-9)
    #expect(SheetDragInteraction.stretch(10_000, over: 783) < 783)
  }

  @Test func aSheetOverASheetPushesTheFirstBack() throws {
    let scene = SheetScene()
    let first = try #require(scene.controller)
    try scene.stage.run {
      let second = UIViewController()
      scene.sheet.present(second, animated: true)
      scene.stage.advance(to: 1.5)
      let firstView = try #require(first.presentedView)
      let secondView = try #require(second.sheetPresentationController?.presentedView)
      #expect(secondView.frame.minY == 69)
      // The first sheet shrinks and its top rises to 10 points above the second.
      #expect(abs(firstView.frame.minY - 59) < 1e-9 && firstView.frame.width < 393)
      second.dismiss(animated: true)
      scene.stage.advance(to: 2.5)
      #expect(firstView.transform == .identity && firstView.frame.minY == 69)
    }
  }

  @Test func theGrabberShowsWhenPreferred() throws {
    let scene = SheetScene()
    let pc = try #require(scene.controller)
    let view = try #require(pc.presentedView as? SheetContentView)
    #expect(view.grabber.isHidden)
    pc.prefersGrabberVisible = true
    #expect(!view.grabber.isHidden)
    scene.stage.run { scene.stage.advance(to: 0.8) }
    #expect(view.grabber.frame == CGRect(x: 178.5, y: 5, width: 36, height: 5))
  }

  @Test func aSheetsContentIsElevatedAndThePresentersIsNot() throws {
    let scene = SheetScene()
    #expect(scene.sheet.traitCollection.userInterfaceLevel == .elevated)
    #expect(scene.sheet.view.traitCollection.userInterfaceLevel == .elevated)
    #expect(scene.root.traitCollection.userInterfaceLevel == .base)
    let fullScreen = SheetScene(style: .fullScreen)
    #expect(fullScreen.sheet.traitCollection.userInterfaceLevel == .base)
  }
}
