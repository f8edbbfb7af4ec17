import Foundation

// Target and action, as iOS code writes them with `#selector`: here the action is an unapplied
// method of the target (`MyViewController.done`, with or without the sender), or a closure that
// receives the item. The target is held weakly, as in UIKit; a nil target sends a method along
// the responder chain. A method whose parameter the item is not (`share(ignoreAndShare: Bool)`)
// is not called: UIKit would pass it the item's address.

extension UIBarButtonItem {
  // MARK: - Titles

  /// A titled item calling `action` (a closure receiving the item, or nil).
  public convenience init(
    title: String?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?
  ) {
    self.init()
    self.title = title
    self.style = style
    setAction(target: target, action)
  }

  /// A titled item calling `action`, a method of `target` taking no argument.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(title: title, style: style, target: nil, action: nil)
    setAction(target: target, action)
  }

  /// A titled item calling `action`, a method of `target` taking the item.
  public convenience init<Target: AnyObject, Sender>(
    title: String?, style: Style, target: Target?,
    action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(title: title, style: style, target: nil, action: nil)
    setAction(target: target, action)
  }

  // MARK: - Images

  /// An image item calling `action` (a closure receiving the item, or nil).
  public convenience init(
    image: UIImage?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?
  ) {
    self.init()
    self.image = image
    self.style = style
    setAction(target: target, action)
  }

  /// An image item calling `action`, a method of `target` taking no argument.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(image: image, style: style, target: nil, action: nil)
    setAction(target: target, action)
  }

  /// An image item calling `action`, a method of `target` taking the item.
  public convenience init<Target: AnyObject, Sender>(
    image: UIImage?, style: Style, target: Target?,
    action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(image: image, style: style, target: nil, action: nil)
    setAction(target: target, action)
  }

  // MARK: - System items

  /// A system item calling `action` (a closure receiving the item, or nil).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
    action: ((UIBarButtonItem) -> Void)?
  ) {
    self.init()
    configure(systemItem: systemItem)
    setAction(target: target, action)
  }

  /// A system item calling `action`, a method of `target` taking no argument.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping (Target) -> () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    setAction(target: target, action)
  }

  /// A system item calling `action`, a method of `target` taking the item.
  public convenience init<Target: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    setAction(target: target, action)
  }

  // MARK: - Setting the action

  /// Sets the target and a closure receiving the item (nil: no action).
  public func setAction(target: AnyObject?, _ action: ((UIBarButtonItem) -> Void)?) {
    self.target = target
    actionHandler = action
  }

  /// Sets the target and one of its methods taking no argument.
  public func setAction<Target: AnyObject>(
    target: Target?, _ action: @escaping (Target) -> () -> Void
  ) {
    setMethod(target) { target, _ in action(target)() }
  }

  /// Sets the target and one of its methods taking the item (as any type it is, `Any` too).
  public func setAction<Target: AnyObject, Sender>(
    target: Target?, _ action: @escaping (Target) -> (Sender) -> Void
  ) {
    setMethod(target) { target, item in
      if let sender = item as? Sender { action(target)(sender) }
    }
  }

  /// Keeps `target` weakly and calls `call` with it, or with the responder chain's first
  /// `Target` when it is nil.
  private func setMethod<Target: AnyObject>(
    _ target: Target?, _ call: @escaping (Target, UIBarButtonItem) -> Void
  ) {
    self.target = target
    let given = target != nil
    actionHandler = { [weak target] item in
      if let target {
        call(target, item)
      } else if !given, let found = ResponderChainTarget.find(Target.self, sender: nil) {
        call(found, item)
      }
    }
  }
}
