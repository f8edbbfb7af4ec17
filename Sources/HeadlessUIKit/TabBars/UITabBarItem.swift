import Foundation

/// An item a tab bar shows for one of its tab bar controller's children (`UITabBarItem`): a
/// title, an image, a selected image and a badge.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
  /// UIKit's predefined items; each has its own title here (`"Favorites"`, …) and no image.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
      downloads, mostRecent, mostViewed

    /// The title UIKit shows for the item in English.
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  /// The image while the item is selected; nil uses `image`. Default: nil.
  open var selectedImage: UIImage? { didSet { itemDidChange() } }
  /// The text of the badge at the item's top right; nil shows none. Default: nil.
  open var badgeValue: String? { didSet { itemDidChange() } }
  /// The badge's colour; nil is UIKit's red. Default: nil.
  open var badgeColor: UIColor? { didSet { itemDidChange() } }
  /// The appearances given (copies), which override the bar's while the item is selected.
  var appearances = TabBarAppearances() { didSet { itemDidChange() } }

  /// An item with no title and no image.
  public override init() { super.init() }

  /// Storyboards do not exist headlessly; this makes an empty item.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// An item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title, an image and an image for the selected state.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// One of UIKit's predefined items.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    title = systemItem.title
    self.tag = tag
  }
}
