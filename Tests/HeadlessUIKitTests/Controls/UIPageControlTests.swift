import Compositor
import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class PageListener {
  var pages: [Int] = []
  func changed(_ control: UIPageControl) { pages.append(control.currentPage) }
}

@MainActor @Suite struct UIPageControlTests {
  @Test func pagesKeepTheCurrentPageInRange() {
    let dots = UIPageControl()
    #expect(dots.numberOfPages == 0 && dots.currentPage == 0)
    dots.numberOfPages = 5
    dots.currentPage = 9
    #expect(dots.currentPage == 4)
    dots.numberOfPages = 2
    #expect(dots.currentPage == 1)
    dots.currentPage = -3
    #expect(dots.currentPage == 0)
    #expect(dots.backgroundStyle == .automatic && dots.direction == .natural)
    #expect(dots.allowsContinuousInteraction && dots.interactionState == .none)
  }

  @Test func theSizeGrowsSixteenPointsAPage() {
    let dots = UIPageControl()
    #expect(dots.size(forNumberOfPages: 3) == CGSize(width: 64, height: 26))
    #expect(dots.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
    dots.numberOfPages = 4
    #expect(dots.intrinsicContentSize == CGSize(width: 80, height: 26))
    dots.direction = .topToBottom
    #expect(dots.intrinsicContentSize == CGSize(width: 26, height: 80))
  }

  @Test func aSinglePageHidesTheControlWhenAsked() {
    let dots = UIPageControl()
    dots.hidesForSinglePage = true
    dots.numberOfPages = 1
    #expect(dots.isHidden)
    dots.numberOfPages = 2
    #expect(!dots.isHidden)
  }

  @Test func tapsBeforeOrAfterTheCurrentDotStepAPageAndSendValueChanged() {
    let (stage, root) = stageWithRootView()
    let dots = UIPageControl(frame: CGRect(x: 100, y: 300, width: 200, height: 26))
    let listener = PageListener()
    stage.run {
      dots.numberOfPages = 3
      dots.addTarget(listener, action: PageListener.changed, for: .valueChanged)
      root.addSubview(dots)
    }
    stage.advance(to: 0.2)
    stage.tap(at: CGPoint(x: 260, y: 313))  // right of page 0
    stage.advance(to: 0.5)
    #expect(listener.pages == [1] && dots.currentPage == 1)
    stage.tap(at: CGPoint(x: 120, y: 313))  // left of page 1
    stage.advance(to: 0.8)
    #expect(listener.pages == [1, 0])
    stage.tap(at: CGPoint(x: 110, y: 313))  // left of page 0: nothing
    stage.advance(to: 1.1)
    #expect(listener.pages == [1, 0])
  }

  @Test func theCurrentDotIsBrighterThanTheOthers() throws {
    let (stage, root) = stageWithRootView()
    let dots = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 26))
    stage.run {
      root.backgroundColor = .black
      dots.numberOfPages = 3
      dots.currentPage = 1
      root.addSubview(dots)
    }
    stage.advance(to: 0.2)
    let frame = try Compositor().render(stage.renderTree())
    let s = Int(stage.screen.scale)
    let centre = dots.indicatorCenter(1)
    let left = dots.indicatorCenter(0)
    #expect(centre == CGPoint(x: 100, y: 13) && left == CGPoint(x: 84, y: 13))
    let current = frame.pixel(x: Int(centre.x) * s, y: (100 + 13) * s)
    let other = frame.pixel(x: Int(left.x) * s, y: (100 + 13) * s)
    #expect(current.r == 255 && other.r > 40 && other.r < 120)
    // A custom tint for the current page.
    stage.run { dots.currentPageIndicatorTintColor = .systemRed }
    let tinted = try Compositor().render(stage.renderTree())
    #expect(tinted.pixel(x: Int(centre.x) * s, y: (100 + 13) * s).g < 100)
  }

  @Test func indicatorImagesReplaceDots() {
    let dots = UIPageControl()
    let star = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 12)).image { context in
      UIColor.systemYellow.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 12))
    }
    dots.numberOfPages = 2
    dots.setIndicatorImage(star, forPage: 1)
    #expect(dots.indicatorImage(forPage: 1) === star && dots.indicatorImage(forPage: 0) == nil)
    dots.preferredCurrentPageIndicatorImage = star
    #expect(dots.currentPageIndicatorImage(forPage: 0) == nil)
  }
}
