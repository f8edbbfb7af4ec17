import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller that records its appearance callbacks and whether it is joining or leaving its
/// parent in each.
@MainActor private final class MovingController: UIViewController {
  var log: [String] = []
  override func viewWillAppear(_ animated: Bool) {
    log.append("willAppear toParent=\(isMovingToParent)")
  }
  override func viewIsAppearing(_ animated: Bool) {
    log.append("isAppearing window=\(view.window != nil)")
  }
  override func viewWillLayoutSubviews() {
    if log.last != "layout" { log.append("layout") }
  }
  override func viewDidAppear(_ animated: Bool) {
    log.append("didAppear toParent=\(isMovingToParent)")
  }
  override func viewWillDisappear(_ animated: Bool) {
    log.append("willDisappear fromParent=\(isMovingFromParent)")
  }
}

@MainActor private final class LandscapeOnly: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

@MainActor
private final class OrientationDelegate: UINavigationControllerDelegate,
  UITabBarControllerDelegate
{
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask { .portrait }
  func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientation { .landscapeLeft }
}

@MainActor @Suite struct UIViewControllerSurfaceTests {
  @Test func orientationsDefaultAsUIKitsAndContainersAskTheirDelegates() {
    let phone = Stage(device: .iPhone15Pro)
    phone.run {
      let vc = UIViewController()
      #expect(vc.supportedInterfaceOrientations == .allButUpsideDown)
      #expect(vc.shouldAutorotate)
      #expect(vc.preferredInterfaceOrientationForPresentation == .portrait)
      let delegate = OrientationDelegate()
      let navigation = UINavigationController(rootViewController: vc)
      #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
      navigation.delegate = delegate
      #expect(navigation.supportedInterfaceOrientations == .portrait)
      #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
      let tabs = UITabBarController()
      tabs.delegate = delegate
      #expect(tabs.preferredInterfaceOrientationForPresentation == .landscapeLeft)
      #expect(tabs.supportedInterfaceOrientations == .allButUpsideDown)
    }
    Stage(device: .iPadMini).run {
      #expect(UIViewController().supportedInterfaceOrientations == .all)
    }
  }

  @Test func anOrientationTheControllerNoLongerSupportsIsSaidOnce() {
    let stage = Stage(device: .iPhone15Pro)
    stage.run {
      let vc = LandscapeOnly()
      vc.setNeedsUpdateOfSupportedInterfaceOrientations()
      vc.setNeedsUpdateOfSupportedInterfaceOrientations()
      UIViewController().setNeedsUpdateOfSupportedInterfaceOrientations()
    }
    #expect(
      stage.messages.map(\.text) == [
        "UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() has no effect in "
          + "Curtain: the stage stays portrait, which the controller no longer supports."
      ])
  }

  @Test func theEditButtonTogglesEditingAndATableControllersTable() {
    let stage = Stage()
    stage.run {
      let vc = UITableViewController(style: .plain)
      let button = vc.editButtonItem
      #expect(!vc.isEditing && button.title == "Edit" && button.style == .plain)
      #expect(vc.editButtonItem === button)
      button.performAction()
      #expect(vc.isEditing && vc.tableView.isEditing)
      #expect(button.title == "Done" && button.style == .done)
      vc.isEditing = false
      #expect(!vc.tableView.isEditing && button.title == "Edit")
    }
  }

  @Test func pushesAndPopsSayTheControllerIsMovingAndViewIsAppearingComesBetween() {
    let stage = Stage()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    stage.run { stage.window.rootViewController = navigation }
    stage.advance(to: 0.1)
    let pushed = MovingController()
    stage.run { navigation.pushViewController(pushed, animated: true) }
    stage.advance(to: 1)
    #expect(
      pushed.log == [
        "willAppear toParent=true", "isAppearing window=true", "layout",
        "didAppear toParent=true",
      ])
    #expect(!pushed.isMovingToParent)
    stage.run { _ = navigation.popViewController(animated: true) }
    stage.advance(to: 2)
    #expect(pushed.log.contains("willDisappear fromParent=true"))
    #expect(!pushed.isMovingFromParent && pushed.parent == nil)
  }

  @Test func overrideUserInterfaceStyleReachesTheViewAndChildren() {
    let stage = Stage()
    stage.run {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      parent.overrideUserInterfaceStyle = .dark
      #expect(parent.traitOverrides.userInterfaceStyle == .dark)
      #expect(parent.view.traitCollection.userInterfaceStyle == .dark)
      #expect(child.traitCollection.userInterfaceStyle == .dark)
      parent.overrideUserInterfaceStyle = .unspecified
      #expect(child.traitCollection.userInterfaceStyle == .light)
    }
  }

  @Test func transitionSwapsTwoChildrensViewsWithTheirAppearance() {
    let stage = Stage()
    let parent = UIViewController()
    let first = MovingController()
    let second = MovingController()
    stage.run {
      parent.addChild(first)
      parent.view.addSubview(first.view)
      first.didMove(toParent: parent)
      parent.addChild(second)
      stage.window.rootViewController = parent
    }
    stage.advance(to: 0.1)
    var finished: Bool?
    stage.run {
      parent.transition(
        from: first, to: second, duration: 0.3, options: .transitionCrossDissolve,
        animations: nil
      ) { finished = $0 }
    }
    #expect(second.view.superview === parent.view && first.view.superview === parent.view)
    stage.advance(to: 1)
    #expect(finished == true)
    #expect(first.view.superview == nil && second.view.superview === parent.view)
    #expect(first.log.contains("willDisappear fromParent=false"))
    #expect(second.log.first == "willAppear toParent=true")
    #expect(second.log.last?.hasPrefix("didAppear") == true)
  }

  @Test func nibNamesAreKeptAndPresentationControllersAreActiveOnlyWhilePresented() {
    let stage = Stage()
    let root = UIViewController(nibName: "Card", bundle: .main)
    let card = UIViewController()
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    #expect(root.nibName == "Card" && root.nibBundle === Bundle.main)
    #expect(card.activePresentationController == nil)
    stage.run { root.present(card, animated: false) }
    stage.advance(to: 0.5)
    #expect(card.activePresentationController === card.presentationController)
    #expect(!card.disablesAutomaticKeyboardDismissal && card.performsActionsWhilePresentingModally)
  }
}
