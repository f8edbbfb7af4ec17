import Foundation

/// An item's observable properties: `observe(\.status)` and the rest hear their changes, as
/// does `addObserver(_:forKeyPath:options:context:)` with their Objective-C keys.
extension AVPlayerItem: _KeyValueCodingAndObserving, KeyValueObservationHost {
  package var keyValueObserverRegistry: KeyValueObservers {
    KeyValueObservers.registry(in: &keyValueObservers)
  }

  package func observedKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
    guard let root = root as? any PlayerItemKeyPathRoot.Type else { return nil }
    return playerItemKey(keyPath, root)
  }

  /// The value for an Objective-C key (`"playbackLikelyToKeepUp"`) or its Swift name, as
  /// key-value coding reads it: enumerations as their raw values.
  package func value(forKeyPath keyPath: String) -> Any? {
    switch keyPath {
    case "status": NSNumber(value: status.rawValue)
    case "error": error
    case "duration": NSValue(time: duration)
    case "loadedTimeRanges": loadedTimeRanges
    case "seekableTimeRanges": seekableTimeRanges
    case "playbackLikelyToKeepUp", "isPlaybackLikelyToKeepUp":
      NSNumber(value: isPlaybackLikelyToKeepUp)
    case "playbackBufferEmpty", "isPlaybackBufferEmpty": NSNumber(value: isPlaybackBufferEmpty)
    case "playbackBufferFull", "isPlaybackBufferFull": NSNumber(value: isPlaybackBufferFull)
    case "presentationSize": NSValue(size: presentationSize)
    default: nil
    }
  }

  /// Runs `body`, which changes the properties named `keys` (Swift names), telling their
  /// observers; string key paths use the Objective-C names of the Boolean properties.
  func change(_ keys: [String], _ body: () -> Void) {
    KeyValueObservers.change(in: keyValueObservers, keys + keys.compactMap(objectiveCKey), body)
  }
}

/// The Objective-C key of a Boolean property named `isX` in Swift.
func objectiveCKey(_ key: String) -> String? {
  guard key.hasPrefix("is"), key.count > 2 else { return nil }
  let rest = key.dropFirst(2)
  return rest.prefix(1).lowercased() + rest.dropFirst()
}

/// Opens an item's static type so that its key paths compare with `\Root.status`.
@MainActor protocol PlayerItemKeyPathRoot: AVPlayerItem {}
extension AVPlayerItem: PlayerItemKeyPathRoot {}

@MainActor private func playerItemKey<Root: PlayerItemKeyPathRoot>(
  _ keyPath: AnyKeyPath, _: Root.Type
) -> String? {
  let keys: [AnyKeyPath: String] = [
    \Root.status: "status", \Root.error: "error", \Root.duration: "duration",
    \Root.loadedTimeRanges: "loadedTimeRanges", \Root.seekableTimeRanges: "seekableTimeRanges",
    \Root.isPlaybackLikelyToKeepUp: "isPlaybackLikelyToKeepUp",
    \Root.isPlaybackBufferEmpty: "isPlaybackBufferEmpty",
    \Root.isPlaybackBufferFull: "isPlaybackBufferFull",
    \Root.presentationSize: "presentationSize",
  ]
  return keys[keyPath]
}
