import Foundation

// Finding a device by the name a user typed: exact (ignoring case, spaces and punctuation), or
// the nearest by edit distance for a "did you mean" suggestion.

extension Device {
  /// The catalogued device whose identifier or name matches `identifier`, ignoring case, spaces
  /// and punctuation (`"iphone15pro"`, `"iPhone 15 Pro"` and `"IPHONE-15-PRO"` all match
  /// ``iPhone15Pro``); `nil` when none does.
  public init?(identifier: String) {
    let key = Device.normalized(identifier)
    guard
      let match = Device.all.first(where: {
        Device.normalized($0.identifier) == key || Device.normalized($0.name) == key
      })
    else { return nil }
    self = match
  }

  /// The catalogued device whose identifier or name is nearest to `text` by edit distance (after
  /// ignoring case, spaces and punctuation); ties go to the earlier device in ``all``.
  ///
  /// For suggestions after ``init(identifier:)`` fails: `Device.nearest(to: "iphone15promx")` is
  /// ``iPhone15ProMax``.
  public static func nearest(to text: String) -> Device {
    let key = normalized(text)
    func distance(_ device: Device) -> Int {
      min(
        editDistance(key, normalized(device.identifier)),
        editDistance(key, normalized(device.name)))
    }
    var best = all[0]
    var bestDistance = distance(best)
    for device in all.dropFirst() {
      let d = distance(device)
      if d < bestDistance {
        best = device
        bestDistance = d
      }
    }
    return best
  }

  /// Lowercased letters and digits only.
  static func normalized(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
  }

  /// The Levenshtein distance between two names (see ``levenshteinDistance(_:_:)``).
  static func editDistance(_ a: String, _ b: String) -> Int { levenshteinDistance(a, b) }
}

/// The Levenshtein distance: the fewest single-character insertions, deletions and substitutions
/// that turn `a` into `b`, computed with two rows of the dynamic-programming table. Shared by the
/// device lookup and the command line's "did you mean" suggestions.
package func levenshteinDistance(_ a: String, _ b: String) -> Int {
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
