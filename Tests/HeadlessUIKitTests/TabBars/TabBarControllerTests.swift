import Foundation
import Testing

@testable import HeadlessUIKit

/// Records the delegate's calls and gives `NavProbeAnimator` for switches when asked.
@MainActor private final class TabsDelegate: UITabBarControllerDelegate {
  var calls: [String] = []
  var allows = true
  var animator: NavProbeAnimator?
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    calls.append("shouldSelect \(viewController.title ?? "")")
    return allows
  }
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) { calls.append("didSelect \(viewController.title ?? "")") }
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    calls.append("animator \(fromVC.title ?? "")→\(toVC.title ?? "")")
    return animator
  }
}

@MainActor @Suite struct TabBarControllerTests {
  func tabs(_ titles: [String]) -> [LoggingViewController] {
    titles.map { title in
      let vc = LoggingViewController()
      vc.title = title
      return vc
    }
  }

  func stage(_ controllers: [UIViewController]) -> (Stage, UITabBarController) {
    let stage = Stage(device: .iPhone15Pro)
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    stage.run { stage.window.rootViewController = tabs }
    stage.advance(to: 0.1)
    return (stage, tabs)
  }

  @Test func tabsAreChildrenAndTheFirstIsShownAboveTheBar() {
    let (a, b) = (LoggingViewController(), LoggingViewController())
    a.title = "Inbox"
    let (stage, tabs) = stage([a, b])
    #expect(tabs.children.count == 2 && a.parent === tabs && b.tabBarController === tabs)
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
    #expect(a.view.window === stage.window && b.viewIfLoaded == nil)
    #expect(a.log.contains("viewDidAppear(false)"))
    // 49-point bar above the 34-point home indicator area on an 852-point-tall screen.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49))
    #expect(a.view.frame == tabs.view.bounds)
    #expect(abs(a.view.safeAreaInsets.bottom - (34 + 49)) < 1e-9)
    #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", nil])
    #expect(tabs.tabBar.selectedItem === a.tabBarItem)
    a.title = "Mail"
    #expect(a.tabBarItem.title == "Mail")
  }

  @Test func settingTheSelectionSwapsTabsWithAppearanceCallbacks() {
    let vcs = tabs(["A", "B"])
    let (stage, tabs) = stage(vcs)
    let delegate = TabsDelegate()
    tabs.delegate = delegate
    vcs[0].log = []
    stage.run { tabs.selectedIndex = 1 }
    #expect(tabs.selectedViewController === vcs[1])
    #expect(vcs[0].viewIfLoaded?.superview == nil && vcs[1].view.window === stage.window)
    #expect(vcs[0].log == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
    #expect(
      vcs[1].log.contains("viewWillAppear(false)") && vcs[1].log.last == "viewDidAppear(false)")
    // Code changing the selection is not a tap: the delegate hears only the animator question.
    #expect(delegate.calls == ["animator A→B"])
    tabs.selectedIndex = 7
    tabs.selectedViewController = UIViewController()
    #expect(tabs.selectedIndex == 1)
  }

  @Test func theDelegatesAnimatorRunsTheSwitch() {
    let vcs = tabs(["A", "B"])
    let (stage, tabs) = stage(vcs)
    let delegate = TabsDelegate()
    delegate.animator = NavProbeAnimator()
    tabs.delegate = delegate
    vcs[0].log = []
    stage.run { tabs.selectedViewController = vcs[1] }
    let animator = delegate.animator!
    #expect(tabs.selectedIndex == 1)
    #expect(animator.fromView === vcs[0].view && animator.toView === vcs[1].view)
    #expect(animator.container === vcs[1].view.superview && animator.finalTo == tabs.view.bounds)
    #expect(vcs[0].log == ["viewWillDisappear(true)"])
    #expect(tabs.transitionCoordinator != nil)
    stage.advance(to: 0.3)
    #expect(vcs[1].view.alpha > 0 && vcs[1].view.layer.presentation()!.opacity < 1)
    stage.advance(to: 0.6)
    #expect(vcs[0].log == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
    #expect(vcs[1].log.last == "viewDidAppear(true)")
    #expect(animator.ended == true && vcs[0].view.superview == nil)
    #expect(tabs.transitionCoordinator == nil)
  }

  @Test func tappingATabAsksTheDelegate() {
    let vcs = tabs(["A", "B", "C"])
    let (stage, tabs) = stage(vcs)
    let delegate = TabsDelegate()
    tabs.delegate = delegate
    let bar = tabs.tabBar.frame
    // The third of three equal slots.
    let third = CGPoint(x: bar.width * 5 / 6, y: bar.midY)
    delegate.allows = false
    stage.run { stage.tap(at: third) }
    stage.advance(to: 0.3)
    #expect(tabs.selectedIndex == 0)
    delegate.allows = true
    stage.run { stage.tap(at: third) }
    stage.advance(to: 0.5)
    #expect(tabs.selectedIndex == 2 && vcs[2].view.window === stage.window)
    #expect(
      delegate.calls == ["shouldSelect C", "shouldSelect C", "animator A→C", "didSelect C"])
  }

  @Test func replacingTabsKeepsTheSelectionWhereUIKitDoes() {
    let vcs = tabs(["A", "B", "C"])
    let (stage, tabs) = stage(vcs)
    stage.run { tabs.selectedIndex = 2 }
    // The selected controller stays.
    stage.run { tabs.setViewControllers([vcs[2], vcs[0]], animated: false) }
    #expect(tabs.selectedViewController === vcs[2] && vcs[1].parent == nil)
    // Gone: the one at its index (now 0) is selected.
    let d = LoggingViewController()
    stage.run { tabs.viewControllers = [d, vcs[0]] }
    #expect(tabs.selectedViewController === d && d.view.window === stage.window)
    #expect(vcs[2].parent == nil && vcs[2].viewIfLoaded?.superview == nil)
    stage.run { tabs.viewControllers = nil }
    #expect(tabs.selectedIndex == NSNotFound && tabs.children.isEmpty)
  }

  @Test func aTabBarOnItsOwnTellsItsDelegate() {
    final class BarDelegate: UITabBarDelegate {
      var selected: [String?] = []
      func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title) }
    }
    let (stage, root) = stageWithRootView()
    let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 393, height: 49))
    let delegate = BarDelegate()
    bar.delegate = delegate
    let favourites = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    bar.items = [UITabBarItem(title: "One", image: nil, tag: 0), favourites]
    root.addSubview(bar)
    stage.run { stage.tap(at: CGPoint(x: 300, y: 720)) }
    stage.advance(to: 0.5)
    #expect(bar.selectedItem === favourites && delegate.selected == ["Favorites"])
  }
}
