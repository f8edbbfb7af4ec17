import TestSupport
import Testing

@testable import Layout

@Suite struct IdentityMapTests {
  /// Random inserts, updates and removals agree with a dictionary, through growth and the
  /// backward shifts of deletion.
  @Test func agreesWithADictionary() {
    var random = SeededRandom(seed: 7)
    let objects = (0..<600).map { Variable("v\($0)") }
    var map = IdentityMap()
    var expected: [ObjectIdentifier: Int32] = [:]
    for step in 0..<20_000 {
      let key = ObjectIdentifier(objects[random.int(0...(objects.count - 1))])
      if random.int(0...2) == 0 {
        map[key] = nil
        expected[key] = nil
      } else {
        map[key] = Int32(step)
        expected[key] = Int32(step)
      }
      if step % 500 == 0 {
        #expect(map.count == expected.count)
        #expect(objects.allSatisfy { map[ObjectIdentifier($0)] == expected[ObjectIdentifier($0)] })
      }
    }
  }
}
