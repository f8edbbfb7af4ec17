import Foundation

/// An item of a menu, as UIKit's `UIMenuElement`: a menu or an action. Curtain keeps menus
/// (context menus, button menus) as values; no menu opens on a stage.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
  /// The element's title.
  open var title: String { elementTitle }
  /// A line under the title. Default: nil.
  open var subtitle: String?
  /// The element's image.
  open var image: UIImage? { elementImage }

  private let elementTitle: String
  private let elementImage: UIImage?

  init(title: String, image: UIImage?) {
    elementTitle = title
    elementImage = image
    super.init()
  }
}

/// A menu: a title and child elements, as UIKit's `UIMenu`.
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
  /// How a menu shows its children.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in line in the parent menu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The children are destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Only one child is chosen at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show as a palette.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// A menu's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The menu's identifier.
  public let identifier: Identifier
  /// How the menu shows its children.
  public let options: Options
  /// The menu's elements.
  public let children: [UIMenuElement]

  /// A menu of `children`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// A copy of the menu with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }
}
