import Raster

/// A decoded GIF: its canvas size, loop count and every frame composed as a viewer shows it.
public struct GIFAnimation: Sendable {
  /// The logical screen's width in pixels.
  public let width: Int
  /// The logical screen's height in pixels.
  public let height: Int
  /// How many times the animation repeats (0: forever), from its Netscape (or ANIMEXTS)
  /// application extension; nil when it has none.
  public let loopCount: Int?
  /// Whether the file has a global colour table.
  public let hasGlobalColorMap: Bool
  /// The frames in order, each the whole canvas after that frame was drawn.
  public let frames: [GIFFrame]
}

/// One frame of a GIF, composed over the frames before it as their disposal methods say.
public struct GIFFrame: Sendable {
  /// The whole canvas after the frame was drawn; pixels nothing has drawn are transparent.
  public let bitmap: PremultipliedRGBA8Bitmap
  /// The delay after the frame, in seconds, as written (hundredths of a second); 0 when it has
  /// no graphic control extension.
  public let delay: Double
  /// Whether the frame's rows were stored interlaced.
  public let isInterlaced: Bool
  /// Whether the frame has a local colour table.
  public let hasLocalColorMap: Bool
}

extension GIFAnimation {
  /// Whether `bytes` start with a GIF signature (`GIF87a` or `GIF89a`).
  public static func isGIF(_ bytes: some Collection<UInt8>) -> Bool {
    let head = Array(bytes.prefix(6))
    return head == Array("GIF87a".utf8) || head == Array("GIF89a".utf8)
  }

  /// The animation in `bytes`, or nil when they are not a GIF, are cut short before a whole
  /// frame, or describe more pixels than ``maximumPixels``. Frames after a damaged one are
  /// dropped; nothing in the file can trap.
  public init?(_ bytes: [UInt8]) {
    var parser = GIFParser(bytes)
    guard let decoded = parser.parse() else { return nil }
    self = decoded
  }

  /// The most pixels all frames together may hold (2²⁶, 256 MB of bitmaps), and the most one
  /// image may declare: frames past it are dropped, and a file whose first frame is past it is
  /// refused, rather than exhaust memory.
  public static let maximumPixels = 1 << 26
}
