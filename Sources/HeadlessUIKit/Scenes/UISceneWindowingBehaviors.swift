import Foundation

/// How a scene's window behaves where windows are windows (Mac Catalyst, visionOS), as UIKit's
/// `UISceneWindowingBehaviors` (iOS 16).
@preconcurrency @MainActor open class UISceneWindowingBehaviors: NSObject {
  /// Whether the window can be closed. Default: true.
  open var isClosable = true
  /// Whether the window can be minimised. Default: true.
  open var isMiniaturizable = true
}

extension UIWindowScene {
  /// The window's behaviours: nil, as UIKit gives on iPhone and iPad, which have no such
  /// windows.
  public var windowingBehaviors: UISceneWindowingBehaviors? { nil }
}
