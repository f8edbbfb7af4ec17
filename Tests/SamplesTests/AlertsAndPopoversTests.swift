import Foundation
import Testing

@testable import CurtainSamples
@testable import HeadlessUIKit

// What the article Introducing Presentation Controllers says of its alerts, action sheets and
// popovers, checked against the samples' classes that hold its snippets.

/// The iOS 8.0 method, which the article says is not called on an iPad; counts the times it is
/// asked.
final class LegacyMethodCountingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var asked = 0
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    asked += 1
    return .fullScreen
  }
}

/// The protocol as the article prints it: all four methods, each optional, to see which are
/// called.
final class EveryAdaptivityMethodDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .fullScreen }
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  )
    -> UIModalPresentationStyle
  { .fullScreen }
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: UIViewControllerTransitionCoordinator?
  ) {}
}

// MARK: - What the article says

@MainActor @Suite struct AlertsAndPopoversTests {
  @Test func anAlertIsPresentedAndItsHandlerRunsOnATap() throws {
    let stage = Stage(device: .iPhone15Pro)
    let vc = AlertPresentingViewController()
    stage.run {
      stage.window.rootViewController = vc
      stage.at(0.1) { vc.showAlert() }
    }
    stage.advance(to: 1)
    let alert = try #require(vc.presentedViewController as? UIAlertController)
    // The only button: the alert's bottom 44 points.
    let ok = CGPoint(x: alert.view.frame.midX, y: alert.view.frame.maxY - 22)
    stage.at(1) { stage.tap(at: ok) }
    stage.advance(to: 2)
    #expect(vc.presentedViewController == nil)
    #expect(
      stage.trace.events.last.map { "\($0.subject) \($0.call)" } == "UIAlertAction handler(\"OK\")")
  }

  /// On an iPad the action sheet is a popover at the sender; elsewhere the two lines do nothing.
  @Test func anActionSheetIsAPopoverOnlyOnAnIPad() throws {
    for device in [Device.iPadPro11, .iPhone15Pro] {
      let stage = Stage(device: device)
      let vc = ActionSheetPresentingViewController()
      stage.run {
        stage.window.rootViewController = vc
        stage.at(0.1) { vc.showSheet() }
      }
      stage.advance(to: 1)
      #expect(stage.exception == nil)
      let alert = try #require(vc.presentedViewController as? UIAlertController)
      if device == .iPadPro11 {
        let popover = try #require(alert.popoverPresentationController)
        #expect(popover.arrowDirection == .up)
        #expect(alert.view.convert(alert.view.bounds, to: nil).minY == CGFloat(400 + 44 + 13))
      } else {
        #expect(alert.presentationController?.presentationStyle != .popover)
        #expect(alert.view.frame.maxY == CGFloat(852 - 34))
      }
    }
  }

  /// Without the two lines an iPad raises UIKit's exception.
  @Test func anUnanchoredActionSheetRaisesOnAnIPad() {
    let stage = Stage(device: .iPadPro11)
    let vc = UIViewController()
    stage.run {
      stage.window.rootViewController = vc
      let alert = UIAlertController(
        title: "My Alert", message: "This is an alert.", preferredStyle: .actionSheet)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      stage.at(0.1) { vc.present(alert, animated: true, completion: nil) }
    }
    stage.advance(to: 1)
    #expect(stage.exception?.name == "NSGenericException")
  }

  /// Presents the bar button's popover in a navigation controller on `device`, by a tap on the
  /// item.
  func sharePopover(
    on device: Device, orientation: UIInterfaceOrientation = .portrait,
    adaptivity: UIAdaptivePresentationControllerDelegate? = nil
  ) throws -> (Stage, PopoverPresentingViewController) {
    let stage = Stage(device: device, orientation: orientation)
    let host = PopoverPresentingViewController()
    host.adaptivity = adaptivity
    stage.run { stage.window.rootViewController = UINavigationController(rootViewController: host) }
    stage.advance(to: 0.1)
    let item = try #require(host.shareItem.view)
    let centre = item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: nil)
    stage.at(0.2) { stage.tap(at: centre) }
    stage.advance(to: 1.5)
    return (stage, host)
  }

  /// "如果是iPhone设备,会自动以UIModalPresentationFullScreen…形式呈现": a popover on an iPad, pointing at
  /// the bar button; full screen on an iPhone.
  @Test func aPopoverFromABarButtonItem() throws {
    let (pad, padHost) = try sharePopover(on: .iPadPro11)
    let popover = try #require(
      padHost.myPopoverViewController.presentationController as? UIPopoverPresentationController)
    #expect(popover.arrowDirection == .up)
    let item = try #require(padHost.shareItem.view)
    let anchor = item.convert(item.bounds, to: nil)
    let arrow = try #require(popover.presentedView).frame
    #expect(arrow.minY == anchor.maxY)
    #expect(pad.exception == nil)

    let (_, phoneHost) = try sharePopover(on: .iPhone15Pro)
    #expect(
      phoneHost.myPopoverViewController.presentationController?.presentationStyle == .fullScreen)
    #expect(phoneHost.view.window == nil)
  }

  /// The 8.3 method's `.fullScreen` with the navigation wrapper: full screen everywhere, "这将导致在
  /// iPad设备上也会变为全屏了".
  @Test func fullScreenFromTheModernMethodWrapsAndCoversEvenAnIPad() throws {
    for device in [Device.iPhone15Pro, .iPadPro11] {
      let delegate = FullScreenAdaptivityDelegate()
      let (_, host) = try sharePopover(on: device, adaptivity: delegate)
      let navigation = try #require(host.presentedViewController as? UINavigationController)
      #expect(navigation.viewControllers.first === host.myPopoverViewController)
      #expect(navigation.presentationController?.presentationStyle == .fullScreen)
      #expect(host.myPopoverViewController.navigationController === navigation)
    }
  }

  /// The 8.0 method is asked in compact width only: not on an iPad, nor on a Pro Max in landscape.
  @Test func theLegacyMethodIsNotAskedOnAnIPadNorAProMaxInLandscape() throws {
    let legacy = LegacyMethodCountingDelegate()
    let (_, phone) = try sharePopover(on: .iPhone15Pro, adaptivity: legacy)
    #expect(
      legacy.asked == 1
        && phone.myPopoverViewController.presentationController?.presentationStyle == .fullScreen)
    let (_, pad) = try sharePopover(on: .iPadPro11, adaptivity: legacy)
    let (_, max) = try sharePopover(
      on: .iPhone15ProMax, orientation: .landscapeLeft, adaptivity: legacy)
    #expect(legacy.asked == 1)
    #expect(pad.myPopoverViewController.presentationController?.presentationStyle == .popover)
    #expect(max.myPopoverViewController.presentationController?.presentationStyle == .popover)
  }

  /// `.none`: "无论是iPad设备还是iPhone设备,横屏还是竖屏,都会统一以 popover 形式呈现".
  @Test func noneMakesAPopoverEverywhere() throws {
    for (device, orientation) in [
      (Device.iPhone15Pro, UIInterfaceOrientation.portrait), (.iPhone15Pro, .landscapeLeft),
      (.iPadPro11, .portrait),
    ] {
      let none = NoAdaptationDelegate()
      let (stage, host) = try sharePopover(on: device, orientation: orientation, adaptivity: none)
      #expect(
        host.myPopoverViewController.presentationController?.presentationStyle == .popover,
        "\(device.name)")
      #expect(host.view.window != nil && stage.exception == nil)
    }
  }

  @Test func everyMethodOfTheProtocolIsCalled() throws {
    let every = EveryAdaptivityMethodDelegate()
    let (stage, _) = try sharePopover(on: .iPhone15Pro, adaptivity: every)
    let calls = stage.trace.events.filter { $0.subject == "EveryAdaptivityMethodDelegate" }.map(
      \.call)
    #expect(
      calls == [
        "adaptivePresentationStyle(for:traitCollection:)",
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      ])
  }
}
