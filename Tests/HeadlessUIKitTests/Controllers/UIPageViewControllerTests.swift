import Foundation
import Testing

@testable import HeadlessUIKit

/// A page that logs its containment calls.
@MainActor private final class Page: UIViewController {
  let number: Int
  let log: PageLog
  init(_ number: Int, log: PageLog) {
    self.number = number
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override func willMove(toParent parent: UIViewController?) {
    log.calls.append("\(number).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.calls.append("\(number).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

/// Five pages, and a log of the data source's and delegate's calls.
@MainActor
private final class PageLog: UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  var calls: [String] = []
  lazy var pages = (0..<5).map { Page($0, log: self) }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    let n = (viewController as! Page).number
    calls.append("before(\(n))")
    return n > 0 ? pages[n - 1] : nil
  }
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    let n = (viewController as! Page).number
    calls.append("after(\(n))")
    return n < pages.count - 1 ? pages[n + 1] : nil
  }
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    calls.append("willTransitionTo(\(pendingViewControllers.map { ($0 as! Page).number }))")
  }
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    let previous = previousViewControllers.map { ($0 as! Page).number }
    calls.append("didFinishAnimating(\(finished), \(previous), \(completed))")
  }
}

/// UIPageViewController's `.scroll` style: pages as children in a paging scroll view, turned
/// by a swipe with the data source's and delegate's calls in UIKit's order, or by code.
@MainActor @Suite struct UIPageViewControllerTests {
  /// A page view controller as the window's root on an iPhone SE (375 × 667), showing
  /// `first`.
  private func scene(first: Int = 2) -> (Stage, UIPageViewController, PageLog) {
    let stage = Stage(device: .iPhoneSE)
    let log = PageLog()
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = log
    pager.delegate = log
    stage.run {
      pager.setViewControllers([log.pages[first]], direction: .forward, animated: false)
      stage.window.rootViewController = pager
    }
    stage.advance(to: 0.1)
    log.calls = []
    return (stage, pager, log)
  }

  private func number(_ pager: UIPageViewController) -> Int? {
    (pager.viewControllers?.first as? Page)?.number
  }

  @Test func settingAPageMakesItTheChildShownWithoutAskingTheDataSource() {
    let stage = Stage(device: .iPhoneSE)
    let log = PageLog()
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = log
    stage.run {
      pager.setViewControllers([log.pages[0]], direction: .forward, animated: false)
      stage.window.rootViewController = pager
    }
    stage.advance(to: 0.1)
    #expect(log.calls == ["0.willMove(parent)", "0.didMove(parent)"])
    #expect(pager.children == [log.pages[0]] && number(pager) == 0)
    let page = log.pages[0].view!
    #expect(page.window === stage.window)
    #expect(page.convert(page.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(pager.spineLocation == .none && pager.gestureRecognizers.isEmpty)

    stage.run { pager.setViewControllers([log.pages[3]], direction: .forward, animated: false) }
    #expect(
      log.calls.suffix(4) == [
        "0.willMove(nil)", "0.didMove(nil)", "3.willMove(parent)", "3.didMove(parent)",
      ])
    #expect(pager.children == [log.pages[3]] && log.pages[0].view.superview == nil)
  }

  @Test func aSwipeTurnsToTheNextPageWithUIKitsCalls() {
    let (stage, pager, log) = scene()
    stage.run {
      stage.swipe(from: CGPoint(x: 300, y: 300), by: CGVector(dx: -200, dy: 0))
    }
    stage.advance(to: 3)
    #expect(
      log.calls == [
        "before(2)", "after(2)", "willTransitionTo([3])", "3.willMove(parent)",
        "2.willMove(nil)", "2.didMove(nil)", "3.didMove(parent)",
        "didFinishAnimating(true, [2], true)",
      ])
    #expect(number(pager) == 3 && pager.children == [log.pages[3]])
    let page = log.pages[3].view!
    #expect(page.convert(page.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(log.pages[2].view.superview == nil)

    // And back again.
    log.calls = []
    stage.run { stage.swipe(from: CGPoint(x: 50, y: 300), by: CGVector(dx: 200, dy: 0)) }
    stage.advance(to: 6)
    #expect(log.calls.contains("willTransitionTo([2])"))
    #expect(log.calls.last == "didFinishAnimating(true, [3], true)" && number(pager) == 2)
  }

  @Test func aShortSlowDragSnapsBackAndDoesNotComplete() {
    let (stage, pager, log) = scene()
    stage.run {
      stage.pan(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5)
    }
    stage.advance(to: 3)
    #expect(log.calls.first == "before(2)" && log.calls.contains("willTransitionTo([3])"))
    #expect(log.calls.last == "didFinishAnimating(true, [2], false)")
    #expect(number(pager) == 2 && pager.children == [log.pages[2]])
    #expect(log.pages[3].parent == nil && log.pages[3].view.superview == nil)
    let page = log.pages[2].view!
    #expect(page.convert(page.bounds, to: nil).origin == .zero)
  }

  @Test func theFirstPageHasNothingBeforeIt() {
    let (stage, pager, log) = scene(first: 0)
    stage.run { stage.swipe(from: CGPoint(x: 50, y: 300), by: CGVector(dx: 200, dy: 0)) }
    stage.advance(to: 3)
    #expect(log.calls == ["before(0)", "after(0)"])
    #expect(number(pager) == 0)
    let page = log.pages[0].view!
    #expect(page.convert(page.bounds, to: nil).origin == .zero)
  }

  @Test func anAnimatedSetScrollsToThePageThenCompletes() {
    let (stage, pager, log) = scene()
    var finished: [Bool] = []
    stage.run {
      pager.setViewControllers([log.pages[0]], direction: .reverse, animated: true) {
        finished.append($0)
      }
    }
    #expect(finished.isEmpty && number(pager) == 2)
    stage.advance(to: 0.2)
    let moving = log.pages[0].view!
    let x = moving.convert(moving.bounds, to: nil).minX
    #expect(x > -375 && x < 0)
    stage.advance(to: 2)
    #expect(finished == [true] && number(pager) == 0 && pager.children == [log.pages[0]])
    #expect(moving.convert(moving.bounds, to: nil).origin == .zero)
    #expect(
      !log.calls.contains {
        $0.hasPrefix("before") || $0.hasPrefix("did") && $0.contains("Animating")
      })
  }
}
