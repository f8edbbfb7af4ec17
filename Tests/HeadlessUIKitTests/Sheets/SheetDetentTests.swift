import Foundation
import Testing

@testable import HeadlessUIKit

/// The popover tests' delegate answers a sheet's questions too, and records detent changes.
extension PopoverDelegate: UISheetPresentationControllerDelegate {
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    calls.append("didChangeDetent")
  }
}

/// An iPhone 15 Pro (393 × 852 pt, safe area 59 above and 34 below) presenting a sheet with
/// detents at 0.1 s; settled by 0.7 s. The large detent's value is 852 − 34 − 69 = 749; the
/// medium one's is half the container, 426, so the sheet's top rests at 818 − 426 = 392.
@MainActor struct DetentScene {
  let stage = Stage()
  let root = UIViewController()
  let sheet = LoggingViewController()
  let delegate = PopoverDelegate()
  let controller: UISheetPresentationController

  static let largeTop: CGFloat = 69
  static let mediumTop: CGFloat = 392
  /// The receding presenter's scale: 16 points in from each side.
  static let recededScale: CGFloat = (393 - 32) / 393

  init(
    detents: [UISheetPresentationController.Detent] = [.medium(), .large()],
    configure: (Stage, UISheetPresentationController) -> Void = { _, _ in }
  ) {
    let controller = sheet.sheetPresentationController!
    self.controller = controller
    controller.detents = detents
    controller.delegate = delegate
    configure(stage, controller)
    let (stage, root, sheet, delegate) = (self.stage, self.root, self.sheet, self.delegate)
    stage.run {
      stage.window.rootViewController = root
      stage.at(0.1) { root.present(sheet, animated: true) }
      stage.advance(to: 0.7)
      sheet.log = []
      delegate.calls = []
    }
  }

  var sheetView: UIView { controller.presentedView! }
  /// The sheet's top edge on screen, mid-animation included.
  var shownTop: CGFloat { sheetView.layer.presentation()!.frame.minY }
}

/// Curve 7 (the sheet's spring) at `t` seconds: 1 − (1 + ωt)e^(−ωt), ω = 18.257 s⁻¹.
func systemSpring(_ t: Double) -> Double {
  let w = 18.257418583505537
  return 1 - (1 + w * t) * exp(-w * t)
}

@MainActor @Suite struct SheetDetentTests {
  @Test func eachDetentHasItsFrameAndOnlyTheLargeOneRecedesThePresenter() {
    let scene = DetentScene()
    #expect(scene.controller.detents.map(\.identifier) == [.medium, .large])
    #expect(scene.controller.selectedDetentIdentifier == nil)
    #expect(scene.sheetView.frame == CGRect(x: 0, y: 392, width: 393, height: 460))
    #expect(scene.sheet.view.frame.size == CGSize(width: 393, height: 460))
    #expect(scene.controller.dimmingView.alpha == 1)
    #expect(scene.root.view.transform == .identity && scene.root.view.layer.cornerRadius == 0)
    // Set outside animateChanges, the detent takes effect at once.
    scene.stage.run { scene.controller.selectedDetentIdentifier = .large }
    #expect(scene.sheetView.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(scene.shownTop == 69)
    #expect(abs(scene.root.view.transform.a - DetentScene.recededScale) < 1e-9)
    #expect(scene.root.view.layer.cornerRadius == 10)
    #expect(scene.delegate.calls.isEmpty)
  }

  @Test func theMediumHeightIsAStageOption() {
    let scene = DetentScene(configure: { stage, _ in
      stage.mediumDetentHeight = .halfContainerLessBottomSafeArea
    })
    // 426 − 34 = 392 above the safe area: the top edge at the screen's middle.
    #expect(scene.sheetView.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
  }

  @Test func theMediumDetentIsInactiveInCompactHeight() {
    let detent = UISheetPresentationController.Detent.medium()
    let stage = Stage()
    stage.run {
      let compact = SheetDetentContext(
        traits: UITraitCollection(verticalSizeClass: .compact), maximumDetentValue: 300,
        containerHeight: 393, bottomInset: 21, medium: .halfContainer)
      #expect(detent.resolvedValue(in: compact) == nil)
      let regular = SheetDetentContext(
        traits: UITraitCollection(verticalSizeClass: .regular), maximumDetentValue: 749,
        containerHeight: 852, bottomInset: 34, medium: .halfContainer)
      #expect(detent.resolvedValue(in: regular) == 426)
      #expect(UISheetPresentationController.Detent.large().resolvedValue(in: regular) == 749)
    }
  }

