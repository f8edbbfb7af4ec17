import Foundation

/// A player's observable properties: `observe(\.timeControlStatus)` and the rest hear their
/// changes, as does `addObserver(_:forKeyPath:options:context:)` with their Objective-C keys.
extension AVPlayer: _KeyValueCodingAndObserving, KeyValueObservationHost {
  package var keyValueObserverRegistry: KeyValueObservers {
    KeyValueObservers.registry(in: &keyValueObservers)
  }

  package func observedKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
    guard let root = root as? any PlayerKeyPathRoot.Type else { return nil }
    return playerKey(keyPath, root)
  }

  /// The value for an Objective-C key (`"muted"`) or its Swift name, as key-value coding
  /// reads it: enumerations as their raw values.
  package func value(forKeyPath keyPath: String) -> Any? {
    switch keyPath {
    case "rate": NSNumber(value: rate)
    case "status": NSNumber(value: status.rawValue)
    case "timeControlStatus": NSNumber(value: timeControlStatus.rawValue)
    case "reasonForWaitingToPlay": reasonForWaitingToPlay?.rawValue
    case "currentItem": currentItem
    case "muted", "isMuted": NSNumber(value: isMuted)
    case "volume": NSNumber(value: volume)
    default: nil
    }
  }

  /// Runs `body`, which changes the properties named `keys` (Swift names), telling their
  /// observers.
  func change(_ keys: [String], _ body: () -> Void) {
    KeyValueObservers.change(in: keyValueObservers, keys + keys.compactMap(objectiveCKey), body)
  }
}

/// Opens a player's static type so that its key paths compare with `\Root.rate`.
@MainActor protocol PlayerKeyPathRoot: AVPlayer {}
extension AVPlayer: PlayerKeyPathRoot {}

@MainActor private func playerKey<Root: PlayerKeyPathRoot>(
  _ keyPath: AnyKeyPath, _: Root.Type
) -> String? {
  let keys: [AnyKeyPath: String] = [
    \Root.rate: "rate", \Root.status: "status", \Root.timeControlStatus: "timeControlStatus",
    \Root.reasonForWaitingToPlay: "reasonForWaitingToPlay", \Root.currentItem: "currentItem",
    \Root.isMuted: "isMuted", \Root.volume: "volume",
  ]
  return keys[keyPath]
}
