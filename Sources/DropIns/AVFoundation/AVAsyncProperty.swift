import Foundation

/// A property an asset or track loads with `load(_:)`, as AVFoundation's `AVAsyncProperty`
/// (iOS 15): `try await asset.load(.duration)`.
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
  /// Reads the value once the root's file has been read.
  let read: @MainActor (Root) throws -> Value
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
  public static var duration: AVAsyncProperty { .init { try $0.loadedOrThrow().duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == [AVAssetTrack] {
  public static var tracks: AVAsyncProperty { .init { try $0.loadedOrThrow().tracks } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
  public static var isPlayable: AVAsyncProperty { .init { try $0.loadedOrThrow().isPlayable } }
  public static var isReadable: AVAsyncProperty { .init { try $0.loadedOrThrow().isReadable } }
}

extension AVAsyncProperty where Root == AVAsset, Value == CGAffineTransform {
  public static var preferredTransform: AVAsyncProperty {
    .init { try $0.loadedOrThrow().preferredTransform }
  }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CGSize {
  public static var naturalSize: AVAsyncProperty { .init { $0.naturalSize } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CGAffineTransform {
  public static var preferredTransform: AVAsyncProperty { .init { $0.preferredTransform } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CMTimeRange {
  public static var timeRange: AVAsyncProperty { .init { $0.timeRange } }
}

extension AVAsset {
  /// The asset, or the error it failed to load with.
  fileprivate func loadedOrThrow() throws -> AVAsset {
    if case .failure(let error) = contents { throw error }
    return self
  }

  /// Loads `property`, throwing the error the asset failed to load with.
  public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T {
    try property.read(self)
  }

  public func load<A, B>(
    _ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>
  ) async throws -> (A, B) {
    (try a.read(self), try b.read(self))
  }

  public func load<A, B, C>(
    _ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>,
    _ c: AVAsyncProperty<AVAsset, C>
  ) async throws -> (A, B, C) {
    (try a.read(self), try b.read(self), try c.read(self))
  }

  /// The tracks of one kind of media, once loaded.
  public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] {
    try loadedOrThrow().tracks(withMediaType: mediaType)
  }
}

extension AVAssetTrack {
  /// Loads `property` (a track's properties come with its asset's header).
  public func load<T>(_ property: AVAsyncProperty<AVAssetTrack, T>) async throws -> T {
    try property.read(self)
  }

  public func load<A, B>(
    _ a: AVAsyncProperty<AVAssetTrack, A>, _ b: AVAsyncProperty<AVAssetTrack, B>
  ) async throws -> (A, B) {
    (try a.read(self), try b.read(self))
  }
}
