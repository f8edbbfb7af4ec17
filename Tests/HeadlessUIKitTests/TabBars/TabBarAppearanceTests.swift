import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// A tab bar's appearances: the standard one (the selected item's before the bar's) over
/// content away from its bottom edge, the scroll-edge one (or none) at it, and the items'
/// title looks.
@MainActor @Suite struct TabBarAppearanceTests {
  typealias Scrolling = NavigationBarAppearanceTests.ScrollingController
  static let red = NavigationBarAppearanceTests.red
  static let blue = NavigationBarAppearanceTests.blue
  static let white = NavigationBarAppearanceTests.white

  static func opaque(_ color: UIColor) -> UITabBarAppearance {
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    appearance.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    return appearance
  }

  /// An iPhone SE (2x, 375 × 667 points, the bar from 618 to 667) showing `tabs`.
  func show(_ tabs: [UIViewController]) -> (Stage, UITabBarController) {
    let stage = Stage(device: .iPhoneSE, appearance: .light)
    let controller = UITabBarController()
    stage.run {
      controller.viewControllers = tabs
      stage.window.rootViewController = controller
    }
    stage.advance(to: 0.01)
    return (stage, controller)
  }

  func barPixel(_ stage: Stage, y: Int = 2 * 640) throws -> PremultipliedRGBA8 {
    try Compositor().render(stage.renderTree()).pixel(x: 20, y: y)
  }

  @Test func theStandardAppearanceIsDrawnAwayFromTheBottomEdge() throws {
    let root = Scrolling()
    let (stage, tabs) = show([root])
    stage.run { tabs.tabBar.standardAppearance = Self.opaque(.red) }
    stage.advance(to: 0.02)
    #expect(try barPixel(stage) == Self.red)
    // The hairline hangs above the bar's top edge, 618 points down.
    #expect(try barPixel(stage, y: 2 * 618 - 1) == Self.blue)
    #expect(tabs.tabBar.standardAppearance !== tabs.tabBar.standardAppearance)
  }

  @Test func contentAtItsBottomEdgeShowsThroughUnlessAScrollEdgeAppearanceIsSet() throws {
    let root = Scrolling()
    let (stage, tabs) = show([root])
    stage.run {
      tabs.tabBar.standardAppearance = Self.opaque(.red)
      root.scrollView.contentOffset.y = root.scrollView.offsetRange.y.upperBound
    }
    stage.advance(to: 0.02)
    #expect(try barPixel(stage) == Self.white)
    #expect(try barPixel(stage, y: 2 * 618 - 1) == Self.white)
    stage.run { tabs.tabBar.scrollEdgeAppearance = Self.opaque(.blue) }
    stage.advance(to: 0.03)
    #expect(try barPixel(stage) == Self.blue)
    // The selected item's appearance comes first.
    stage.run { root.tabBarItem.scrollEdgeAppearance = Self.opaque(.red) }
    stage.advance(to: 0.04)
    #expect(try barPixel(stage) == Self.red)
  }

  /// The pre-iOS 13 idiom for a clear bar: an empty background image and an empty shadow
  /// image; a `.black` bar style gives the dark appearance.
  @Test func emptyBackgroundAndShadowImagesClearTheBar() throws {
    let root = Scrolling()
    let (stage, tabs) = show([root])
    let bar = tabs.tabBar
    #expect(try barPixel(stage) != Self.white)
    stage.run {
      bar.backgroundImage = UIImage()
      bar.shadowImage = UIImage()
      bar.barStyle = .black
    }
    stage.advance(to: 0.02)
    #expect(try barPixel(stage) == Self.white)
    #expect(try barPixel(stage, y: 2 * 618 - 1) == Self.white)
    #expect(bar.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func aTabWithoutAScrollViewIsAlwaysAtTheEdge() throws {
    let plain = UIViewController()
    plain.view.backgroundColor = .white
    let (stage, tabs) = show([plain])
    stage.run { tabs.tabBar.standardAppearance = Self.opaque(.red) }
    stage.advance(to: 0.02)
    #expect(try barPixel(stage) == Self.white)
  }

