/// GIF's variable-length LZW: codes of `minimumCodeSize + 1` bits growing to 12, least
/// significant bit first, with a clear code and an end code.
enum GIFLZW {
  /// The colour indices `data` decodes to, at most `count` of them; nil for a code that names
  /// no table entry or a bad code size. A stream that ends early gives fewer indices.
  static func decode(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8]? {
    guard (1...8).contains(minimumCodeSize) else { return nil }
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var prefix = [UInt16](repeating: 0, count: 4096)
    var suffix = [UInt8](repeating: 0, count: 4096)
    var first = [UInt8](repeating: 0, count: 4096)
    for i in 0..<clear {
      suffix[i] = UInt8(truncatingIfNeeded: i)
      first[i] = UInt8(truncatingIfNeeded: i)
    }
    var out = [UInt8]()
    // Reserve what the data could give at most: a code per 3 bits, 4096 indices a code.
    out.reserveCapacity(min(count, data.count * 8 / 3 * 4096))
    var stack = [UInt8](repeating: 0, count: 4097)
    var codeSize = minimumCodeSize + 1
    var next = clear + 2
    var previous = -1
    var bits = 0
    var bitCount = 0
    var index = 0
    while out.count < count {
      while bitCount < codeSize {
        guard index < data.count else { return out }
        bits |= Int(data[index]) << bitCount
        index += 1
        bitCount += 8
      }
      let code = bits & ((1 << codeSize) - 1)
      bits >>= codeSize
      bitCount -= codeSize
      if code == clear {
        codeSize = minimumCodeSize + 1
        next = clear + 2
        previous = -1
        continue
      }
      if code == end { break }
      if previous < 0 {
        // The first code after a clear is a literal.
        guard code < clear else { return nil }
        out.append(UInt8(truncatingIfNeeded: code))
        previous = code
        continue
      }
      guard code <= next, code != next || next < 4096 else { return nil }
      // Unwind the entry (or, for the entry being defined, the previous one plus its first).
      var depth = 0
      var c = code
      if code == next {
        stack[depth] = first[previous]
        depth += 1
        c = previous
      }
      while c >= clear {
        stack[depth] = suffix[c]
        depth += 1
        c = Int(prefix[c])
      }
      stack[depth] = UInt8(truncatingIfNeeded: c)
      depth += 1
      while depth > 0 && out.count < count {
        depth -= 1
        out.append(stack[depth])
      }
      if next < 4096 {
        prefix[next] = UInt16(previous)
        suffix[next] = code == next ? first[previous] : first[code]
        first[next] = first[previous]
        next += 1
        if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
      }
      previous = code
    }
    return out
  }
}
