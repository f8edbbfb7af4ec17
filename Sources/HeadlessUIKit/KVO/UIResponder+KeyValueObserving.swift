import Foundation

extension UIResponder: _KeyValueCodingAndObserving, KeyValueObservationHost, KeyValueObserving,
  LayerObservationDelegate
{
  package var keyValueObserverRegistry: KeyValueObservers {
    KeyValueObservers.registry(in: &keyValueObservers)
  }

  package func observedKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
    if let r = root as? any ScrollViewKeyPathRoot.Type, let key = scrollViewKey(keyPath, r) {
      return key
    }
    if let r = root as? any ViewKeyPathRoot.Type { return viewKey(keyPath, r) }
    if let r = root as? any ViewControllerKeyPathRoot.Type { return viewControllerKey(keyPath, r) }
    return nil
  }

  /// Runs `body`, which changes the properties named `keys`, telling their observers.
  func notifyingObservers(of keys: [String], _ body: () -> Void) {
    KeyValueObservers.change(in: keyValueObservers, keys, body)
  }
}

// Each root protocol opens an object's static type so that a key path the caller wrote
// (`\MyScrollView.contentOffset`) can be compared with `\Root.contentOffset`: key paths with
// different roots are never equal.

@MainActor protocol ViewKeyPathRoot: UIView {}
extension UIView: ViewKeyPathRoot {}

@MainActor private func viewKey<Root: ViewKeyPathRoot>(_ keyPath: AnyKeyPath, _: Root.Type)
  -> String?
{
  let keys: [AnyKeyPath: String] = [
    \Root.frame: "frame", \Root.bounds: "bounds", \Root.center: "center",
    \Root.transform: "transform", \Root.alpha: "alpha", \Root.isHidden: "isHidden",
  ]
  return keys[keyPath]
}

@MainActor protocol ScrollViewKeyPathRoot: UIScrollView {}
extension UIScrollView: ScrollViewKeyPathRoot {}

@MainActor private func scrollViewKey<Root: ScrollViewKeyPathRoot>(
  _ keyPath: AnyKeyPath, _: Root.Type
) -> String? {
  let keys: [AnyKeyPath: String] = [
    \Root.contentOffset: "contentOffset", \Root.contentSize: "contentSize",
    \Root.contentInset: "contentInset", \Root.adjustedContentInset: "adjustedContentInset",
  ]
  return keys[keyPath]
}

@MainActor protocol ViewControllerKeyPathRoot: UIViewController {}
extension UIViewController: ViewControllerKeyPathRoot {}

@MainActor private func viewControllerKey<Root: ViewControllerKeyPathRoot>(
  _ keyPath: AnyKeyPath, _: Root.Type
) -> String? {
  keyPath == \Root.preferredContentSize ? "preferredContentSize" : nil
}
