/// Writes GIF files block by block, for decoder tests: frames with their own palettes,
/// transparency, disposal, delays and interlacing, compressed with GIF's LZW.
public struct GIFWriter {
  /// One image of the file and the graphic control extension before it.
  public struct Frame {
    public var left = 0
    public var top = 0
    public var width: Int
    public var height: Int
    /// Colour indices, row by row in display order.
    public var indices: [UInt8]
    /// RGB triples; nil to use the global table.
    public var localPalette: [UInt8]?
    public var interlaced = false
    public var delayHundredths = 0
    public var transparentIndex: Int?
    public var disposal = 0
    /// Whether to write a graphic control extension at all.
    public var hasControl = true

    public init(width: Int, height: Int, indices: [UInt8]) {
      self.width = width
      self.height = height
      self.indices = indices
    }
  }

  public var width: Int
  public var height: Int
  /// RGB triples, 2, 4, … 256 of them; nil for no global table.
  public var globalPalette: [UInt8]?
  /// The Netscape loop count; nil for no application extension.
  public var loopCount: Int?
  public var frames: [Frame] = []

  public init(width: Int, height: Int, globalPalette: [UInt8]?, loopCount: Int? = nil) {
    self.width = width
    self.height = height
    self.globalPalette = globalPalette
    self.loopCount = loopCount
  }

  /// The palette size field for `palette`: n where it has 2^(n + 1) entries.
  static func sizeField(_ palette: [UInt8]) -> UInt8 {
    var n: UInt8 = 0
    while 3 << (n + 1) < palette.count { n += 1 }
    return n
  }

  static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }

  /// The file's bytes.
  public var bytes: [UInt8] {
    var out = Array("GIF89a".utf8)
    out += Self.le16(width) + Self.le16(height)
    out.append(globalPalette.map { 0x80 | 0x70 | Self.sizeField($0) } ?? 0)
    out += [0, 0]
    if let globalPalette { out += Self.padded(globalPalette) }
    if let loopCount {
      out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + Self.le16(loopCount) + [0]
    }
    for frame in frames {
      if frame.hasControl {
        let flags = UInt8(frame.disposal << 2) | (frame.transparentIndex == nil ? 0 : 1)
        out += [0x21, 0xF9, 4, flags] + Self.le16(frame.delayHundredths)
        out += [UInt8(frame.transparentIndex ?? 0), 0]
      }
      out.append(0x2C)
      out += Self.le16(frame.left) + Self.le16(frame.top)
      out += Self.le16(frame.width) + Self.le16(frame.height)
      var flags: UInt8 = frame.interlaced ? 0x40 : 0
      if let local = frame.localPalette { flags |= 0x80 | Self.sizeField(local) }
      out.append(flags)
      if let local = frame.localPalette { out += Self.padded(local) }
      let palette = frame.localPalette ?? globalPalette ?? [0, 0, 0, 0, 0, 0]
      let minimumCodeSize = max(2, Int(Self.sizeField(palette)) + 1)
      var stored = frame.indices
      if frame.interlaced {
        stored = Self.interlacedOrder(frame.height).flatMap { row in
          frame.indices[row * frame.width..<(row + 1) * frame.width]
        }
      }
      out.append(UInt8(minimumCodeSize))
      let data = Self.lzw(stored, minimumCodeSize: minimumCodeSize)
      for start in stride(from: 0, to: data.count, by: 255) {
        let block = data[start..<min(start + 255, data.count)]
        out.append(UInt8(block.count))
        out += block
      }
      out.append(0)
    }
    out.append(0x3B)
    return out
  }

  static func padded(_ palette: [UInt8]) -> [UInt8] {
    palette + [UInt8](repeating: 0, count: (3 << (sizeField(palette) + 1)) - palette.count)
  }

  /// Display rows in the order an interlaced image stores them.
  public static func interlacedOrder(_ height: Int) -> [Int] {
    [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { Array(stride(from: $0.0, to: height, by: $0.1)) }
  }

  /// GIF's LZW: a clear code first, the table grown to 4096 entries and then cleared, codes
  /// packed least significant bit first, an end code last.
  public static func lzw(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    let clear = 1 << minimumCodeSize
    var out: [UInt8] = []
    var bits = 0
    var count = 0
    var codeSize = minimumCodeSize + 1
    func emit(_ code: Int) {
      bits |= code << count
      count += codeSize
      while count >= 8 {
        out.append(UInt8(bits & 0xFF))
        bits >>= 8
        count -= 8
      }
    }
    var table: [[UInt8]: Int] = [:]
    var next = clear + 2
    emit(clear)
    var current: [UInt8] = []
    for index in indices {
      let extended = current + [index]
      if current.isEmpty || table[extended] != nil {
        current = extended
        continue
      }
      emit(current.count == 1 ? Int(current[0]) : table[current]!)
      if next < 4096 {
        table[extended] = next
        next += 1
        if next > 1 << codeSize && codeSize < 12 { codeSize += 1 }
      } else {
        emit(clear)
        table = [:]
        next = clear + 2
        codeSize = minimumCodeSize + 1
      }
      current = [index]
    }
    if !current.isEmpty { emit(current.count == 1 ? Int(current[0]) : table[current]!) }
    emit(clear + 1)
    if count > 0 { out.append(UInt8(bits & 0xFF)) }
    return out
  }
}
