/// The objective of the simplex as one cost vector per symbol, compared lexicographically.
///
/// Each distinct priority below required in use is one level; a symbol's cost at a level is
/// what increasing it by one changes that level's weighted error sum. Levels run from the
/// highest priority down, so a negative cost at a higher level outweighs anything below it:
/// priority 999 beats any number of 998s exactly, not through large weights.
///
/// Two extra levels frame the priorities: level 0, above them all, holds the phase-one
/// objective while a row is added through an artificial variable, and the last level, below
/// them all, holds the probe of ``Tableau/extent(of:upward:)``. Both are zero when unused.
/// Costs are dense (`symbol * stride + level`), so reading and updating one is an index.
struct Objective {
  /// The priorities of levels 1...n, highest first.
  private(set) var priorities: [Double] = []
  /// How many preferences use each priority.
  private var users: [Int] = []
  /// Levels per symbol: the priorities plus the phase-one and probe levels.
  private(set) var stride = 2
  private(set) var costs = Storage(repeating: 0.0)
  private var symbolCount = 0
  /// The levels the simplex currently minimises.
  var active: Range<Int> = 1..<1
  /// A superset of the symbols whose cost vector may be lexicographically negative.
  var candidates: [Int32] = []
  var isCandidate = Storage(repeating: false)

  /// The phase-one level.
  static let phaseOne = 0
  /// The probe level, below every priority.
  var probe: Int { stride - 1 }

  /// Makes room for symbol ids below `count`.
  mutating func reserveSymbols(_ count: Int) {
    if count <= symbolCount { return }
    symbolCount = count
    isCandidate.reserve(count, filling: false)
    costs.reserve(count * stride, filling: 0)
  }

  /// An independent copy.
  func copy() -> Objective {
    var duplicate = self
    duplicate.costs = costs.copy()
    duplicate.isCandidate = isCandidate.copy()
    return duplicate
  }

  /// Zeroes the costs of `symbol` (a fresh or released id).
  mutating func clear(_ symbol: Int32) {
    let base = Int(symbol) * stride
    for level in 0..<stride { costs[base + level] = 0 }
  }

  /// The level of `priority`, which must be in use.
  func level(of priority: Double) -> Int {
    var low = 0
    var high = priorities.count
    while low < high {
      let middle = (low + high) >> 1
      if priorities[middle] > priority { low = middle + 1 } else { high = middle }
    }
    precondition(low < priorities.count && priorities[low] == priority, "no level \(priority)")
    return low + 1
  }

  /// Counts one more preference at `priority`, adding a level for it when it is new, and
  /// returns its level.
  mutating func retain(_ priority: Double) -> Int {
    var index = 0
    while index < priorities.count && priorities[index] > priority { index += 1 }
    if index < priorities.count && priorities[index] == priority {
      users[index] += 1
      return index + 1
    }
    priorities.insert(priority, at: index)
    users.insert(1, at: index)
    relayout(inserting: index + 1, removing: nil)
    return index + 1
  }

  /// Counts one preference fewer at `priority`, dropping its level when no one uses it.
  mutating func release(_ priority: Double) {
    let level = level(of: priority)
    users[level - 1] -= 1
    if users[level - 1] > 0 { return }
    priorities.remove(at: level - 1)
    users.remove(at: level - 1)
    relayout(inserting: nil, removing: level)
  }

  /// Rebuilds the cost layout with one level more or fewer. Symbols that had a cost at a
  /// removed level become candidates: without it their vector may turn negative.
  private mutating func relayout(inserting inserted: Int?, removing removed: Int?) {
    let oldStride = stride
    let newStride = priorities.count + 2
    let newCosts = Storage(count: max(symbolCount * newStride, 1), repeating: 0.0)
    for symbol in 0..<symbolCount {
      var target = 0
      for level in 0..<oldStride {
        if level == inserted { target += 1 }
        let cost = costs[symbol * oldStride + level]
        if level == removed {
          if cost != 0 { markCandidate(Int32(symbol)) }
          continue
        }
        newCosts[symbol * newStride + target] = cost
        target += 1
      }
    }
    costs = newCosts
    stride = newStride
    let phaseOneActive = active.lowerBound == Self.phaseOne
    active = (phaseOneActive ? 0 : 1)..<(newStride - 1)
  }

  /// The cost of `symbol` at `level`.
  @inline(__always)
  func cost(_ symbol: Int32, _ level: Int) -> Double {
    costs[Int(symbol) * stride + level]
  }

  /// Adds `amount` to the cost of `symbol` at `level`.
  @inline(__always)
  mutating func add(_ amount: Double, to symbol: Int32, level: Int) {
    let index = Int(symbol) * stride + level
    costs[index] = snapped(costs[index] + amount)
    markCandidate(symbol)
  }

  /// Zeroes `level` for every symbol, marking those that had a cost there.
  mutating func clearLevel(_ level: Int) {
    for symbol in 0..<symbolCount where costs[symbol * stride + level] != 0 {
      costs[symbol * stride + level] = 0
      markCandidate(Int32(symbol))
    }
  }

  /// Replaces `symbol`, which is becoming basic, by its row's cells at every level.
  mutating func substitute(_ symbol: Int32, cells: UnsafeBufferPointer<Cell>) {
    let base = Int(symbol) * stride
    for level in 0..<stride {
      let factor = costs[base + level]
      if factor == 0 { continue }
      costs[base + level] = 0
      for cell in cells { add(factor * cell.coefficient, to: cell.symbol, level: level) }
    }
  }

  /// The sign of the first nonzero active cost of `symbol`: -1, 0 or 1.
  @inline(__always)
  func sign(of symbol: Int32) -> Int {
    let base = Int(symbol) * stride
    for level in active {
      let cost = costs[base + level]
      if cost < 0 { return -1 }
      if cost > 0 { return 1 }
    }
    return 0
  }

  /// Whether `a / aScale` is lexicographically smaller than `b / bScale` over the active
  /// levels (both scales positive), with ties within ``nearZero`` passed to the next level.
  func ratio(_ a: Int32, over aScale: Double, isBelow b: Int32, over bScale: Double) -> Bool? {
    let aBase = Int(a) * stride
    let bBase = Int(b) * stride
    for level in active {
      let difference = costs[aBase + level] / aScale - costs[bBase + level] / bScale
      if difference < -nearZero { return true }
      if difference > nearZero { return false }
    }
    return nil
  }

  @inline(__always)
  mutating func markCandidate(_ symbol: Int32) {
    if isCandidate[Int(symbol)] { return }
    isCandidate[Int(symbol)] = true
    candidates.append(symbol)
  }
}
