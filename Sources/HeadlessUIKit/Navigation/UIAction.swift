import Foundation

/// What a `UIAction` runs: a closure that receives the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and a closure (iOS 14's `UIAction`), as bar button items take it for
/// their `primaryAction` and menus hold it as an element.
@preconcurrency @MainActor open class UIAction: UIMenuElement {
  /// An identifier for an action.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title. Default: empty.
  open override var title: String {
    get { actionTitle }
    set { actionTitle = newValue }
  }
  private var actionTitle: String
  /// The image. Default: nil.
  open override var image: UIImage? {
    get { actionImage }
    set { actionImage = newValue }
  }
  private var actionImage: UIImage?
  /// The identifier. Default: a new unique one.
  public let identifier: Identifier
  /// Who ran the action last (a bar button item), while its handler runs. Default: nil.
  public internal(set) var sender: Any?
  let handler: UIActionHandler

  /// An action running `handler`.
  ///
  /// - Parameters:
  ///   - title: Default: empty.
  ///   - image: Default: nil.
  ///   - identifier: Default: nil (a unique identifier is made).
  ///   - handler: The closure to run.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping UIActionHandler
  ) {
    actionTitle = title
    actionImage = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as the sender.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
