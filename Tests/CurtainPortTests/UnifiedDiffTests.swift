import CurtainPort
import TestSupport
import Testing

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.make(from: "a\nb\n", to: "a\nb\n", path: "x") == "")
  }

  @Test func oneChangedLineWithContext() {
    let old = (1...9).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff.make(from: old, to: new, path: "S/F.swift") == """
        --- a/S/F.swift
        +++ b/S/F.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func distantChangesMakeSeparateHunks() {
    let old = (1...20).map { "\($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "\n2\n", with: "\n").replacingOccurrences(
      of: "\n19\n", with: "\n19\nnew\n")
    let diff = UnifiedDiff.make(from: old, to: new, path: "x")
    #expect(diff.contains("@@ -1,5 +1,4 @@\n 1\n-2\n 3\n"))
    #expect(diff.hasSuffix("@@ -17,4 +16,5 @@\n 17\n 18\n 19\n+new\n 20\n"))
  }

  @Test func aMissingFinalNewlineIsMarked() {
    let diff = UnifiedDiff.make(from: "a\nb", to: "a\nc", path: "x")
    #expect(diff.hasSuffix("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
  }

  @Test func applyingTheDiffGivesTheNewText() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        "\(Int.random(in: 0...5, using: &random))\n"
      }
      var new = old
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        let index = Int.random(in: 0...new.count, using: &random)
        if Bool.random(using: &random) || index == new.count {
          new.insert("n\(Int.random(in: 0...5, using: &random))\n", at: index)
        } else {
          new.remove(at: index)
        }
      }
      let diff = UnifiedDiff.make(from: old.joined(), to: new.joined(), path: "x")
      #expect(apply(diff, to: old) == new, "\(old) → \(new):\n\(diff)")
    }
  }

  /// A minimal `patch`: applies hunks to lines, checking every context and removed line.
  private func apply(_ diff: String, to old: [String]) -> [String]? {
    var result: [String] = []
    var cursor = 0
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) {
      if line.hasPrefix("@@") {
        let start = Int(line.dropFirst(4).prefix { $0.isNumber })!
        let count = Int(line.split(separator: " ")[1].split(separator: ",")[1])!
        let index = count == 0 ? start : start - 1
        result += old[cursor..<index]
        cursor = index
      } else if line.hasPrefix(" ") || line.hasPrefix("-") {
        guard cursor < old.count, old[cursor] == line.dropFirst() + "\n" else { return nil }
        if line.hasPrefix(" ") { result.append(old[cursor]) }
        cursor += 1
      } else if line.hasPrefix("+") {
        result.append(line.dropFirst() + "\n")
      }
    }
    return result + old[cursor...]
  }
}
