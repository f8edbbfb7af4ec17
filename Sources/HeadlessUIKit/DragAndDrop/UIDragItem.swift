import Foundation

/// Data offered in a drag, by type identifier, as Foundation's `NSItemProvider` (which Linux
/// Foundation lacks). Curtain keeps what is registered; no drag carries it anywhere.
open class NSItemProvider: NSObject {
  private var items: [(typeIdentifier: String, item: Any?)] = []
  /// A name for the data, used as a file name. Default: nil.
  open var suggestedName: String?

  public override init() { super.init() }

  /// A provider of `item` under `typeIdentifier`.
  public init(item: Any?, typeIdentifier: String?) {
    super.init()
    if let typeIdentifier { items.append((typeIdentifier, item)) }
  }

  /// The type identifiers registered, in order.
  open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }

  /// Whether data of `typeIdentifier` is registered.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    items.contains { $0.typeIdentifier == typeIdentifier }
  }
}

/// One item of a drag, as UIKit's `UIDragItem`.
@preconcurrency @MainActor open class UIDragItem: NSObject {
  /// The item's data.
  public let itemProvider: NSItemProvider
  /// An object for drops within the app. Default: nil.
  open var localObject: Any?

  /// An item with `itemProvider`'s data.
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
    super.init()
  }
}
