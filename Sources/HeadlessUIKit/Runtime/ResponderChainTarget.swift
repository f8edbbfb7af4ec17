import Foundation

/// Where an action with no target goes, as in UIKit: along the responder chain from the key
/// window's first responder (or from the sender when nothing is first responder) to the first
/// responder whose class has the action's method.
@MainActor enum ResponderChainTarget {
  /// The first responder of type `Target` on that chain, if any.
  static func find<Target: AnyObject>(_ type: Target.Type, sender: AnyObject?) -> Target? {
    var responder: UIResponder? =
      UIApplication.shared.keyWindow?.firstResponder ?? (sender as? UIResponder)
    while let current = responder {
      if let target = current as? Target { return target }
      responder = current.next
    }
    return nil
  }
}
