import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// `.hierarchy` in the form `_printHierarchy` prints on iOS, addresses removed.
@MainActor @Suite struct HierarchyTests {
  @Test func aNavigationStackInItsWindow() throws {
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(top, animated: false)
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(
      """
      <UINavigationController>, state: appeared, view: <UILayoutContainerView>
         | <UIViewController>, state: disappeared, view: (view not loaded)
         | <UIViewController>, state: appeared, view: <UIView>
      """, named: "1")
    #expect(fixtures.verify(navigation, as: .hierarchy, named: "1") == nil)
  }

  /// A page view controller's view is UIKit's private content view.
  @Test func aPageViewControllerInANavigationStack() throws {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
    let text = try SnapshotFixtures().record(
      UINavigationController(rootViewController: pages), as: .hierarchy)
    #expect(
      text == """
        <UINavigationController>, state: appeared, view: <UILayoutContainerView>
           | <UIPageViewController>, state: appeared, view: <_UIPageViewControllerContentView>
           |    | <UIViewController>, state: appeared, view: <UIView>
        """)
  }

  @Test func childrenInTheirOrder() throws {
    let parent = UIViewController()
    for _ in 0..<2 {
      let child = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
    }
    let hidden = UIViewController()
    parent.addChild(hidden)
    hidden.didMove(toParent: parent)
    let text = try SnapshotFixtures().record(parent, as: .hierarchy)
    #expect(
      text == """
        <UIViewController>, state: appeared, view: <UIView>
           | <UIViewController>, state: appeared, view: <UIView>
           | <UIViewController>, state: appeared, view: <UIView>
           | <UIViewController>, state: disappeared, view: (view not loaded)
        """)
  }

  /// A controller presented while the strategy shows its presenter is listed with `+` and its
  /// presentation controller, as UIKit prints it.
  final class Presenter: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
      present(alert, animated: false)
    }
  }

  @Test func aPresentedControllerIsMarkedWithAPlus() throws {
    // Settled: UIKit starts the presentation on the turn after the appearance.
    let text = try SnapshotMoment.$current.withValue(.settled) {
      try SnapshotFixtures().record(Presenter(), as: .hierarchy)
    }
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    // The alert's view is Curtain's own class; what iOS names it is not asserted.
    #expect(lines.last?.hasPrefix("   + <UIAlertController>, state: appeared, view: <") == true)
    #expect(
      lines.last?.hasSuffix(", presented with: <_UIAlertControllerAlertPresentationController>")
        == true)
  }
}
