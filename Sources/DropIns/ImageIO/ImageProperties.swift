import Foundation

/// The property dictionaries image sources hand out. Keys are strings; values are objects
/// (`NSNumber`, `NSString`) or nested `CFDictionary` values, as Core Foundation's are, so that
/// `CFDictionaryGetValue` can return them by address.
enum ImageProperties {
  static func key(_ k: NSString) -> AnyHashable { AnyHashable(k as String) }

  /// A GIF frame's delay as ImageIO clamps it: under 0.011 s reads as 0.1 s.
  static func clampedDelay(_ seconds: Double) -> Double { seconds < 0.011 ? 0.1 : seconds }

  static func container(_ source: CGImageSource) -> CFDictionary {
    var properties: CFDictionary = [
      key(kCGImagePropertyFileSize): NSNumber(value: source.data.count)
    ]
    if let gif = source.animation {
      var dictionary: CFDictionary = [
        key(kCGImagePropertyGIFHasGlobalColorMap): NSNumber(value: gif.hasGlobalColorMap),
        key(kCGImagePropertyGIFCanvasPixelWidth): NSNumber(value: gif.width),
        key(kCGImagePropertyGIFCanvasPixelHeight): NSNumber(value: gif.height),
      ]
      if let loops = gif.loopCount {
        dictionary[key(kCGImagePropertyGIFLoopCount)] = NSNumber(value: loops)
      }
      properties[key(kCGImagePropertyGIFDictionary)] = dictionary
    }
    return properties
  }

  static func frame(_ source: CGImageSource, _ index: Int) -> CFDictionary? {
    guard source.frames.indices.contains(index) else { return nil }
    let bitmap = source.frames[index]
    var properties: CFDictionary = [
      key(kCGImagePropertyPixelWidth): NSNumber(value: bitmap.width),
      key(kCGImagePropertyPixelHeight): NSNumber(value: bitmap.height),
      key(kCGImagePropertyDepth): NSNumber(value: 8),
      key(kCGImagePropertyColorModel): kCGImagePropertyColorModelRGB,
      key(kCGImagePropertyHasAlpha): NSNumber(value: true),
    ]
    if let gif = source.animation {
      let delay = gif.frames[index].delay
      var dictionary: CFDictionary = [
        key(kCGImagePropertyGIFDelayTime): NSNumber(value: clampedDelay(delay)),
        key(kCGImagePropertyGIFUnclampedDelayTime): NSNumber(value: delay),
      ]
      if let loops = gif.loopCount {
        dictionary[key(kCGImagePropertyGIFLoopCount)] = NSNumber(value: loops)
      }
      properties[key(kCGImagePropertyGIFDictionary)] = dictionary
    } else {
      properties[key(kCGImagePropertyPNGDictionary)] = [:] as CFDictionary
    }
    return properties
  }
}
