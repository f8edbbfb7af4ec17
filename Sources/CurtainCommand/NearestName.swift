import HeadlessUIKit

/// The candidate nearest to `text` by edit distance (ignoring case), if it is near enough to be
/// what the user meant: at most half the longer name's length away (`fade-in` → `fade`, but not
/// `zzz` → `fade`). Ties go to the earlier candidate.
func nearest(to text: String, among candidates: [String]) -> String? {
  let key = text.lowercased()
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = levenshteinDistance(key, candidate.lowercased())
    if best == nil || distance < best!.distance { best = (candidate, distance) }
  }
  guard let best, best.distance <= max(key.count, best.candidate.count) / 2 else { return nil }
  return best.candidate
}
