import Foundation

extension CALayer: _KeyValueCodingAndObserving, KeyValueObservationHost, KeyValueObserving {
  package var keyValueObserverRegistry: KeyValueObservers {
    KeyValueObservers.registry(in: &keyValueObservers)
  }

  package func observedKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
    guard let root = root as? any LayerKeyPathRoot.Type else { return nil }
    return layerKey(keyPath, root)
  }

  /// Whether anyone observes the layer or its view: only then do changes look for observers.
  var isObserved: Bool {
    keyValueObservers != nil
      || (delegate as? any LayerObservationDelegate)?.keyValueObservers != nil
  }

  /// Runs `body`, which changes the animatable `keyPath` (or `frame`), telling the observers of
  /// the layer's and its view's properties that follow from it.
  func notifyingObservers(ofLayerKeyPath keyPath: String, _ body: () -> Void) {
    let keys = Self.observedKeys(forLayerKeyPath: keyPath)
    let view = delegate as? any LayerObservationDelegate
    KeyValueObservers.change(in: view?.keyValueObservers, keys.view) {
      KeyValueObservers.change(in: keyValueObservers, keys.layer, body)
    }
  }

  /// The observable properties of a layer, and of its view, that an animatable key path
  /// (`"position.x"`) changes.
  static func observedKeys(forLayerKeyPath keyPath: String) -> (layer: [String], view: [String]) {
    let head = keyPath.prefix { $0 != "." }
    switch head {
    case "position": return (["position", "frame"], ["center", "frame"])
    case "bounds": return (["bounds", "frame"], ["bounds", "frame"])
    case "transform": return (["transform", "frame"], ["transform", "frame"])
    case "anchorPoint": return (["anchorPoint", "frame"], ["frame"])
    case "frame": return (["frame"], ["frame"])
    case "opacity": return (["opacity"], ["alpha"])
    case "hidden", "isHidden": return (["isHidden"], ["isHidden"])
    default: return ([String(head)], [])
    }
  }
}

/// A layer's delegate with observable properties of its own that follow from the layer's (a
/// view's `center` and `frame` from its layer's `position`).
@MainActor package protocol LayerObservationDelegate: AnyObject {
  var keyValueObservers: KeyValueObservers? { get }
}

/// Opens a layer's static type so that its key paths can be compared with `\Root.position`.
@MainActor protocol LayerKeyPathRoot: CALayer {}
extension CALayer: LayerKeyPathRoot {}

@MainActor private func layerKey<Root: LayerKeyPathRoot>(
  _ keyPath: AnyKeyPath, _: Root.Type
) -> String? {
  let keys: [AnyKeyPath: String] = [
    \Root.position: "position", \Root.bounds: "bounds", \Root.frame: "frame",
    \Root.transform: "transform", \Root.anchorPoint: "anchorPoint", \Root.opacity: "opacity",
    \Root.isHidden: "isHidden",
  ]
  return keys[keyPath]
}
