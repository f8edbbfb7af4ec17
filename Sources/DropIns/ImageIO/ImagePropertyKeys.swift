import Foundation

// The keys of ImageIO's property and option dictionaries, with Apple's string values. Apple's
// are `CFString` objects: these are `NSString` objects, stored once, so that code which passes
// a key's address (`Unmanaged.passUnretained(kCGImagePropertyGIFDictionary).toOpaque()` to
// `CFDictionaryGetValue`) works, and `key as String` gives the string.

/// The pixel width of an image (an `NSNumber`).
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: NSString = "PixelWidth"
/// The pixel height of an image (an `NSNumber`).
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: NSString = "PixelHeight"
/// Whether an image has an alpha channel (an `NSNumber` holding a Boolean).
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: NSString = "HasAlpha"
/// Bits per sample (an `NSNumber`).
nonisolated(unsafe) public let kCGImagePropertyDepth: NSString = "Depth"
/// The colour model (`kCGImagePropertyColorModelRGB`).
nonisolated(unsafe) public let kCGImagePropertyColorModel: NSString = "ColorModel"
/// The RGB colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: NSString = "RGB"
/// The file's size in bytes (an `NSNumber`), in the source's own properties.
nonisolated(unsafe) public let kCGImagePropertyFileSize: NSString = "FileSize"
/// The dictionary of a GIF's properties.
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: NSString = "{GIF}"
/// The dictionary of a PNG's properties.
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: NSString = "{PNG}"
/// How many times a GIF animation repeats, 0 for forever (an `NSNumber`).
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: NSString = "LoopCount"
/// A frame's delay in seconds, at least 0.1 when the file asks for less than 0.011 (an
/// `NSNumber`): what browsers show for such frames.
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: NSString = "DelayTime"
/// A frame's delay in seconds, as the file gives it (an `NSNumber`).
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: NSString =
  "UnclampedDelayTime"
/// Whether a GIF has a global colour table (an `NSNumber` holding a Boolean).
nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: NSString =
  "HasGlobalColorMap"
/// A GIF's logical screen width (an `NSNumber`).
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelWidth: NSString = "CanvasPixelWidth"
/// A GIF's logical screen height (an `NSNumber`).
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelHeight: NSString =
  "CanvasPixelHeight"

/// An option: whether to keep decoded images (Curtain always keeps them).
nonisolated(unsafe) public let kCGImageSourceShouldCache: NSString = "kCGImageSourceShouldCache"
/// An option: decode when the image is created rather than when it is drawn.
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: NSString =
  "kCGImageSourceShouldCacheImmediately"
/// An option: the uniform type identifier the data is expected to have.
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: NSString =
  "kCGImageSourceTypeIdentifierHint"
