import Foundation

/// Where a key of an asset stands, as AVFoundation's `AVKeyValueStatus`.
public enum AVKeyValueStatus: Int, Sendable {
  case unknown = 0
  case loading = 1
  case loaded = 2
  case failed = 3
  case cancelled = 4
}

/// Foundation's pointer to an error an API fills in. Apple's is an autoreleasing pointer, which
/// needs Objective-C; here it is a plain one, which `&error` passes the same way.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

extension AVAsset {
  /// The keys an asset loads: its duration, tracks and the flags read with them.
  static let loadableKeys: Set<String> = [
    "duration", "tracks", "playable", "isPlayable", "readable", "isReadable", "naturalSize",
    "preferredTransform", "providesPreciseDurationAndTiming", "hasProtectedContent",
  ]

  /// Loads `keys` and calls `handler` at the clock's next turn (as iOS calls it later, on a
  /// queue of its own).
  public func loadValuesAsynchronously(
    forKeys keys: [String], completionHandler handler: (() -> Void)? = nil
  ) {
    pendingLoads += 1
    let clock = Timeline.media
    clock.schedule(at: clock.now) { [self] in
      pendingLoads -= 1
      guard !loadsCancelled else {
        loadsCancelled = pendingLoads > 0
        return
      }
      _ = contents
      handler?()
    }
  }

  /// Whether `key` has loaded: `.failed` (with the error) when the asset cannot be read or the
  /// key is not one an asset loads; `.loading` while a load is pending.
  public func statusOfValue(forKey key: String, error outError: NSErrorPointer) -> AVKeyValueStatus
  {
    guard Self.loadableKeys.contains(key) else {
      outError?.pointee =
        AVError(
          .unknown, reason: "AVAsset does not load the key \"\(key)\" in Curtain."
        ).nsError
      return .failed
    }
    if loadsCancelled, loadedContents == nil { return .cancelled }
    guard let loaded = loadedContents else { return pendingLoads > 0 ? .loading : .unknown }
    if case .failure(let error) = loaded {
      outError?.pointee = error
      return .failed
    }
    return .loaded
  }

  /// Cancels the loads in progress: their handlers do not run.
  public func cancelLoading() {
    if pendingLoads > 0 { loadsCancelled = true }
  }
}
