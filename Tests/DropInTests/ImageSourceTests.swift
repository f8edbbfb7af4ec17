// ImageIO's image sources over GIF and PNG data, read the ways iOS code reads them: SwiftyGif's
// Core Foundation calls and the Swift dictionary casts most code writes.
import Foundation
import ImageIO
import TestSupport
import Testing
import UIKit

/// A 3 × 2 animation of three frames: delays of 0.05 s, none, and 0.01 s; loops forever.
private func threeFrames() -> Data {
  var writer = GIFWriter(
    width: 3, height: 2, globalPalette: [255, 0, 0, 0, 0, 255, 0, 255, 0, 0, 0, 0], loopCount: 0)
  for (colour, delay) in [(0, 5), (1, 0), (2, 1)] {
    var frame = GIFWriter.Frame(
      width: 3, height: 2, indices: [UInt8](repeating: UInt8(colour), count: 6))
    frame.delayHundredths = delay
    writer.frames.append(frame)
  }
  return Data(writer.bytes)
}

@Suite struct ImageSourceTests {
  @Test func countsFramesAndMakesTheirImages() throws {
    let source = try #require(CGImageSourceCreateWithData(threeFrames() as CFData, nil))
    #expect(CGImageSourceGetCount(source) == 3)
    #expect(CGImageSourceGetType(source) == "com.compuserve.gif")
    #expect(CGImageSourceGetStatus(source) == .statusComplete)
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 1, nil))
    #expect(image.width == 3 && image.height == 2)
    #expect(CGImageSourceCreateImageAtIndex(source, 3, nil) == nil)
    #expect(CGImageSourceCopyPropertiesAtIndex(source, 3, nil) == nil)
  }

  @Test func framePropertiesHoldClampedAndUnclampedDelays() throws {
    let source = try #require(CGImageSourceCreateWithData(threeFrames() as CFData, nil))
    var clamped: [Double] = []
    var unclamped: [Double] = []
    for i in 0..<3 {
      let properties = try #require(
        CGImageSourceCopyPropertiesAtIndex(source, i, nil) as? [String: Any])
      #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 3)
      let gif = try #require(properties[kCGImagePropertyGIFDictionary as String] as? [String: Any])
      clamped.append(try #require(gif[kCGImagePropertyGIFDelayTime as String] as? Double))
      unclamped.append(
        try #require(gif[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double))
      #expect(gif[kCGImagePropertyGIFLoopCount as String] as? Int == 0)
    }
    #expect(clamped == [0.05, 0.1, 0.1])
    #expect(unclamped == [0.05, 0, 0.01])
    let container = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
    let gif = try #require(container[kCGImagePropertyGIFDictionary as String] as? [String: Any])
    #expect(gif[kCGImagePropertyGIFCanvasPixelHeight as String] as? Int == 2)
  }

  /// SwiftyGif's way: keys passed by address to `CFDictionaryGetValue`, the nested dictionary
  /// and the numbers read back from the addresses it returns.
  @Test func coreFoundationLookupsByAddress() throws {
    let source = try #require(CGImageSourceCreateWithData(threeFrames() as CFData, nil))
    let dict = try #require(CGImageSourceCopyPropertiesAtIndex(source, 2, nil))
    let key = Unmanaged.passUnretained(kCGImagePropertyGIFDictionary).toOpaque()
    let value = CFDictionaryGetValue(dict, key)
    #expect(value != nil)
    let gif = unsafeBitCast(value, to: CFDictionary.self)
    let unclampedKey = Unmanaged.passUnretained(kCGImagePropertyGIFUnclampedDelayTime).toOpaque()
    let pointer: UnsafeRawPointer? = CFDictionaryGetValue(gif, unclampedKey)
    let number = try #require(pointer.map { unsafeBitCast($0, to: AnyObject.self) as? NSNumber })
    #expect(number?.floatValue == 0.01)
    let missing = Unmanaged.passUnretained(kCGImagePropertyPNGDictionary).toOpaque()
    #expect(CFDictionaryGetValue(dict, missing) == nil)
  }

  @MainActor @Test func pngDataIsOneFrame() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 3))
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
    }
    let png = try #require(image.pngData())
    let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
    #expect(CGImageSourceGetCount(source) == 1)
    #expect(CGImageSourceGetType(source) == "public.png")
    let properties = try #require(
      CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
    #expect(properties[kCGImagePropertyPixelHeight as String] as? Int == Int(3 * image.scale))
  }

  @Test func otherDataHasNoFrames() throws {
    let source = try #require(CGImageSourceCreateWithData(Data([1, 2, 3]) as CFData, nil))
    #expect(CGImageSourceGetCount(source) == 0)
    #expect(CGImageSourceGetType(source) == nil)
    #expect(CGImageSourceGetStatus(source) == .statusUnknownType)
    #expect(CGImageSourceCreateWithData(Data() as CFData, nil) == nil)
    let truncated = threeFrames().prefix(20)
    let cut = try #require(CGImageSourceCreateWithData(Data(truncated) as CFData, nil))
    #expect(CGImageSourceGetCount(cut) == 0)
    #expect(CGImageSourceGetStatus(cut) == .statusInvalidData)
  }

  /// `UIImage(data:)` on a GIF is its first frame, still, as in UIKit.
  @MainActor @Test func uiImageFromGIFDataIsTheFirstFrame() throws {
    let image = try #require(UIImage(data: threeFrames()))
    #expect(image.size == CGSize(width: 3, height: 2))
    #expect(image.images == nil)
    let first = try #require(image.cgImage?.dataProvider?.data as Data?)
    #expect(Array(first.prefix(4)) == [255, 0, 0, 255])
  }
}
