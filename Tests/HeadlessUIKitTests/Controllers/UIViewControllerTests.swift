import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor final class LoggingViewController: UIViewController {
  var log: [String] = []
  override func loadView() {
    log.append("loadView")
    super.loadView()
  }
  override func viewDidLoad() { log.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear(\(animated))") }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
  override func willMove(toParent parent: UIViewController?) {
    log.append("willMove(toParent:\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.append("didMove(toParent:\(parent == nil ? "nil" : "parent"))")
  }
}

@MainActor @Suite struct UIViewControllerTests {
  @Test func theViewLoadsLazilyOnce() {
    let vc = LoggingViewController()
    #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil)
    _ = vc.view
    _ = vc.view
    #expect(vc.log == ["loadView", "viewDidLoad"])
    #expect(vc.view.bounds.size == UIScreen.main.bounds.size)
  }

  @Test func aWindowsRootAppearsAfterItsFirstLayout() {
    let stage = Stage(device: .iPhoneSE)
    stage.run {
      let vc = LoggingViewController()
      stage.window.rootViewController = vc
      stage.advance(to: 0)
      #expect(
        vc.log == [
          "loadView", "viewDidLoad", "viewWillAppear(false)", "viewWillLayoutSubviews",
          "viewDidLayoutSubviews", "viewDidAppear(false)",
        ])
      #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
      vc.log = []
      let next = LoggingViewController()
      stage.window.rootViewController = next
      #expect(vc.log == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
    }
  }

  @Test func childrenAreContainedAndGetAppearanceForwarded() {
    let stage = Stage()
    stage.run {
      let parent = LoggingViewController()
      let child = LoggingViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      #expect(child.parent === parent && parent.children.count == 1)
      stage.window.rootViewController = parent
      stage.advance(to: 0)
      #expect(
        child.log.filter { $0.hasPrefix("view") && $0.contains("Appear") } == [
          "viewWillAppear(false)", "viewDidAppear(false)",
        ])
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(child.parent == nil && parent.children.isEmpty)
      #expect(child.log.suffix(2) == ["willMove(toParent:nil)", "didMove(toParent:nil)"])
    }
  }

  @Test func overrideTraitsReachTheChild() {
    let stage = Stage(device: .iPhone15Pro)
    stage.run {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      #expect(child.traitCollection.horizontalSizeClass == .compact)
      parent.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: .regular), forChild: child)
      #expect(child.traitCollection.horizontalSizeClass == .regular)
      #expect(child.traitCollection.verticalSizeClass == .regular)
    }
  }
}

/// UIKit's console messages reach the stage's handler as they happen, with the stage time.
@MainActor @Suite struct UIKitMessageTests {
  final class CardViewController: UIViewController {}

  @Test func presentingFromAControllerOutsideTheWindowWarns() {
    let stage = Stage()
    var heard: [UIKitMessage] = []
    stage.onMessage = { heard.append($0) }
    let offscreen = UIViewController()
    let card = CardViewController()
    stage.run {
      stage.window.rootViewController = UIViewController()
      stage.at(0.25) { offscreen.present(card, animated: true) }
    }
    stage.advance(to: 1)
    let text =
      "Attempt to present <HeadlessUIKitTests.UIKitMessageTests.CardViewController: 0x1> on "
      + "<UIViewController: 0x2> whose view is not in the window hierarchy!"
    #expect(heard == [UIKitMessage(time: 0.25, text: text)])
    #expect(stage.messages == heard)
    #expect(card.presentingViewController == nil)
  }
}
