extension TextLayout {
  /// The classes of the Unicode bidirectional algorithm that set a character's direction, from
  /// its script (Hebrew and Arabic are right to left; digits take their neighbours' order).
  enum BidiClass: Equatable {
    /// A letter written left to right (Latin, CJK, …).
    case left
    /// A Hebrew letter.
    case right
    /// An Arabic letter: digits after it are Arabic numbers.
    case arabic
    /// European digits.
    case europeanNumber
    /// Arabic-Indic digits.
    case arabicNumber
    /// `+ - , . : /`: a number's separators between its digits.
    case separator
    /// Spaces, punctuation, symbols and emoji: the direction of the text around them.
    case neutral
  }

  static func bidiClass(_ c: Character) -> BidiClass {
    guard let s = c.unicodeScalars.first else { return .neutral }
    switch s.value {
    case 0x30...0x39: return .europeanNumber
    case 0x0660...0x0669, 0x06F0...0x06F9: return .arabicNumber
    case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      return .right
    case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
    default: break
    }
    if "+-,.:/".unicodeScalars.contains(s) { return .separator }
    return s.properties.isAlphabetic ? .left : .neutral
  }

  /// Whether a paragraph is right to left by its first letter with a direction.
  static func startsRightToLeft(_ characters: [(Character, Int)]) -> Bool {
    for (c, _) in characters {
      switch bidiClass(c) {
      case .left: return false
      case .right, .arabic: return true
      default: continue
      }
    }
    return false
  }

  /// Each character's embedding level in a paragraph of direction `rightToLeft` (even: left to
  /// right), by the algorithm's weak, neutral and implicit rules without explicit embeddings.
  static func levels(_ characters: [(Character, Int)], rightToLeft: Bool) -> [UInt8] {
    var classes = characters.map { bidiClass($0.0) }
    // W2, W7: digits after an Arabic letter are Arabic numbers; after a left-to-right letter (or
    // at the start of a left-to-right paragraph) they read as left to right.
    var lastStrong: BidiClass = rightToLeft ? .right : .left
    for i in classes.indices {
      switch classes[i] {
      case .left, .right, .arabic: lastStrong = classes[i]
      case .europeanNumber:
        if lastStrong == .arabic { classes[i] = .arabicNumber }
        if lastStrong == .left { classes[i] = .left }
      default: break
      }
    }
    // W4: one separator between two digits of the same kind is part of the number.
    for i in classes.indices.dropFirst().dropLast() where classes[i] == .separator {
      if classes[i - 1] == classes[i + 1],
        classes[i - 1] == .europeanNumber || classes[i - 1] == .arabicNumber
      {
        classes[i] = classes[i - 1]
      }
    }
    // N1, N2: neutrals between two runs of one direction take it, others the paragraph's.
    func isRight(_ c: BidiClass) -> Bool { c != .left }
    var i = 0
    while i < classes.count {
      guard classes[i] == .neutral || classes[i] == .separator else {
        i += 1
        continue
      }
      var end = i
      while end < classes.count && (classes[end] == .neutral || classes[end] == .separator) {
        end += 1
      }
      let before = i > 0 ? isRight(classes[i - 1]) : rightToLeft
      let after = end < classes.count ? isRight(classes[end]) : rightToLeft
      let resolved: BidiClass =
        before == after ? (before ? .right : .left) : (rightToLeft ? .right : .left)
      for k in i..<end { classes[k] = resolved }
      i = end
    }
    // I1, I2.
    return classes.map { c in
      switch (rightToLeft, c) {
      case (false, .left): 0
      case (false, .right), (false, .arabic): 1
      case (false, _): 2
      case (true, .right), (true, .arabic): 1
      case (true, _): 2
      }
    }
  }

  /// The indices of a line's characters in the order they are drawn from the left (rule L2:
  /// from the highest level down to the lowest odd one, each run at that level or above is
  /// reversed).
  static func visualOrder(_ levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min()
    else { return order }
    var level = highest
    while level >= lowestOdd {
      var i = 0
      while i < order.count {
        guard levels[order[i]] >= level else {
          i += 1
          continue
        }
        var end = i
        while end < order.count && levels[order[end]] >= level { end += 1 }
        order[i..<end].reverse()
        i = end
      }
      level -= 1
    }
    return order
  }
}
