import Foundation

// Finding a device by the name a user typed: exact (ignoring case, spaces and punctuation), or
// the nearest by edit distance for a "did you mean" suggestion.

extension Device {
  /// The catalogued device whose identifier or name matches `identifier`, ignoring case, spaces
  /// and punctuation (`"iphone15pro"`, `"iPhone 15 Pro"` and `"IPHONE-15-PRO"` all match
  /// ``iPhone15Pro``); `nil` when none does.
  ///
  /// Aliases match too (`"iPhone 6s"` is ``iPhone8``, whose screen it shares), and then
  /// snapshot-testing's device names (``snapshotTestingDevices``) where they name no catalogued
  /// identifier (`"iPhoneXsMax"`, `"iPad10_2"`).
  public init?(identifier: String) {
    let key = Device.normalized(identifier)
    let match =
      Device.all.first {
        Device.normalized($0.identifier) == key || Device.normalized($0.name) == key
      }
      ?? Device.all.first { $0.aliases.contains { Device.normalized($0) == key } }
      ?? Device.snapshotTestingDevices.first { Device.normalized($0.key) == key }?.value
    guard let match else { return nil }
    self = match
  }

  /// swift-snapshot-testing's `ViewImageConfig` device names and the catalogued device whose
  /// screen each describes. Three mean another device than Curtain's identifier of the same
  /// spelling, which the command line keeps: snapshot-testing's `iPhoneSe` is the 320-point
  /// ``iPhoneSE1`` (Curtain's `iPhoneSE` is the 3rd generation), its `iPadMini` the 768-point
  /// ``iPadMini5`` and its `iPadPro11` the 834 × 1194 ``iPadPro11Gen4``.
  public static let snapshotTestingDevices: [String: Device] = [
    "iPhoneSe": .iPhoneSE1, "iPhone8": .iPhone8, "iPhone8Plus": .iPhone8Plus,
    "iPhoneX": .iPhoneX, "iPhoneXsMax": .iPhoneXSMax, "iPhoneXr": .iPhoneXR,
    "iPhone12": .iPhone12, "iPhone12Pro": .iPhone12Pro, "iPhone12ProMax": .iPhone12ProMax,
    "iPhone13": .iPhone13, "iPhone13Mini": .iPhone13Mini, "iPhone13Pro": .iPhone13Pro,
    "iPhone13ProMax": .iPhone13ProMax, "iPadMini": .iPadMini5, "iPad9_7": .iPad97,
    "iPad10_2": .iPad102, "iPadPro10_5": .iPadPro105, "iPadPro11": .iPadPro11Gen4,
    "iPadPro12_9": .iPadPro129,
  ]

  /// The catalogued device whose identifier, name or alias is nearest to `text` by edit distance (after
  /// ignoring case, spaces and punctuation); ties go to the earlier device in ``all``.
  ///
  /// For suggestions after ``init(identifier:)`` fails: `Device.nearest(to: "iphone15promx")` is
  /// ``iPhone15ProMax``.
  public static func nearest(to text: String) -> Device {
    let key = normalized(text)
    func distance(_ device: Device) -> Int {
      ([device.identifier, device.name] + device.aliases).map {
        editDistance(key, normalized($0))
      }.min()!
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