  @Test func aCustomResolverIsAskedAgainWhenTheDetentsAreInvalidated() {
    var height: CGFloat? = 200
    var seen: [CGFloat] = []
    let custom = UISheetPresentationController.Detent.custom(identifier: .init("peek")) {
      context in
      seen.append(context.maximumDetentValue)
      #expect(context.containerTraitCollection.verticalSizeClass == .regular)
      return height
    }
    let scene = DetentScene(detents: [custom, .large()])
    #expect(custom.identifier.rawValue == "peek")
    #expect(seen.allSatisfy { $0 == 749 } && !seen.isEmpty)
    #expect(scene.sheetView.frame.minY == 618)
    height = 300
    scene.stage.run { scene.stage.advance(to: 1) }
    #expect(scene.sheetView.frame.minY == 618)
    scene.stage.run { scene.controller.invalidateDetents() }
    #expect(scene.sheetView.frame == CGRect(x: 0, y: 518, width: 393, height: 334))
    // Taller than the large detent: clamped to it.
    height = 10_000
    scene.stage.run { scene.controller.invalidateDetents() }
    #expect(scene.sheetView.frame.minY == 69)
    // nil leaves the detent out: the smallest left is the large one.
    height = nil
    scene.stage.run { scene.controller.invalidateDetents() }
    #expect(scene.sheetView.frame.minY == 69)
  }

  @Test func customDetentsWithoutIdentifiersGetDistinctOnes() {
    let stage = Stage()
    stage.run {
      let a = UISheetPresentationController.Detent.custom { _ in 100 }
      let b = UISheetPresentationController.Detent.custom { _ in 200 }
      #expect(a.identifier != b.identifier)
      #expect(a.identifier != .medium && a.identifier != .large)
    }
  }

  /// The finger moves the sheet's top 60 points up from the medium detent (after 10 points of
  /// hysteresis) and lifts still moving: how far it carries depends on its speed alone.
  @Test(arguments: [(0.5, false), (0.2, true)])
  func aReleaseIsProjectedToTheNearestDetent(duration: Double, reachesLarge: Bool) {
    let scene = DetentScene()
    scene.stage.run {
      scene.stage.pan(
        from: CGPoint(x: 196, y: 500), to: CGPoint(x: 196, y: 440), duration: duration,
        easing: .linear)
      // v = 60 / duration points per second carries 0.499 · v further: 59.9 or 149.7 points.
      // From 332 that is 272 (nearer medium's 392) or 182 (nearer large's 69).
      scene.stage.advance(to: 0.7 + duration + 0.6)
      let expected: CGFloat = reachesLarge ? 69 : 392
      #expect(scene.sheetView.frame.minY == expected && scene.shownTop == expected)
      #expect(scene.controller.selectedDetentIdentifier == (reachesLarge ? .large : .medium))
      #expect(scene.delegate.calls == (reachesLarge ? ["didChangeDetent"] : []))
    }
    // A scroll view's coast at the normal rate: −v / (1000 · ln 0.998), about 0.5 · v.
    #expect(abs(SheetDragInteraction.projectedDistance(1000) - 499.5) < 0.01)
  }

  @Test func theDelegateHearsOnlyOfTheUsersChanges() {
    let scene = DetentScene()
    scene.stage.run {
      scene.controller.selectedDetentIdentifier = .large
      scene.controller.animateChanges { scene.controller.selectedDetentIdentifier = .medium }
      scene.stage.advance(to: 1.5)
      #expect(scene.delegate.calls.isEmpty)
      scene.stage.swipe(from: CGPoint(x: 196, y: 500), by: CGVector(dx: 0, dy: -150))
      scene.stage.advance(to: 2.5)
      #expect(scene.delegate.calls == ["didChangeDetent"])
      #expect(scene.controller.selectedDetentIdentifier == .large)
      #expect(scene.sheetView.frame.minY == 69)
    }
  }

  @Test func whileDraggingTheDimmingAndTheRecessionFollowTheSheet() {
    let scene = DetentScene(configure: { _, pc in pc.largestUndimmedDetentIdentifier = .medium })
    #expect(scene.controller.dimmingView.alpha == 0)
    scene.stage.run {
      scene.stage.pan(
        from: CGPoint(x: 196, y: 500), to: CGPoint(x: 196, y: 300), duration: 1, easing: .linear)
      scene.stage.advance(to: 1.2)
      // Between medium (392) and large (69): both fractions are how far the top has gone.
      let top = scene.sheetView.frame.minY
      #expect(top < 392 && top > 69)
      let f = (392 - top) / (392 - 69)
      #expect(abs(scene.controller.dimmingView.alpha - f) < 1e-6)
      let scale = 1 + (DetentScene.recededScale - 1) * f
      #expect(abs(scene.root.view.transform.a - scale) < 1e-9)
      #expect(scene.sheetView.frame.maxY == 852)
    }
  }

