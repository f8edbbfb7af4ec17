/// The Levenshtein distance: the fewest single-character insertions, deletions and substitutions
/// that turn `a` into `b`, computed with two rows of the dynamic-programming table.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// The candidate nearest to `text` by edit distance (ignoring case), if it is near enough to be
/// what the user meant: at most half the longer name's length away (`fade-in` → `fade`, but not
/// `zzz` → `fade`). Ties go to the earlier candidate.
func nearest(to text: String, among candidates: [String]) -> String? {
  let key = text.lowercased()
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(key, candidate.lowercased())
    if best == nil || distance < best!.distance { best = (candidate, distance) }
  }
  guard let best, best.distance <= max(key.count, best.candidate.count) / 2 else { return nil }
  return best.candidate
}
