/// A unified diff (`diff -u`) of two texts, line by line, with Myers' shortest edit script
/// ("An O(ND) Difference Algorithm and Its Variations", Eugene W. Myers, 1986).
public enum UnifiedDiff {
  /// The diff from `old` to `new` under `a/path` and `b/path`; empty when they are equal.
  public static func make(from old: String, to new: String, path: String, context: Int = 3)
    -> String
  {
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a, b)
    let changed = script.indices.filter { script[$0].kind != .same }
    guard !changed.isEmpty else { return "" }

    // Hunks: runs of changes whose context windows touch.
    var hunks: [Range<Int>] = []
    for index in changed {
      let window = max(0, index - context)..<min(script.count, index + context + 1)
      if let last = hunks.last, window.lowerBound <= last.upperBound {
        hunks[hunks.count - 1] = last.lowerBound..<window.upperBound
      } else {
        hunks.append(window)
      }
    }
    // `a/` and `b/` before the path, as git writes them; an absolute path keeps one slash.
    let name = path.hasPrefix("/") ? String(path.dropFirst()) : path
    var out = "--- a/\(name)\n+++ b/\(name)\n"
    for hunk in hunks {
      let steps = script[hunk]
      let oldCount = steps.filter { $0.kind != .inserted }.count
      let newCount = steps.filter { $0.kind != .deleted }.count
      let first = steps.first!
      let oldStart = oldCount == 0 ? first.old : first.old + 1
      let newStart = newCount == 0 ? first.new : first.new + 1
      out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for step in steps {
        let (prefix, line) =
          switch step.kind {
          case .same: (" ", a[step.old])
          case .deleted: ("-", a[step.old])
          case .inserted: ("+", b[step.new])
          }
        out += prefix + line
        if !line.hasSuffix("\n") { out += "\n\\ No newline at end of file\n" }
      }
    }
    return out
  }

  struct Step: Equatable {
    enum Kind { case same, deleted, inserted }
    let kind: Kind
    /// The index in the old lines of this line (deleted or same), or of the next one.
    let old: Int
    /// The index in the new lines of this line (inserted or same), or of the next one.
    let new: Int
  }

  /// Lines with their line breaks (the last may have none).
  static func lines(_ text: String) -> [Substring] {
    var result: [Substring] = []
    var start = text.startIndex
    for index in text.indices where text[index] == "\n" {
      let next = text.index(after: index)
      result.append(text[start..<next])
      start = next
    }
    if start < text.endIndex { result.append(text[start...]) }
    return result
  }

  /// The shortest sequence of kept, deleted and inserted lines turning `a` into `b`.
  static func editScript(_ a: [Substring], _ b: [Substring]) -> [Step] {
    let n = a.count
    let m = b.count
    let offset = n + m + 1
    var v = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    search: for d in 0...(n + m) {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m { break search }
      }
    }
    var steps: [Step] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK =
        (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : v[offset + previousK]
      let previousY = d == 0 ? 0 : previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        steps.append(Step(kind: .same, old: x, new: y))
      }
      guard d > 0 else { break }
      if x == previousX {
        y -= 1
        steps.append(Step(kind: .inserted, old: x, new: y))
      } else {
        x -= 1
        steps.append(Step(kind: .deleted, old: x, new: y))
      }
    }
    return steps.reversed()
  }
}