  @Test func anUndimmedSheetLetsTouchesThroughToThePresenter() throws {
    var taps = 0
    let button = UIView(frame: CGRect(x: 40, y: 150, width: 120, height: 44))
    let scene = DetentScene(configure: { _, pc in pc.largestUndimmedDetentIdentifier = .medium })
    scene.stage.run {
      scene.root.view.addSubview(button)
      button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
      #expect(scene.stage.window.hitTest(CGPoint(x: 60, y: 170), with: nil) === button)
      scene.stage.tap(at: CGPoint(x: 60, y: 170))
      scene.stage.advance(to: 1)
      #expect(taps == 1)
      // Inside the sheet, touches stay the sheet's.
      let inside = scene.stage.window.hitTest(CGPoint(x: 60, y: 600), with: nil)
      #expect(inside?.isDescendant(of: scene.sheetView) == true)
      // At the large detent the presenter is dimmed and out of reach.
      scene.controller.selectedDetentIdentifier = .large
      #expect(scene.controller.dimmingView.alpha == 1)
      let above = scene.stage.window.hitTest(CGPoint(x: 60, y: 30), with: nil)
      #expect(above === scene.controller.dimmingView)
    }
  }

  @Test func aDimmedSheetKeepsTouchesFromThePresenter() {
    let scene = DetentScene()
    let hit = scene.stage.run { scene.stage.window.hitTest(CGPoint(x: 60, y: 170), with: nil) }
    #expect(hit === scene.controller.dimmingView)
  }

  @Test func aFlickBelowTheSmallestDetentDismisses() {
    let scene = DetentScene()
    scene.stage.run {
      scene.stage.swipe(from: CGPoint(x: 196, y: 500), by: CGVector(dx: 0, dy: 200), duration: 0.1)
      scene.stage.advance(to: 2)
      #expect(scene.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
      #expect(scene.root.presentedViewController == nil)
    }
  }

  @Test func fromTheLargeDetentADragDownGoesThroughMediumIntoTheDismissal() {
    let scene = DetentScene()
    scene.stage.run {
      scene.controller.selectedDetentIdentifier = .large
      scene.stage.pan(
        from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 600), duration: 0.8, easing: .easeOut)
      scene.stage.advance(to: 1.3)
      // Past medium the dismissal has begun, interactively.
      #expect(scene.delegate.calls == ["shouldDismiss", "willDismiss"])
      #expect(scene.sheet.log.contains("viewWillDisappear(true)"))
      scene.stage.advance(to: 3)
      // Let go slowly 77 points below medium: it returns there, which the delegate hears.
      #expect(scene.root.presentedViewController === scene.sheet)
      #expect(scene.sheetView.frame.minY == 392)
      #expect(scene.delegate.calls == ["shouldDismiss", "willDismiss", "didChangeDetent"])
      #expect(scene.controller.selectedDetentIdentifier == .medium)
    }
  }

  @Test func aSheetThatMayNotBeDismissedSpringsBackToTheSmallestDetent() {
    let scene = DetentScene()
    scene.sheet.isModalInPresentation = true
    scene.stage.run {
      scene.stage.swipe(from: CGPoint(x: 196, y: 500), by: CGVector(dx: 0, dy: 200), duration: 0.1)
      scene.stage.advance(to: 0.78)
      #expect(scene.sheetView.transform.ty > 0)
      scene.stage.advance(to: 2)
      #expect(scene.delegate.calls == ["didAttemptToDismiss"])
      #expect(scene.sheetView.transform == .identity && scene.sheetView.frame.minY == 392)
      #expect(scene.root.presentedViewController === scene.sheet)
    }
  }

  @Test func animateChangesMovesTheSheetOnTheSpring() {
    let scene = DetentScene()
    scene.stage.run {
      scene.controller.animateChanges { scene.controller.selectedDetentIdentifier = .large }
      // The model is there at once; the screen follows curve 7.
      #expect(scene.sheetView.frame.minY == 69)
      for t in [0.05, 0.1, 0.2] {
        scene.stage.advance(to: 0.7 + t)
        let expected = 392 + (69 - 392) * systemSpring(t)
        #expect(abs(scene.shownTop - expected) < 0.05)
        let scale = scene.root.view.layer.presentation()!.transform.m11
        #expect(abs(scale - (1 + (DetentScene.recededScale - 1) * systemSpring(t))) < 1e-3)
      }
      scene.stage.advance(to: 1.5)
      #expect(scene.shownTop == 69)
    }
  }

  @Test func anEdgeAttachedSheetInCompactHeightTakesTheSafeAreasWidth() throws {
    let stage = Stage(orientation: .landscapeRight)
    let sheet = UIViewController()
    let pc = try #require(sheet.sheetPresentationController)
    pc.prefersEdgeAttachedInCompactHeight = true
    let root = UIViewController()
    let insets = stage.run {
      stage.window.rootViewController = root
      root.present(sheet, animated: false)
      stage.advance(to: 0.5)
      return stage.window.safeAreaInsets
    }
    let view = try #require(pc.presentedView)
    let width = 852 - insets.left - insets.right
    #expect(view.frame.minX == insets.left && view.frame.width == width)
    #expect(view.frame.minY == insets.top + 8 && view.frame.maxY == 393)
    // No depth effect in compact height.
    #expect(root.view.transform == .identity)
    pc.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    sheet.preferredContentSize = CGSize(width: 400, height: 0)
    stage.run { pc.invalidateDetents() }
    #expect(view.frame.width == 400 && view.frame.midX == insets.left + width / 2)
  }
}
