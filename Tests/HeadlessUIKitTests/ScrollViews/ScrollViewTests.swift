import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// Logs a scroll view delegate's calls.
@MainActor final class ScrollLog: UIScrollViewDelegate {
  var calls: [String] = []
  var offsets: [CGPoint] = []
  var releaseVelocity: CGPoint?
  var target: CGPoint?
  /// Where to send the content instead, when set.
  var redirect: CGPoint?

  func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEndDragging")
    releaseVelocity = velocity
    target = targetContentOffset.pointee
    if let redirect { targetContentOffset.pointee = redirect }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    calls.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    calls.append("didEndScrollingAnimation")
  }
}

@MainActor @Suite struct ScrollViewTests {
  /// A scroll view filling a root view controller's view, its content 393 × 3000 points.
  func scene(
    behavior: UIScrollView.ContentInsetAdjustmentBehavior = .never
  ) -> (Stage, UIScrollView, ScrollLog) {
    let stage = Stage()
    let root = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentInsetAdjustmentBehavior = behavior
    scrollView.contentSize = CGSize(width: 393, height: 3000)
    let log = ScrollLog()
    scrollView.delegate = log
    stage.run {
      stage.window.rootViewController = root
      root.view.addSubview(scrollView)
    }
    stage.advance(to: 0.1)
    return (stage, scrollView, log)
  }

  @Test func theOffsetIsTheBoundsOrigin() {
    let (stage, scrollView, log) = scene()
    stage.run {
      let row = UIView(frame: CGRect(x: 0, y: 500, width: 393, height: 44))
      scrollView.addSubview(row)
      scrollView.contentOffset = CGPoint(x: 0, y: 300)
      #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 300))
      #expect(row.frame.minY == 500)
      #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 200))
      #expect(log.offsets == [CGPoint(x: 0, y: 300)])
      #expect(scrollView.clipsToBounds)
    }
  }

  @Test func adjustedInsetsFollowTheBehaviour() {
    let (stage, scrollView, _) = scene(behavior: .automatic)
    stage.run {
      scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      // Scrolls vertically: the safe area's top and bottom (59, 34) join the inset.
      #expect(
        scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
      scrollView.contentSize = CGSize(width: 393, height: 100)
      #expect(scrollView.adjustedContentInset.top == 10)  // nothing to scroll
      scrollView.contentInsetAdjustmentBehavior = .always
      #expect(scrollView.adjustedContentInset.top == 69)
      scrollView.contentInsetAdjustmentBehavior = .never
      #expect(scrollView.adjustedContentInset.bottom == 0)
    }
  }

