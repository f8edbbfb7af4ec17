import Raster

/// Reads a GIF's blocks in order and composes its frames on a canvas.
struct GIFParser {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The graphic control extension that applies to the next image.
  private struct Control {
    var disposal = 0
    var transparentIndex: Int?
    var delayHundredths = 0
  }

  private mutating func byte() -> Int? {
    guard offset < bytes.count else { return nil }
    defer { offset += 1 }
    return Int(bytes[offset])
  }

  private mutating func uint16() -> Int? {
    guard let lo = byte(), let hi = byte() else { return nil }
    return lo | hi << 8
  }

  private mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
    guard count >= 0, offset + count <= bytes.count else { return nil }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  /// A colour table of `2^(size + 1)` RGB entries.
  private mutating func colorTable(size: Int) -> [UInt8]? {
    take(3 << (size + 1)).map(Array.init)
  }

  /// Data sub-blocks up to the zero-length terminator, joined; nil when the file ends first.
  private mutating func subBlocks() -> [UInt8]? {
    var data = [UInt8]()
    while true {
      guard let length = byte() else { return nil }
      if length == 0 { return data }
      guard let block = take(length) else { return nil }
      data += block
    }
  }

  mutating func parse() -> GIFAnimation? {
    guard GIFAnimation.isGIF(bytes) else { return nil }
    offset = 6
    guard var width = uint16(), var height = uint16(), let flags = byte(), byte() != nil,
      byte() != nil
    else { return nil }
    let hasGlobal = flags & 0x80 != 0
    var global: [UInt8]?
    if hasGlobal {
      guard let table = colorTable(size: flags & 7) else { return nil }
      global = table
    }
    var canvas: [UInt8] = []
    var control = Control()
    var loopCount: Int?
    var frames: [GIFFrame] = []
    var pixelBudget = GIFAnimation.maximumPixels
    blocks: while let introducer = byte() {
      switch introducer {
      case 0x21:
        guard let label = byte() else { break blocks }
        if label == 0xF9 {
          guard let body = subBlocks(), body.count >= 4 else { break blocks }
          let b = Array(body)
          control.disposal = (Int(b[0]) >> 2) & 7
          control.delayHundredths = Int(b[1]) | Int(b[2]) << 8
          control.transparentIndex = b[0] & 1 != 0 ? Int(b[3]) : nil
        } else if label == 0xFF {
          guard let body = subBlocks() else { break blocks }
          let id = Array(body.prefix(11))
          let isLoop = id == Array("NETSCAPE2.0".utf8) || id == Array("ANIMEXTS1.0".utf8)
          if isLoop, body.count >= 14, body[11] == 1 {
            loopCount = Int(body[12]) | Int(body[13]) << 8
          }
        } else {
          guard subBlocks() != nil else { break blocks }
        }
      case 0x2C:
        if frames.isEmpty {
          // A zero-sized screen takes the first image's size, as viewers do.
          let save = offset
          if width == 0 || height == 0, let l = uint16(), let t = uint16(), let w = uint16(),
            let h = uint16()
          {
            width = width == 0 ? l + w : width
            height = height == 0 ? t + h : height
          }
          offset = save
          guard width > 0, height > 0, width <= PremultipliedRGBA8Bitmap.maximumDimension,
            height <= PremultipliedRGBA8Bitmap.maximumDimension,
            width * height <= GIFAnimation.maximumPixels
          else { return nil }
          canvas = [UInt8](repeating: 0, count: width * height * 4)
        }
        pixelBudget -= width * height
        guard pixelBudget >= 0,
          let frame = image(
            control: control, global: global, canvas: &canvas, width: width, height: height)
        else { break blocks }
        frames.append(frame)
        control = Control()
      default:
        // The trailer (0x3B), or bytes that are no block: the animation ends here.
        break blocks
      }
    }
    guard !frames.isEmpty else { return nil }
    return GIFAnimation(
      width: width, height: height, loopCount: loopCount, hasGlobalColorMap: hasGlobal,
      frames: frames)
  }

  /// Reads one image and draws it on `canvas`; nil when it is cut short or its data is bad.
  private mutating func image(
    control: Control, global: [UInt8]?, canvas: inout [UInt8], width: Int, height: Int
  ) -> GIFFrame? {
    guard let left = uint16(), let top = uint16(), let w = uint16(), let h = uint16(),
      let flags = byte()
    else { return nil }
    var palette = global ?? []
    let hasLocal = flags & 0x80 != 0
    if hasLocal {
      guard let table = colorTable(size: flags & 7) else { return nil }
      palette = table
    }
    let interlaced = flags & 0x40 != 0
    // An image's indices are decoded whole before clipping: keep them within the budget too.
    guard w * h <= GIFAnimation.maximumPixels, let minimumCodeSize = byte(),
      let data = subBlocks(),
      let indices = GIFLZW.decode(data, minimumCodeSize: minimumCodeSize, count: w * h)
    else { return nil }
    let rows = interlaced ? Self.interlacedRows(h) : Array(0..<h)
    let saved = control.disposal == 3 ? canvas : nil
    let colours = palette.count / 3
    for (i, index) in indices.enumerated() {
      let index = Int(index)
      if index == control.transparentIndex { continue }
      let x = left + i % w
      let y = top + rows[i / w]
      guard x < width, y < height else { continue }
      let o = (y * width + x) * 4
      if index < colours {
        canvas[o] = palette[index * 3]
        canvas[o + 1] = palette[index * 3 + 1]
        canvas[o + 2] = palette[index * 3 + 2]
      } else {
        // An index past the palette draws opaque black, as browsers draw it.
        canvas[o] = 0
        canvas[o + 1] = 0
        canvas[o + 2] = 0
      }
      canvas[o + 3] = 255
    }
    guard
      let bitmap = try? PremultipliedRGBA8Bitmap(
        width: width, height: height, premultipliedRGBA: canvas)
    else { return nil }
    switch control.disposal {
    case 2:
      // Restore to background: the frame's rectangle becomes transparent.
      for y in top..<max(top, min(top + h, height)) where left < width {
        let start = (y * width + left) * 4
        let end = (y * width + min(left + w, width)) * 4
        for o in start..<end { canvas[o] = 0 }
      }
    case 3:
      if let saved { canvas = saved }
    default: break
    }
    return GIFFrame(
      bitmap: bitmap, delay: Double(control.delayHundredths) / 100, isInterlaced: interlaced,
      hasLocalColorMap: hasLocal)
  }

  /// The image row each stored row of an interlaced image of `height` rows lands on: every
  /// 8th from 0, every 8th from 4, every 4th from 2, then every 2nd from 1.
  static func interlacedRows(_ height: Int) -> [Int] {
    var rows = [Int]()
    rows.reserveCapacity(height)
    for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
      rows += stride(from: start, to: height, by: step)
    }
    return rows
  }
}
