/// PNG's chunk layout, enough to walk a file's chunks and rewrite their CRCs.
enum PNGChunks {
  /// Sets the CRC of every whole chunk after the signature to the CRC of its type and data.
  static func fixChecksums(_ bytes: inout [UInt8]) {
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let end = offset + 8 + length
      guard length <= bytes.count, end + 4 <= bytes.count else { return }
      let crc = crc32(bytes[(offset + 4)..<end])
      for k in 0..<4 { bytes[end + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
      offset = end + 4
    }
  }

  /// The CRC-32 PNG uses (ISO 3309, reflected, polynomial 0xEDB88320).
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      crc ^= UInt32(b)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
