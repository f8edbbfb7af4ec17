@_spi(Painting) import Raster

// PNG stores straight (unassociated) alpha; bitmaps hold premultiplied colour. These two
// conversions are the only place straight alpha exists in Raster, and they are exact inverses on
// every premultiplied pixel:
//
//   encode  s = (c · 255 + ⌊a / 2⌋) / a      (integer division; c ≤ a, a > 0)
//   decode  c = div255(s · a)                (rounded to nearest)
//
// s is 255·c/a rounded (|s − 255c/a| ≤ ½), so s·a/255 is within a/510 < ½ of c for a < 255 (and
// equal to c for a = 255): decoding rounds back to exactly c. PNGRoundTripTests checks all pairs.

/// Row conversions between premultiplied packed pixels and straight RGBA bytes.
enum StraightAlphaConversion {
  /// `reciprocals[a] = ⌊2³² / a⌋ + 1`, so that `n / a == (n · reciprocals[a]) >> 32` for every
  /// `n ≤ 255 · 255 + 127` (exact while `n · a < 2³²`); entry 0 is unused.
  static let reciprocals: [UInt64] = (0...255).map { a in a == 0 ? 0 : (1 << 32) / UInt64(a) + 1 }

  /// Writes `count` premultiplied pixels from `source` as straight R, G, B, A bytes.
  static func writeStraightRGBA(
    from source: UnsafePointer<UInt32>, count: Int, to destination: UnsafeMutablePointer<UInt8>,
    reciprocals: UnsafePointer<UInt64>
  ) {
    for i in 0..<count {
      let v = source[i]
      let a = v >> 24
      let out = destination + 4 * i
      if a == 255 {
        // Opaque: premultiplied and straight are the same bytes.
        out[0] = UInt8(truncatingIfNeeded: v)
        out[1] = UInt8(truncatingIfNeeded: v >> 8)
        out[2] = UInt8(truncatingIfNeeded: v >> 16)
        out[3] = 255
      } else if a == 0 {
        // Fully transparent has no colour; write zeros so the file compresses and is canonical.
        out[0] = 0
        out[1] = 0
        out[2] = 0
        out[3] = 0
      } else {
        let m = reciprocals[Int(a)]
        let half = UInt64(a >> 1)
        out[0] = UInt8(truncatingIfNeeded: ((UInt64(v & 0xFF) &* 255 &+ half) &* m) >> 32)
        out[1] = UInt8(truncatingIfNeeded: ((UInt64((v >> 8) & 0xFF) &* 255 &+ half) &* m) >> 32)
        out[2] = UInt8(truncatingIfNeeded: ((UInt64((v >> 16) & 0xFF) &* 255 &+ half) &* m) >> 32)
        out[3] = UInt8(truncatingIfNeeded: a)
      }
    }
  }

  /// Writes `count` opaque pixels from `source` as R, G, B bytes (alpha dropped).
  static func writeRGB(
    from source: UnsafePointer<UInt32>, count: Int, to destination: UnsafeMutablePointer<UInt8>
  ) {
    for i in 0..<count {
      let v = source[i]
      let out = destination + 3 * i
      out[0] = UInt8(truncatingIfNeeded: v)
      out[1] = UInt8(truncatingIfNeeded: v >> 8)
      out[2] = UInt8(truncatingIfNeeded: v >> 16)
    }
  }

  /// Whether every pixel of the row has alpha 255.
  @inline(__always)
  static func isOpaque(_ row: UnsafePointer<UInt32>, count: Int) -> Bool {
    // AND of all pixels keeps alpha 255 only if every alpha is 255; no early exit, so it
    // vectorises.
    var all: UInt32 = 0xFFFF_FFFF
    for i in 0..<count { all &= row[i] }
    return all >> 24 == 255
  }

  /// Converts `count` pixels in place from straight R, G, B, A (as decoded from PNG, packed like
  /// ``PremultipliedRGBA8/packed``) to premultiplied: each colour becomes `div255(s · a)`.
  static func premultiplyInPlace(_ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
    for i in 0..<count {
      let v = pixels[i]
      let a = v >> 24
      if a == 255 { continue }
      // scalePacked scales all four channels by a / 255 with div255 rounding; alpha is restored.
      pixels[i] = (scalePacked(v, by: a) & 0x00FF_FFFF) | (a << 24)
    }
  }
}

extension PremultipliedRGBA8Bitmap {
  /// Calls `body` with the pixels, top to bottom, as straight-alpha R, G, B, A bytes (what
  /// ffmpeg's `rgba` reads), in chunks of whole rows; opaque pixels keep their bytes,
  /// transparent ones become zeros.
  ///
  /// A packed pixel is the bytes R G B A in memory, so consecutive opaque rows (a window over
  /// black: every row of a film's frame) are handed over in place, as one chunk where the rows
  /// are packed: no copy, and a few large writes instead of one per row. Other rows are
  /// converted into a buffer of up to 64 rows.
  public func withStraightRGBAChunks(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    let rowBytes = width * 4
    let bufferRows = Swift.min(64, height)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * bufferRows)
    defer { buffer.deallocate() }
    try StraightAlphaConversion.reciprocals.withUnsafeBufferPointer { reciprocals in
      try withUnsafePixelBuffer { pixels in
        var converted = 0  // rows waiting in `buffer`
        var runStart = 0  // the opaque rows waiting in place
        var runCount = 0
        func flushConverted() throws {
          if converted == 0 { return }
          try body(UnsafeRawBufferPointer(start: buffer, count: converted * rowBytes))
          converted = 0
        }
        func flushRun() throws {
          if runCount == 0 { return }
          // Packed rows are one stretch of memory; padded ones go one at a time.
          if rowStride == width {
            try body(
              UnsafeRawBufferPointer(start: pixels.row(runStart), count: runCount * rowBytes))
          } else {
            for y in runStart..<runStart + runCount {
              try body(UnsafeRawBufferPointer(start: pixels.row(y), count: rowBytes))
            }
          }
          runCount = 0
        }
        for y in 0..<height {
          let row = pixels.row(y)
          var inPlace = false
          #if _endian(little)
            inPlace = StraightAlphaConversion.isOpaque(row, count: width)
          #endif
          if inPlace {
            try flushConverted()
            if runCount == 0 { runStart = y }
            runCount += 1
          } else {
            try flushRun()
            StraightAlphaConversion.writeStraightRGBA(
              from: row, count: width, to: buffer + converted * rowBytes,
              reciprocals: reciprocals.baseAddress!)
            converted += 1
            if converted == bufferRows { try flushConverted() }
          }
        }
        try flushConverted()
        try flushRun()
      }
    }
  }
}
