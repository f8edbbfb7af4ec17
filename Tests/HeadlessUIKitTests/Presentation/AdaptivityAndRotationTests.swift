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
