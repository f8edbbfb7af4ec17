/// The cell and node arenas: blocks of cells in size classes, recycled through a free list per
/// class, and column nodes, recycled through one free list.
extension Tableau {
  /// The smallest size class whose blocks hold `count` cells. Classes step by at most a
  /// quarter: 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, … cells, so a row wastes little of its block.
  @inline(__always)
  static func sizeClass(for count: Int) -> Int32 {
    if count <= 4 { return 0 }
    let excess = count - 1
    let exponent = Int.bitWidth - 1 - excess.leadingZeroBitCount - 2
    let mantissa = excess >> exponent
    return Int32(4 * exponent + mantissa - 3)
  }

  /// How many cells a block of `sizeClass` holds.
  @inline(__always)
  static func capacity(of sizeClass: Int32) -> Int {
    (4 + (Int(sizeClass) & 3)) << (Int(sizeClass) >> 2)
  }

  mutating func allocateBlock(_ sizeClass: Int32) -> Int32 {
    let head = freeBlocks[Int(sizeClass)]
    if head >= 0 {
      freeBlocks[Int(sizeClass)] = cells[head].symbol
      return head
    }
    let start = Int32(cellTop)
    cellTop += Self.capacity(of: sizeClass)
    cells.reserveUnwritten(cellTop)
    return start
  }

  mutating func freeBlock(_ start: Int32, sizeClass: Int32) {
    cells[start].symbol = freeBlocks[Int(sizeClass)]
    freeBlocks[Int(sizeClass)] = start
  }

  /// Lists `slot` in `symbol`'s column and returns the node.
  @inline(__always)
  mutating func link(_ symbol: Int32, to slot: Int32) -> Int32 {
    let node: Int32
    if freeNode >= 0 {
      node = freeNode
      freeNode = nodes[node].next
    } else {
      node = nodeTop
      nodeTop += 1
      nodes.reserveUnwritten(Int(nodeTop))
    }
    let head = columnHead[symbol]
    nodes[node] = ColumnNode(slot: slot, previous: -1, next: head)
    if head >= 0 { nodes[head].previous = node }
    columnHead[symbol] = node
    columnCount[symbol] += 1
    return node
  }

  /// Takes `node` out of `symbol`'s column and frees it.
  @inline(__always)
  mutating func unlink(_ symbol: Int32, node: Int32) {
    let entry = nodes[node]
    if entry.previous >= 0 {
      nodes[entry.previous].next = entry.next
    } else {
      columnHead[symbol] = entry.next
    }
    if entry.next >= 0 { nodes[entry.next].previous = entry.previous }
    columnCount[symbol] -= 1
    nodes[node].next = freeNode
    freeNode = node
  }

  /// Frees every node of `symbol`'s column at once (its rows no longer hold it).
  mutating func clearColumn(_ symbol: Int32) {
    var node = columnHead[symbol]
    while node >= 0 {
      let next = nodes[node].next
      nodes[node].next = freeNode
      freeNode = node
      node = next
    }
    columnHead[symbol] = -1
    columnCount[symbol] = 0
  }

  /// Makes room for `count` scratch cells.
  @inline(__always)
  func reserveScratch(_ count: Int) {
    scratch.reserveUnwritten(count)
  }
}
