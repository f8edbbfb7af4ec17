import Foundation

/// A toolbar's background and shadow, as UIKit's `UIToolbarAppearance`: give one to a
/// toolbar's `standardAppearance`, `compactAppearance` or the scroll-edge ones.
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {}
