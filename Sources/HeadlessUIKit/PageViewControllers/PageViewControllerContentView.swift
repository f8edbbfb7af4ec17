import Foundation

/// A page view controller's view (UIKit's `_UIPageViewControllerContentView`, the name
/// descriptions and `.hierarchy` print): a plain view the size of the screen that resizes with
/// its superview, holding the pages.
@MainActor final class PageViewControllerContentView: UIView {}
