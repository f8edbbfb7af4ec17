#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Growable contiguous storage of plain values for the tableau's hot loops: indexed through a
/// pointer, so reads and writes cost no bounds, uniqueness or reference-count checks.
///
/// It is a class only so that its memory is freed; a tableau owns each storage alone, and
/// ``copy()`` makes the independent duplicate that a copied tableau needs.
final class Storage<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  /// How many elements are allocated, all initialised.
  private(set) var count: Int

  /// `count` copies of `value`.
  init(count: Int = 0, repeating value: Element) {
    self.count = count
    base = Self.reallocate(nil, count: max(count, 1))
    base.initialize(repeating: value, count: count)
  }

  deinit { free(base) }

  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      assert(index >= 0 && index < count)
      return base[index]
    }
    set {
      assert(index >= 0 && index < count)
      base[index] = newValue
    }
  }

  @inline(__always)
  subscript(index: Int32) -> Element {
    get { self[Int(index)] }
    set { self[Int(index)] = newValue }
  }

  /// Makes room for at least `minimum` elements (at least doubling), filling new ones with
  /// `value`. Pointers taken before are invalid after growth.
  func reserve(_ minimum: Int, filling value: Element) {
    if minimum <= count { return }
    let oldCount = count
    grow(minimum)
    (base + oldCount).initialize(repeating: value, count: count - oldCount)
  }

  /// Makes room for at least `minimum` elements (at least doubling), leaving new ones
  /// unwritten, for arenas that write every element before reading it: untouched memory costs
  /// no page faults.
  func reserveUnwritten(_ minimum: Int) {
    if minimum > count { grow(minimum) }
  }

  /// Grows with `realloc`, which can extend in place or remap large blocks without copying
  /// them or touching their pages again.
  private func grow(_ minimum: Int) {
    let newCount = max(minimum, 2 * count, 16)
    base = Self.reallocate(base, count: newCount)
    count = newCount
  }

  private static func reallocate(_ pointer: UnsafeMutablePointer<Element>?, count: Int)
    -> UnsafeMutablePointer<Element>
  {
    let bytes = count * MemoryLayout<Element>.stride
    guard let raw = realloc(pointer, bytes) else { fatalError("Layout: out of memory") }
    return raw.bindMemory(to: Element.self, capacity: count)
  }

  /// An independent duplicate.
  func copy() -> Storage {
    let duplicate = Storage(count: 0, repeating: base[0])
    duplicate.base = Self.reallocate(duplicate.base, count: max(count, 1))
    duplicate.base.initialize(from: base, count: count)
    duplicate.count = count
    return duplicate
  }
}
