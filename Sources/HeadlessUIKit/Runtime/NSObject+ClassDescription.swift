import Foundation

extension NSObject {
  /// The class's name as the Objective-C runtime gives a Swift class's: its module, then its
  /// name (`"Toasts.ToastView"`). Code takes the last component to name a nib or a cell.
  public class func description() -> String { String(reflecting: self) }
}
