import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// A navigation controller's bars and their appearances: the standard one over scrolled
/// content, the scroll-edge one (or none) while the content rests at the bar's edge, the top
/// item's before the bar's.
@MainActor @Suite struct NavigationBarAppearanceTests {
  static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
  static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
  static let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
  static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

  /// A controller whose view is a white scroll view of 375 × 2000 points of content.
  final class ScrollingController: UIViewController {
    override func loadView() {
      let scroll = UIScrollView()
      scroll.backgroundColor = .white
      scroll.contentSize = CGSize(width: 375, height: 2000)
      view = scroll
    }
    var scrollView: UIScrollView { view as! UIScrollView }
  }

  /// An opaque appearance in `color`, its hairline blue.
  static func opaque(_ color: UIColor) -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    appearance.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    return appearance
  }

  /// An iPhone SE (2x) stage showing `root` in a navigation controller.
  func show(_ root: UIViewController) -> (Stage, UINavigationController) {
    let stage = Stage(device: .iPhoneSE, appearance: .light)
    let nav = UINavigationController(rootViewController: root)
    stage.run { stage.window.rootViewController = nav }
    stage.advance(to: 0.01)
    return (stage, nav)
  }

  func render(_ stage: Stage) throws -> PremultipliedRGBA8Bitmap {
    try Compositor().render(stage.renderTree())
  }

  @Test func aNavigationBarDrawsItsStandardAppearanceOverScrolledContent() throws {
    let root = ScrollingController()
    let (stage, nav) = show(root)
    let bar = nav.navigationBar
    #expect(bar.standardAppearance.backgroundEffect != nil && bar.compactAppearance == nil)
    let appearance = Self.opaque(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    stage.run {
      bar.standardAppearance = appearance
      root.scrollView.contentOffset.y += 100
    }
    stage.advance(to: 0.02)
    let copy = bar.standardAppearance
    #expect(copy !== appearance && copy.titleTextAttributes.count == 1)
    let frame = try render(stage)
    // The bar (20 to 64 points) and the status bar behind it are red; the hairline at 64 blue.
    #expect(frame.pixel(x: 20, y: 100) == Self.red)
    #expect(frame.pixel(x: 20, y: 10) == Self.red)
    #expect(frame.pixel(x: 20, y: 128) == Self.blue)
    #expect(frame.pixel(x: 20, y: 131) == Self.white)
  }

  @Test func contentAtTheTopEdgeShowsThroughTheBarUntilItScrolls() throws {
    let root = ScrollingController()
    let (stage, nav) = show(root)
    // The content rests below the bar, at its top edge: no material, no hairline.
    #expect(root.scrollView.contentOffset.y == -64)
    var frame = try render(stage)
    for y in [10, 100, 128] { #expect(frame.pixel(x: 20, y: y) == Self.white) }
    stage.run { nav.navigationBar.standardAppearance = Self.opaque(.red) }
    stage.run { root.scrollView.contentOffset.y = -20 }
    stage.advance(to: 0.02)
    frame = try render(stage)
    #expect(frame.pixel(x: 20, y: 100) == Self.red)
    #expect(frame.pixel(x: 20, y: 128) == Self.blue)
    // Pulled down past the edge counts as at it.
    stage.run { root.scrollView.contentOffset.y = -90 }
    stage.advance(to: 0.03)
    frame = try render(stage)
    #expect(frame.pixel(x: 20, y: 100) == Self.white)
  }

  @Test func aControllerWithoutAScrollViewIsAlwaysAtTheEdge() throws {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let (stage, nav) = show(root)
    stage.run { nav.navigationBar.standardAppearance = Self.opaque(.red) }
    stage.advance(to: 0.02)
    let frame = try render(stage)
    #expect(frame.pixel(x: 20, y: 100) == Self.white)
    #expect(frame.pixel(x: 20, y: 128) == Self.white)
  }

  @Test func theScrollEdgeAppearanceIsDrawnAtTheEdgeAndTheItemsComeFirst() throws {
    let root = ScrollingController()
    let (stage, nav) = show(root)
    let bar = nav.navigationBar
    stage.run {
      bar.standardAppearance = Self.opaque(.red)
      bar.scrollEdgeAppearance = Self.opaque(.blue)
    }
    stage.advance(to: 0.02)
    var frame = try render(stage)
    #expect(frame.pixel(x: 20, y: 100) == Self.blue)
    stage.run { root.navigationItem.scrollEdgeAppearance = Self.opaque(.green) }
    stage.advance(to: 0.03)
    frame = try render(stage)
    #expect(frame.pixel(x: 20, y: 100) == Self.green)
    #expect(root.navigationItem.scrollEdgeAppearance !== root.navigationItem.scrollEdgeAppearance)
    stage.run {
      root.navigationItem.standardAppearance = Self.opaque(.white)
      root.scrollView.contentOffset.y = 300
    }
    stage.advance(to: 0.04)
    frame = try render(stage)
    #expect(frame.pixel(x: 20, y: 100) == Self.white)
    #expect(frame.pixel(x: 20, y: 128) == Self.blue)
  }

  @Test func theTitleTakesTheDrawnAppearancesAttributes() throws {
    let root = ScrollingController()
    root.title = "Inbox"
    let (stage, nav) = show(root)
    let bar = nav.navigationBar
    let edge = Self.opaque(.blue)
    edge.titleTextAttributes = [.foregroundColor: UIColor.white]
    stage.run { bar.scrollEdgeAppearance = edge }
    stage.advance(to: 0.02)
    #expect(bar.content?.titleLabel?.textColor == .white)
    stage.run { root.scrollView.contentOffset.y = 300 }
    stage.advance(to: 0.03)
    #expect(bar.content?.titleLabel?.textColor == .label)
  }

  @Test func aScrollViewBelowTheFirstSubviewCountsOnceItIsSet() throws {
    let root = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroll.contentSize = CGSize(width: 375, height: 2000)
    root.view.backgroundColor = .white
    root.view.addSubview(UIView())
    root.view.addSubview(scroll)
    let (stage, nav) = show(root)
    stage.run {
      nav.navigationBar.standardAppearance = Self.opaque(.red)
      scroll.contentOffset.y = 300
    }
    stage.advance(to: 0.02)
    #expect(try render(stage).pixel(x: 20, y: 100) == Self.white)
    stage.run { root.setContentScrollView(scroll, for: .top) }
    stage.advance(to: 0.03)
    stage.run { scroll.contentOffset.y = 301 }
    stage.advance(to: 0.04)
    #expect(try render(stage).pixel(x: 20, y: 100) == Self.red)
  }

  @Test func aPushFadesTheBackgroundTowardsTheIncomingContentsEdge() throws {
    let root = ScrollingController()
    let (stage, nav) = show(root)
    let bar = nav.navigationBar
    stage.run {
      bar.standardAppearance = Self.opaque(.red)
      root.scrollView.contentOffset.y = 300
    }
    let next = UIViewController()
    next.view.backgroundColor = .white
    stage.at(0.1) { nav.pushViewController(next, animated: true) }
    stage.advance(to: 0.2)
    let middle = try render(stage).pixel(x: 600, y: 100)
    #expect(middle.r == 255 && middle.g > 0 && middle.g < 255)
    stage.advance(to: 1.5)
    #expect(try render(stage).pixel(x: 600, y: 100) == Self.white)
    stage.run { _ = nav.popViewController(animated: false) }
    stage.advance(to: 1.6)
    #expect(try render(stage).pixel(x: 600, y: 100) == Self.red)
  }

  /// An edge swipe from a controller at the edge back towards scrolled content: the bar's
  /// background fades in with the finger, and fades out again when the pop is cancelled.
  @Test func anInteractivePopFollowsTheFingerAndACancelRestoresTheEdge() throws {
    let root = ScrollingController()
    let (stage, nav) = show(root)
    stage.run {
      nav.navigationBar.standardAppearance = Self.opaque(.red)
      root.scrollView.contentOffset.y = 300
    }
    let next = UIViewController()
    next.view.backgroundColor = .white
    stage.run { nav.pushViewController(next, animated: false) }
    stage.advance(to: 0.2)
    #expect(try render(stage).pixel(x: 600, y: 100) == Self.white)
    stage.at(0.3) { stage.edgePan(from: .left, distance: 100, duration: 0.4, easing: .easeOut) }
    stage.advance(to: 0.6)
    let during = try render(stage).pixel(x: 600, y: 100)
    #expect(during.r == 255 && during.g > 0 && during.g < 255)
    stage.advance(to: 2)
    #expect(nav.topViewController === next)
    #expect(try render(stage).pixel(x: 600, y: 100) == Self.white)
  }

  @Test func aToolbarIsTransparentAtTheContentsBottomEdge() throws {
    let root = ScrollingController()
    let (stage, nav) = show(root)
    let appearance = UIToolbarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .red
    stage.run {
      nav.setToolbarHidden(false, animated: false)
      nav.toolbar.standardAppearance = appearance
    }
    stage.advance(to: 0.02)
    // The toolbar spans 623 to 667 points; the content rests at its top, far from its bottom.
    #expect(try render(stage).pixel(x: 20, y: 2 * 640) == Self.red)
    stage.run { root.scrollView.contentOffset.y = 2000 + 44 - 667 }
    stage.advance(to: 0.03)
    #expect(try render(stage).pixel(x: 20, y: 2 * 640) == Self.white)
    let edge = UIToolbarAppearance()
    edge.configureWithOpaqueBackground()
    edge.backgroundColor = .blue
    stage.run { nav.toolbar.scrollEdgeAppearance = edge }
    stage.advance(to: 0.04)
    #expect(try render(stage).pixel(x: 20, y: 2 * 640) == Self.blue)
  }
}
