import Foundation

extension UINavigationItem {
  /// The bar's appearance while this item is on top, in place of the bar's
  /// `standardAppearance`; nil uses the bar's. Setting it keeps a copy. Default: nil.
  public var standardAppearance: UINavigationBarAppearance? {
    get { appearances.standard?.copy() }
    set { appearances.standard = newValue?.copy() }
  }
  /// The bar's appearance in compact height while this item is on top; nil uses the bar's
  /// `compactAppearance`, then this item's `standardAppearance`. Default: nil.
  public var compactAppearance: UINavigationBarAppearance? {
    get { appearances.compact?.copy() }
    set { appearances.compact = newValue?.copy() }
  }
  /// The bar's appearance while this item is on top and the content is at its top edge; nil
  /// uses the bar's `scrollEdgeAppearance`. Default: nil.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.scrollEdge?.copy() }
    set { appearances.scrollEdge = newValue?.copy() }
  }
  /// The scroll-edge appearance in compact height while this item is on top; nil uses the
  /// bar's `compactScrollEdgeAppearance`. Default: nil.
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.compactScrollEdge?.copy() }
    set { appearances.compactScrollEdge = newValue?.copy() }
  }
}