  @Test func aNavigationControllersTopContentDecides() throws {
    let root = Scrolling()
    let (stage, tabs) = show([UINavigationController(rootViewController: root)])
    stage.run { tabs.tabBar.standardAppearance = Self.opaque(.red) }
    stage.advance(to: 0.02)
    #expect(try barPixel(stage) == Self.red)
    stage.run { root.scrollView.contentOffset.y = root.scrollView.offsetRange.y.upperBound }
    stage.advance(to: 0.03)
    #expect(try barPixel(stage) == Self.white)
  }

  @Test func itemTitlesTakeTheLayoutsStateAttributes() throws {
    let first = Scrolling()
    first.title = "One"
    let second = Scrolling()
    second.title = "Two"
    let (stage, tabs) = show([first, second])
    let appearance = Self.opaque(.white)
    let font = UIFont.systemFont(ofSize: 12, weight: .bold)
    appearance.stackedLayoutAppearance.selected.titleTextAttributes = [
      .foregroundColor: UIColor.red, .font: font,
    ]
    appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.blue]
    stage.run { tabs.tabBar.standardAppearance = appearance }
    stage.advance(to: 0.02)
    let labels = tabs.tabBar.titleLabels
    #expect(labels.map(\.textColor) == [.red, .blue])
    #expect(labels[0].font == font && labels[1].font.pointSize == 10)
    // The bar kept a copy: changing the original does nothing.
    appearance.stackedLayoutAppearance.normal.titleTextAttributes = [:]
    let kept = tabs.tabBar.standardAppearance.stackedLayoutAppearance
    #expect(kept.normal.titleTextAttributes[.foregroundColor] as? UIColor == .blue)
  }

  /// Item images: templates in the tint colour when selected and grey otherwise, centred
  /// above the titles; an `.alwaysOriginal` image keeps its own colours.
  @Test func itemImagesAreTintedTemplatesAboveTheTitles() throws {
    let first = Scrolling()
    first.tabBarItem = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"),
      selectedImage: UIImage(systemName: "house.fill"))
    let second = Scrolling()
    let red = UIImage(systemName: "heart.fill")!.withTintColor(.red, renderingMode: .alwaysOriginal)
    second.tabBarItem = UITabBarItem(title: "Likes", image: red, tag: 1)
    let third = Scrolling()
    third.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 2)
    let (stage, tabs) = show([first, second, third])
    let bar = tabs.tabBar
    let icons = bar.iconViews.compactMap { $0 }
    #expect(icons.count == 3)
    #expect(icons[0].tintColor == bar.tintColor && icons[2].tintColor == .systemGray)
    let bitmap = try Compositor().render(stage.renderTree())
    // Each icon's pixels, 2x, within the bar (618 points down), above the title.
    func colours(_ icon: UIImageView) -> [PremultipliedRGBA8] {
      let frame = stage.run { icon.convert(icon.bounds, to: nil) }
      #expect(frame.midY == 618 + UITabBar.iconCentre)
      return stride(from: Int(frame.minY * 2), to: Int(frame.maxY * 2), by: 1).flatMap { y in
        stride(from: Int(frame.minX * 2), to: Int(frame.maxX * 2), by: 1).map { bitmap[$0, y] }
      }
    }
    let blueish = colours(icons[0]).filter { Int($0.b) - Int($0.r) > 150 }.count
    let reddish = colours(icons[1]).filter { Int($0.r) - Int($0.b) > 150 }.count
    let greyish = colours(icons[2]).filter { $0.r < 180 && abs(Int($0.r) - Int($0.b)) < 20 }.count
    #expect(blueish > 100 && reddish > 100 && greyish > 50)
  }

  @Test func titlesFollowTheLookTheScrollEdgeChoosesAsTheContentMoves() throws {
    let root = Scrolling()
    root.title = "One"
    let (stage, tabs) = show([root])
    let edge = Self.opaque(.white)
    edge.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.red]
    stage.run { tabs.tabBar.scrollEdgeAppearance = edge }
    stage.advance(to: 0.02)
    let label = try #require(tabs.tabBar.titleLabels.first)
    #expect(label.textColor == tabs.tabBar.tintColor)
    stage.run { root.scrollView.contentOffset.y = root.scrollView.offsetRange.y.upperBound }
    stage.advance(to: 0.03)
    #expect(label.textColor == .red)
  }
}
