// The iOS 15 bar fix as apps and libraries wrote it when their bars turned transparent: an
// opaque appearance given to the navigation bar, the navigation item and the tab bar, for both
// the standard and the scroll-edge look, behind `#available`, in the Swift 5 language mode.
import HeadlessUIKit
import Testing

/// A screen that styles its navigation bar in `viewDidLoad`, as ported apps do.
final class BrandedListController: UIViewController {
  static let brand = UIColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)

  override func viewDidLoad() {
    super.viewDidLoad()
    if #available(iOS 15.0, *) {
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = Self.brand
      appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
      navigationController?.navigationBar.standardAppearance = appearance
      navigationController?.navigationBar.scrollEdgeAppearance = appearance
      navigationItem.compactScrollEdgeAppearance = appearance
    }
  }
}

/// Tabs whose bar keeps its background at the content's edge.
final class BrandedTabsController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    if #available(iOS 15.0, *) {
      let appearance = UITabBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.stackedLayoutAppearance.selected.titleTextAttributes = [
        .foregroundColor: BrandedListController.brand
      ]
      tabBar.standardAppearance = appearance
      tabBar.scrollEdgeAppearance = appearance
    }
  }
}

@MainActor @Suite struct BarAppearancePatternsTests {
  @Test func theIOS15FixKeepsBothLooksOpaque() {
    let list = BrandedListController()
    let navigation = UINavigationController(rootViewController: list)
    let tabs = BrandedTabsController()
    tabs.viewControllers = [navigation]
    tabs.loadViewIfNeeded()
    list.loadViewIfNeeded()
    let bar = navigation.navigationBar
    #expect(bar.scrollEdgeAppearance?.backgroundColor == BrandedListController.brand)
    #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    #expect(list.navigationItem.compactScrollEdgeAppearance?.backgroundEffect == nil)
    let selected = tabs.tabBar.scrollEdgeAppearance?.stackedLayoutAppearance.selected
    let brand = BrandedListController.brand
    #expect(selected?.titleTextAttributes[.foregroundColor] as? UIColor == brand)
    #expect(tabs.tabBar.standardAppearance.backgroundColor == .systemBackground)
  }
}
