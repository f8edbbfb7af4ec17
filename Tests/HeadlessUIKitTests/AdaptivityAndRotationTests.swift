import Foundation
import Testing

@testable import HeadlessUIKit

final class ModernAdaptivityDelegate: UIAdaptivePresentationControllerDelegate {
  var answer: UIModalPresentationStyle = .fullScreen
  var willPresent: [UIModalPresentationStyle] = []
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    answer
  }
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: UIViewControllerTransitionCoordinator?
  ) {
    willPresent.append(style)
  }
}

final class LegacyAdaptivityDelegate: UIAdaptivePresentationControllerDelegate {
  var asked = 0
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    asked += 1
    return .overFullScreen
  }
}

/// A custom presentation controller whose delegate decides adaptivity, made by its delegate.
final class AdaptingDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let adaptivity: UIAdaptivePresentationControllerDelegate
  init(_ adaptivity: UIAdaptivePresentationControllerDelegate) { self.adaptivity = adaptivity }
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let pc = UIPresentationController(presentedViewController: presented, presenting: presenting)
    pc.delegate = adaptivity
    return pc
  }
}

final class RotatingController: UIViewController {
  var sizes: [CGSize] = []
  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    sizes.append(size)
  }
}

@MainActor @Suite struct AdaptivityTests {
  func present(_ adaptivity: UIAdaptivePresentationControllerDelegate, on device: Device) -> (
    Stage, UIViewController, UIViewController
  ) {
    let stage = Stage(device: device)
    let root = UIViewController()
    let presented = UIViewController()
    let delegate = AdaptingDelegate(adaptivity)
    stage.run {
      stage.window.rootViewController = root
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      root.present(presented, animated: false)
    }
    // transitioningDelegate is weak: keep the delegate for the whole presentation.
    withExtendedLifetime(delegate) { stage.advance(to: 0.1) }
    return (stage, root, presented)
  }

  @Test func theModernMethodAdaptsEverywhere() {
    let modern = ModernAdaptivityDelegate()
    for device in [Device.iPhone15Pro, .iPadPro13] {
      modern.willPresent = []
      let (_, root, presented) = present(modern, on: device)
      // Adapted to full screen: UIKit's full-screen controller takes over and removes the presenter.
      #expect(presented.presentationController?.presentationStyle == .fullScreen)
      #expect(root.view.window == nil)
      #expect(modern.willPresent == [.fullScreen])
    }
  }

  @Test func noneMeansNoAdaptation() {
    let modern = ModernAdaptivityDelegate()
    modern.answer = .none
    let (stage, root, presented) = present(modern, on: .iPhone15Pro)
    #expect(presented.presentationController?.presentationStyle == .custom)
    #expect(root.view.window != nil, "\(stage.trace.text)")
    #expect(modern.willPresent == [.none])
  }

  @Test func theLegacyMethodIsOnlyAskedInCompactWidth() {
    let legacy = LegacyAdaptivityDelegate()
    let (phoneStage, _, phonePresented) = present(legacy, on: .iPhone15Pro)
    #expect(legacy.asked == 1)
    #expect(phonePresented.presentationController?.presentationStyle == .overFullScreen)
    #expect(
      phoneStage.trace.events.contains {
        $0.call == "adaptivePresentationStyle(for:)" && $0.subject == "LegacyAdaptivityDelegate"
      })
    #expect(
      !phoneStage.trace.events.contains {
        $0.call == "adaptivePresentationStyle(for:traitCollection:)"
      })
    let (_, _, padPresented) = present(legacy, on: .iPadPro11)
    #expect(legacy.asked == 1)
    #expect(padPresented.presentationController?.presentationStyle == .custom)
  }
}

@MainActor @Suite struct RotationTests {
  @Test func rotatingResizesContainersThroughTheirPresentationControllers() throws {
    let stage = Stage(device: .iPhone15Pro)
    let settings = SettingsViewController()
    let detail = RotatingController()
    stage.run {
      stage.window.rootViewController = settings
      settings.showDetail(detail)
    }
    stage.advance(to: 1)
    let pc = try #require(detail.presentationController as? CustomPresentationController)
    let before = stage.trace.events.count
    stage.rotate(to: .landscapeLeft)
    stage.advance(to: 2)
    let calls = stage.trace.events[before...].map { "\($0.subject) \($0.call)" }
    #expect(calls.contains("CustomPresentationController viewWillTransition(to:with:)"))
    #expect(calls.contains("RotatingController viewWillTransition(to:with:)"))
    #expect(calls.contains("CustomPresentationController containerViewWillLayoutSubviews()"))
    #expect(detail.sizes == [CGSize(width: 852, height: 393)])
    #expect(stage.window.bounds.size == CGSize(width: 852, height: 393))
    #expect(pc.containerView?.bounds.size == CGSize(width: 852, height: 393))
    #expect(pc.dimmingView.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(settings.view.frame.size == CGSize(width: 852, height: 393))
    #expect(detail.traitCollection.verticalSizeClass == .compact)
  }

  @Test func theResizeAnimatesOverTheRotationDuration() {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    stage.rotate(to: .landscapeRight)
    stage.advance(to: 0.25)
    let w = root.view.layer.presentation()!.bounds.width
    #expect(w > 393 && w < 852)
    #expect(Stage.rotationDuration(for: .phone, quarterTurns: 2) == 0.6)
  }
}
