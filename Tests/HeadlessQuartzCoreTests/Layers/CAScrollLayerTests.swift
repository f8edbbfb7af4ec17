import Foundation
import Testing

@testable import HeadlessQuartzCore

/// A scroll layer moves its bounds' origin in the directions its mode allows, and sublayers ask
/// the nearest one above to scroll for them.
@MainActor @Suite struct CAScrollLayerTests {
  func scrollLayer() -> (CAScrollLayer, CALayer) {
    let scroll = CAScrollLayer()
    scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let content = CALayer()
    content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    scroll.addSublayer(content)
    return (scroll, content)
  }

  @Test func theModeLimitsTheDirections() {
    let (scroll, _) = scrollLayer()
    #expect(scroll.scrollMode == .both)
    scroll.scrollMode = .vertically
    scroll.scroll(to: CGPoint(x: 30, y: 40))
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 40))
    scroll.scrollMode = .both
    scroll.scroll(to: CGPoint(x: 30, y: 40))
    #expect(scroll.bounds.origin == CGPoint(x: 30, y: 40))
  }

  @Test func scrollingToARectMovesTheLeastThatShowsIt() {
    let (scroll, _) = scrollLayer()
    scroll.scroll(to: CGRect(x: 150, y: 20, width: 20, height: 20))
    #expect(scroll.bounds.origin == CGPoint(x: 70, y: 0))
    scroll.scroll(to: CGRect(x: 80, y: 10, width: 10, height: 10))
    #expect(scroll.bounds.origin == CGPoint(x: 70, y: 0))
  }

  @Test func sublayersScrollTheNearestScrollLayerAndSeeItsBounds() {
    let (scroll, content) = scrollLayer()
    content.scroll(CGPoint(x: 50, y: 60))
    #expect(scroll.bounds.origin == CGPoint(x: 50, y: 60))
    #expect(content.visibleRect == CGRect(x: 50, y: 60, width: 100, height: 100))
    content.scrollRect(toVisible: CGRect(x: 300, y: 60, width: 10, height: 10))
    #expect(scroll.bounds.origin == CGPoint(x: 210, y: 60))
    let loose = CALayer()
    loose.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    loose.scroll(CGPoint(x: 5, y: 5))
    #expect(loose.bounds.origin == .zero && loose.visibleRect == loose.bounds)
  }
}