  @Test func aDragFollowsTheFingerAndStretchesPastTheTop() {
    let (stage, scrollView, log) = scene()
    stage.run {
      stage.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5)
      stage.at(0.3) { #expect(scrollView.isDragging && scrollView.isTracking) }
    }
    stage.advance(to: 0.61)
    #expect(scrollView.contentOffset.y == 300)  // let go at rest: no deceleration
    #expect(log.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    #expect(!scrollView.isDragging && !scrollView.isTracking)
    // From 300, a 500-point drag down is 200 points past the top: it stretches.
    stage.run {
      stage.at(1) {
        stage.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.5)
      }
    }
    stage.advance(to: 1.5)
    let stretch = RubberBand.offset(forOvershoot: 200, dimension: 852)
    #expect(abs(scrollView.contentOffset.y + stretch) < 1e-9)
    // Released there, it springs back to the top.
    stage.advance(to: 3)
    #expect(scrollView.contentOffset.y == 0 && !scrollView.isDecelerating)
  }

  @Test func aFlickCoastsToItsProjectionThroughTheDelegate() throws {
    let (stage, scrollView, log) = scene()
    stage.run {
      stage.swipe(from: CGPoint(x: 200, y: 700), by: CGVector(dx: 0, dy: -300), duration: 0.15)
    }
    stage.advance(to: 0.26)
    // Released at 2000 points per second: 2 points per millisecond.
    let velocity = try #require(log.releaseVelocity)
    #expect(abs(velocity.y - 2) < 1e-9)
    #expect(scrollView.isDecelerating)
    let target = try #require(log.target)
    let expected = 300 + ScrollDeceleration.distance(forVelocity: 2000)
    #expect(abs(target.y - expected) <= 1.0 / 6)
    stage.advance(to: 5)
    #expect(scrollView.contentOffset.y == target.y)
    #expect(
      log.calls == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didEndDecelerating",
      ])
    // It stepped 120 times a second along the deceleration curve.
    let steps = log.offsets.filter { $0.y > 300 && $0.y < target.y }
    #expect(steps.count > 100)
  }

  @Test func theFastRateStopsSooner() throws {
    let (stage, scrollView, log) = scene()
    scrollView.decelerationRate = .fast
    stage.run {
      stage.swipe(from: CGPoint(x: 200, y: 700), by: CGVector(dx: 0, dy: -300), duration: 0.15)
    }
    stage.advance(to: 3)
    let target = try #require(log.target)
    #expect(
      abs(target.y - (300 + ScrollDeceleration.distance(forVelocity: 2000, rate: 0.99))) < 0.2)
    #expect(scrollView.contentOffset.y == target.y)
  }

  @Test func aFlickIntoTheTopBouncesBack() {
    let (stage, scrollView, log) = scene()
    stage.run {
      scrollView.contentOffset = CGPoint(x: 0, y: 100)
      stage.swipe(from: CGPoint(x: 200, y: 300), by: CGVector(dx: 0, dy: 300), duration: 0.15)
    }
    stage.advance(to: 3)
    #expect(log.offsets.contains { $0.y < -20 })  // overshot the top
    #expect(scrollView.contentOffset.y == 0)
  }

  /// Without `bounces` a drag stops at the edge; content no taller than the view only moves
  /// when `alwaysBounceVertical` says so; with scrolling off a drag moves nothing.
  @Test func bouncingAndScrollingCanBeTurnedOff() {
    let (stage, scrollView, log) = scene()
    scrollView.bounces = false
    stage.run {
      stage.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
      stage.at(0.25) { #expect(scrollView.isDragging && scrollView.contentOffset.y == 0) }
    }
    stage.advance(to: 1)
    #expect(scrollView.contentOffset.y == 0 && !log.offsets.contains { $0.y < 0 })
    // Short content: nothing to scroll, so the pan does not even begin.
    scrollView.bounces = true
    scrollView.contentSize = CGSize(width: 393, height: 400)
    stage.run {
      stage.at(1) {
        stage.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
      }
      stage.at(1.25) { #expect(!scrollView.isDragging && scrollView.contentOffset.y == 0) }
    }
    stage.advance(to: 2)
    // alwaysBounceVertical: the same drag stretches it, and it springs back.
    scrollView.alwaysBounceVertical = true
    stage.run {
      stage.at(2) {
        stage.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
      }
      stage.at(2.25) { #expect(scrollView.isDragging && scrollView.contentOffset.y < -50) }
    }
    stage.advance(to: 4)
    #expect(scrollView.contentOffset.y == 0)
    // alwaysBounceHorizontal: a sideways drag stretches it too.
    scrollView.alwaysBounceHorizontal = true
    stage.run {
      stage.at(4) {
        stage.pan(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
      }
      stage.at(4.25) { #expect(scrollView.contentOffset.x < -50) }
    }
    stage.advance(to: 6)
    #expect(scrollView.contentOffset == .zero)
    // Scrolling off: the pan is disabled and nothing moves.
    scrollView.isScrollEnabled = false
    #expect(!scrollView.panGestureRecognizer.isEnabled)
    let before = log.offsets.count
    stage.run {
      stage.at(6) {
        stage.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
      }
    }
    stage.advance(to: 7)
    #expect(log.offsets.count == before && scrollView.contentOffset == .zero)
  }

  @Test func theDelegateCanChooseWhereTheContentStops() {
    let (stage, scrollView, log) = scene()
    log.redirect = CGPoint(x: 0, y: 1000)
    stage.run {
      stage.swipe(from: CGPoint(x: 200, y: 700), by: CGVector(dx: 0, dy: -300), duration: 0.15)
    }
    stage.advance(to: 5)
    #expect(scrollView.contentOffset.y == 1000)
  }

  @Test func pagingStopsAtTheNextPage() {
    let (stage, scrollView, _) = scene()
    scrollView.isPagingEnabled = true
    stage.run {
      stage.swipe(from: CGPoint(x: 200, y: 700), by: CGVector(dx: 0, dy: -300), duration: 0.15)
    }
    stage.advance(to: 5)
    #expect(scrollView.contentOffset.y == 852)
  }

  @Test func setContentOffsetAnimatesOnEaseOut() {
    let (stage, scrollView, log) = scene()
    stage.run { scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true) }
    stage.advance(to: 0.25)
    let f = CubicBezierCurve.easeOut.value(at: 0.5)
    #expect(abs(scrollView.contentOffset.y - 600 * f) < 1e-9)
    stage.advance(to: 1)
    #expect(scrollView.contentOffset.y == 600 && log.calls == ["didEndScrollingAnimation"])
    stage.run {
      scrollView.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: false)
    }
    #expect(scrollView.contentOffset.y == CGFloat(2100 - 852))
  }

  @Test func aFingerStopsACoastingScrollView() {
    let (stage, scrollView, _) = scene()
    stage.run {
      stage.swipe(from: CGPoint(x: 200, y: 700), by: CGVector(dx: 0, dy: -300), duration: 0.15)
      stage.at(0.5) { stage.tap(at: CGPoint(x: 200, y: 400)) }
    }
    stage.advance(to: 0.55)
    let stopped = scrollView.contentOffset
    #expect(!scrollView.isDecelerating)
    stage.advance(to: 2)
    #expect(scrollView.contentOffset == stopped)
  }

  @Test func indicatorsShowWhileScrollingAndFadeAfter() throws {
    let (stage, scrollView, _) = scene()
    stage.run {
      stage.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5)
    }
    stage.advance(to: 0.3)
    let bar = try #require(scrollView.indicators?.vertical)
    #expect(bar.superview === scrollView && bar.alpha == 1 && !bar.isHidden)
    #expect(bar.frame.minX == 393 - 3 - 3 && bar.frame.width == 3)
    // The horizontal one has nothing to scroll.
    #expect(scrollView.indicators?.horizontal.isHidden == true)
    stage.advance(to: 2)
    #expect(bar.alpha == 0)
  }

  @Test func autoLayoutContentSetsTheContentSize() {
    let (stage, scrollView, _) = scene()
    stage.run {
      scrollView.contentSize = .zero
      let column = UIView()
      column.translatesAutoresizingMaskIntoConstraints = false
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(column)
      scrollView.addSubview(badge)
      NSLayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        column.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
        column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        column.heightAnchor.constraint(equalToConstant: 2000),
        badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 20),
        badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        badge.widthAnchor.constraint(equalToConstant: 30),
        badge.heightAnchor.constraint(equalToConstant: 30),
      ])
      scrollView.layoutIfNeeded()
      #expect(scrollView.contentSize == CGSize(width: 393, height: 2000))
      #expect(column.frame == CGRect(x: 0, y: 0, width: 393, height: 2000))
      scrollView.contentOffset = CGPoint(x: 0, y: 500)
      scrollView.layoutIfNeeded()
      // Pinned to the frame guide, the badge stays where it shows.
      #expect(badge.frame.minY == 520)
      #expect(badge.convert(CGPoint.zero, to: nil).y == 20)
    }
  }

  /// The content of a scroll view whose insets hold the safe area sees none of it along that
  /// axis; content at rest at the top stays there as the adjusted inset appears.
  @Test func contentLeavesTheSafeAreaToTheInsets() {
    let (stage, scrollView, _) = scene(behavior: .automatic)
    stage.run {
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
      scrollView.addSubview(header)
      stage.window.layoutIfNeeded()
      #expect(scrollView.contentOffset.y == -59)
      #expect(header.safeAreaInsets == .zero)
      scrollView.contentSize = CGSize(width: 393, height: 400)  // nothing to scroll
      stage.window.layoutIfNeeded()
      #expect(scrollView.adjustedContentInset.top == 0)
      #expect(scrollView.contentOffset.y == 0)
      // Now the header sits under the status bar, no deeper than its own height.
      #expect(header.safeAreaInsets.top == 59)
      let sliver = UIView(frame: CGRect(x: 0, y: 10, width: 393, height: 20))
      scrollView.addSubview(sliver)
      #expect(sliver.safeAreaInsets.top == 20)
    }
  }
}
