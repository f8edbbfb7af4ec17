import Foundation

// UIKit adds row, section and item accessors to Foundation's `IndexPath` (Apple's Foundation has
// them only with UIKit imported); Linux Foundation has none, so they live here.
extension IndexPath {
  /// An index path for a table view's row: `[section, row]`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An index path for a collection view's item: `[section, item]`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The first index: the section of a table view row or collection view item.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The second index: a table view's row within its section.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The second index: a collection view's item within its section.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
