/// A hash map from object identities to small integers, for the solver's per-add lookups of
/// variables and constraints: Fibonacci hashing of the address, linear probing, at most half
/// full, and deletion by shifting later entries back (so no tombstones build up).
struct IdentityMap {
  /// Addresses, 0 for an empty slot.
  private var keys = [UInt](repeating: 0, count: 16)
  private var values = [Int32](repeating: 0, count: 16)
  private var shift = UInt(64 - 4)
  private(set) var count = 0

  @inline(__always)
  private func home(_ key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always)
  private func find(_ key: UInt) -> Int {
    let mask = keys.count - 1
    var index = home(key)
    while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
    return index
  }

  subscript(object: ObjectIdentifier) -> Int32? {
    get {
      let key = UInt(bitPattern: object)
      let index = find(key)
      return keys[index] == key ? values[index] : nil
    }
    set {
      let key = UInt(bitPattern: object)
      let index = find(key)
      if let value = newValue {
        if keys[index] == key {
          values[index] = value
          return
        }
        keys[index] = key
        values[index] = value
        count += 1
        if 2 * count > keys.count { grow() }
      } else if keys[index] == key {
        remove(at: index)
      }
    }
  }

  /// Empties `hole` and shifts back each later entry of its probe run that may move there.
  private mutating func remove(at hole: Int) {
    let mask = keys.count - 1
    var hole = hole
    var index = hole
    keys[hole] = 0
    count -= 1
    while true {
      index = (index + 1) & mask
      let key = keys[index]
      if key == 0 { return }
      // The entry may fill the hole unless its home lies cyclically in (hole, index].
      let distanceToHome = (index - home(key)) & mask
      let distanceToHole = (index - hole) & mask
      if distanceToHome >= distanceToHole {
        keys[hole] = key
        values[hole] = values[index]
        keys[index] = 0
        hole = index
      }
    }
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = [UInt](repeating: 0, count: 2 * oldKeys.count)
    values = [Int32](repeating: 0, count: 2 * oldKeys.count)
    shift -= 1
    for (key, value) in zip(oldKeys, oldValues) where key != 0 {
      let index = find(key)
      keys[index] = key
      values[index] = value
    }
  }
}
