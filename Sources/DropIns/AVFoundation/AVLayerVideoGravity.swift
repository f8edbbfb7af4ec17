import Foundation

/// How a player layer fits its video into its bounds, as AVFoundation's `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Stretched to fill the bounds.
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
  /// The aspect ratio kept, fitted within the bounds (the default).
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  /// The aspect ratio kept, filling the bounds (cropped).
  public static let resizeAspectFill = AVLayerVideoGravity(
    rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// The largest rectangle of `aspectRatio`'s shape centred in `boundingRect`, as AVFoundation's
/// function of the same name.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
  guard aspectRatio.width > 0, aspectRatio.height > 0 else {
    return CGRect(x: boundingRect.midX, y: boundingRect.midY, width: 0, height: 0)
  }
  let scale = min(
    boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
  let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
  return CGRect(
    x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2,
    width: size.width, height: size.height)
}
