import Foundation

/// Something a popover can point at, as UIKit's `UIPopoverPresentationControllerSourceItem`
/// (iOS 16): a view or a bar button item, set as a popover's `sourceItem`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
