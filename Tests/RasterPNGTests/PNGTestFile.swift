// A tiny PNG writer for tests, independent of libpng: it makes the foreign files (grey, palette,
// 16-bit, tRNS, interlaced) the decoder must accept, and the broken ones it must reject. Image data
// goes into stored (uncompressed) deflate blocks, so every byte is predictable.

/// The pieces of a PNG file, built byte by byte.
struct PNGTestFile {
  /// PNG colour types.
  enum ColorType: UInt8 {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6

    var channels: Int {
      switch self {
      case .grey, .palette: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }
  }

  var width: Int
  var height: Int
  var colorType: ColorType
  var bitDepth: Int = 8
  var interlaced = false
  /// PLTE entries (R, G, B).
  var palette: [[UInt8]] = []
  /// Raw tRNS payload, if any.
  var transparency: [UInt8]? = nil
  /// Extra chunks written before IDAT (type, data).
  var ancillaryChunks: [(String, [UInt8])] = []
  /// One array of samples per pixel, row-major; each sample is 0 ..< 2^bitDepth.
  var samples: [[Int]]

  /// The 8-byte PNG signature.
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The IHDR payload.
  var headerData: [UInt8] {
    Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
      + [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
  }

  /// The zlib stream of the filtered (filter 0) scanlines, in Adam7 pass order when interlaced.
  var imageData: [UInt8] {
    var raw: [UInt8] = []
    let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] =
      interlaced
      ? [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
      ]
      : [(0, 0, 1, 1)]
    for pass in passes {
      let xs = Array(stride(from: pass.x0, to: width, by: pass.dx))
      let ys = Array(stride(from: pass.y0, to: height, by: pass.dy))
      guard !xs.isEmpty else { continue }
      for y in ys {
        raw.append(0)
        raw += packRow(xs.map { samples[y * width + $0] })
      }
    }
    return Self.zlibStored(raw)
  }

  /// The whole file: signature, IHDR, PLTE, tRNS, extra chunks, one IDAT, IEND.
  var bytes: [UInt8] {
    var out = Self.signature + Self.chunk("IHDR", headerData)
    if !palette.isEmpty { out += Self.chunk("PLTE", palette.flatMap { $0 }) }
    if let transparency { out += Self.chunk("tRNS", transparency) }
    for (type, data) in ancillaryChunks { out += Self.chunk(type, data) }
    out += Self.chunk("IDAT", imageData)
    out += Self.chunk("IEND", [])
    return out
  }

  /// Packs one row's pixels at `bitDepth` (MSB first below 8 bits, big-endian at 16).
  func packRow(_ pixels: [[Int]]) -> [UInt8] {
    let values = pixels.flatMap { $0 }
    switch bitDepth {
    case 16:
      return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    case 8:
      return values.map { UInt8($0) }
    default:
      var out: [UInt8] = []
      var accumulator = 0
      var bits = 0
      for v in values {
        accumulator = accumulator << bitDepth | v
        bits += bitDepth
        if bits == 8 {
          out.append(UInt8(accumulator))
          accumulator = 0
          bits = 0
        }
      }
      if bits > 0 { out.append(UInt8(accumulator << (8 - bits))) }
      return out
    }
  }

  // MARK: - Chunk and zlib framing

  /// length, type, data, CRC-32 of type + data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
  }

  static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// A zlib stream holding `data` in stored deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, data.count - offset)
      let isLast = offset + count == data.count
      out.append(isLast ? 1 : 0)
      out += [
        UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      out += data[offset..<offset + count]
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + bigEndian(b << 16 | a)
  }

  /// The byte offset of the first chunk of `type` (its length field) in `file`.
  static func offset(ofChunk type: String, in file: [UInt8]) -> Int? {
    var i = 8
    while i + 8 <= file.count {
      let length =
        Int(file[i]) << 24 | Int(file[i + 1]) << 16 | Int(file[i + 2]) << 8 | Int(file[i + 3])
      if Array(file[i + 4..<i + 8]) == Array(type.utf8) { return i }
      i += 12 + length
    }
    return nil
  }
}
