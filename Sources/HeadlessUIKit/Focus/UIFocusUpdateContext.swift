import Foundation

/// A move of focus from one view to another, as UIKit's `UIFocusUpdateContext`. Focus moves
/// with a keyboard, a remote or a pointer, none of which reaches a stage: Curtain declares the
/// context so that delegates compile, and never makes one.
@preconcurrency @MainActor open class UIFocusUpdateContext: NSObject {
  /// The view that had focus.
  open internal(set) weak var previouslyFocusedView: UIView?
  /// The view that gets focus.
  open internal(set) weak var nextFocusedView: UIView?
  /// The direction focus moves in.
  open internal(set) var focusHeading = UIFocusHeading()
}

/// The directions focus moves in.
public struct UIFocusHeading: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIFocusHeading(rawValue: 1 << 0)
  public static let down = UIFocusHeading(rawValue: 1 << 1)
  public static let left = UIFocusHeading(rawValue: 1 << 2)
  public static let right = UIFocusHeading(rawValue: 1 << 3)
  public static let next = UIFocusHeading(rawValue: 1 << 4)
  public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// Runs animations alongside a focus change, as UIKit's `UIFocusAnimationCoordinator`.
@preconcurrency @MainActor open class UIFocusAnimationCoordinator: NSObject {
  /// Runs `animations` with the focus change and `completion` after.
  open func addCoordinatedAnimations(
    _ animations: (() -> Void)?, completion: (() -> Void)? = nil
  ) {
    animations?()
    completion?()
  }
}

/// A focus move in a table view, with the rows' index paths, as UIKit's
/// `UITableViewFocusUpdateContext`.
@preconcurrency @MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
  /// The row that had focus.
  open internal(set) var previouslyFocusedIndexPath: IndexPath?
  /// The row that gets focus.
  open internal(set) var nextFocusedIndexPath: IndexPath?
}

/// A focus move in a collection view, with the items' index paths, as UIKit's
/// `UICollectionViewFocusUpdateContext`.
@preconcurrency @MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  /// The item that had focus.
  open internal(set) var previouslyFocusedIndexPath: IndexPath?
  /// The item that gets focus.
  open internal(set) var nextFocusedIndexPath: IndexPath?
}
