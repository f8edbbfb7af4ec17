import Foundation
import Testing

@testable import HeadlessUIKit

/// Navigation bars that hide on a tap, on a swipe and in a compact height; tab bars that hide.
@MainActor @Suite struct NavigationBarHidingTests {
  func navigation(on stage: Stage) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: UIViewController())
    stage.run { stage.window.rootViewController = navigation }
    stage.advance(to: 0.1)
    return navigation
  }

  @Test func aTapShowsAndHidesTheBarOnlyWhileHidesBarsOnTap() {
    let stage = Stage(device: .iPhone15Pro)
    let navigation = navigation(on: stage)
    #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled)
    stage.run { stage.tap(at: CGPoint(x: 200, y: 400)) }
    stage.advance(to: 1)
    #expect(!navigation.isNavigationBarHidden)
    navigation.hidesBarsOnTap = true
    stage.run { stage.tap(at: CGPoint(x: 200, y: 400)) }
    stage.advance(to: 2)
    #expect(navigation.isNavigationBarHidden)
    stage.run { stage.tap(at: CGPoint(x: 200, y: 400)) }
    stage.advance(to: 3)
    #expect(!navigation.isNavigationBarHidden)
  }

  @Test func swipingUpHidesTheBarAndDownShowsIt() {
    let stage = Stage(device: .iPhone15Pro)
    let navigation = navigation(on: stage)
    navigation.hidesBarsOnSwipe = true
    stage.run { stage.swipe(from: CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -200)) }
    stage.advance(to: 1)
    #expect(navigation.isNavigationBarHidden)
    stage.run { stage.swipe(from: CGPoint(x: 200, y: 300), by: CGVector(dx: 0, dy: 200)) }
    stage.advance(to: 2)
    #expect(!navigation.isNavigationBarHidden)
  }

  @Test func theBarHidesInACompactHeight() {
    let stage = Stage(device: .iPhone15Pro)
    let navigation = navigation(on: stage)
    navigation.hidesBarsWhenVerticallyCompact = true
    #expect(!navigation.isNavigationBarHidden)
    stage.rotate(to: .landscapeLeft, animated: false)
    stage.advance(to: 1)
    #expect(navigation.isNavigationBarHidden)
    stage.rotate(to: .portrait, animated: false)
    stage.advance(to: 2)
    #expect(!navigation.isNavigationBarHidden)
  }

  @Test func hidingTheTabBarGivesItsSpaceToTheTab() {
    let stage = Stage(device: .iPhone15Pro)
    let tab = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [tab]
    stage.run { stage.window.rootViewController = tabs }
    stage.advance(to: 0.1)
    let withBar = tab.view.safeAreaInsets.bottom
    stage.run { tabs.setTabBarHidden(true, animated: true) }
    #expect(!tabs.isTabBarHidden)
    stage.advance(to: 1)
    #expect(tabs.isTabBarHidden && tabs.tabBar.isHidden)
    #expect(tab.view.safeAreaInsets.bottom < withBar)
    stage.run { tabs.isTabBarHidden = false }
    stage.advance(to: 1.5)
    #expect(tab.view.safeAreaInsets.bottom == withBar)
  }
}
