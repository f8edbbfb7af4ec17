import Foundation

// `UIColor(named:)`: a colour set from an asset catalogue, as Xcode writes one. An app's
// catalogue is compiled into `Assets.car`, which Curtain cannot read; a ported project still
// has its `*.xcassets` folders, and a colour set there is a folder `Name.colorset` holding a
// `Contents.json` of components per appearance. The catalogues are looked for where
// `UIImage(named:)` looks for images: the bundle given, `UIImage.searchDirectories`, then
// `Bundle.main`; in each, every `*.xcassets` folder directly inside, searched through its groups.

extension UIColor {
  /// The colour set called `name` in an asset catalogue (see above), light and dark variants as
  /// a dynamic colour; nil when there is none.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set called `name`, looked for first in `bundle`'s resources; resolved for
  /// `traitCollection` when one is given (else dynamic).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard !name.isEmpty, let set = NamedColorSet.find(name, bundle: bundle) else { return nil }
    let light = set.light
    let dark = set.dark ?? light
    if let traitCollection {
      let c = traitCollection.userInterfaceStyle == .dark ? dark : light
      self.init(storage: c.storage)
    } else if set.dark == nil {
      self.init(storage: light.storage)
    } else {
      self.init(storage: .dynamic { $0.userInterfaceStyle == .dark ? dark : light })
    }
  }
}

/// A colour set read from an asset catalogue's `Contents.json`.
struct NamedColorSet {
  var light: UIColor
  var dark: UIColor?

  /// The colour set `name` in the first catalogue that has it.
  static func find(_ name: String, bundle: Bundle?) -> NamedColorSet? {
    var directories: [String] = []
    if let resources = bundle?.resourcePath { directories.append(resources) }
    directories += UIImage.searchDirectories
    if let resources = Bundle.main.resourcePath { directories.append(resources) }
    let files = FileManager.default
    for directory in directories {
      guard let entries = try? files.contentsOfDirectory(atPath: directory) else { continue }
      for catalogue in entries.sorted() where catalogue.hasSuffix(".xcassets") {
        let root = (directory as NSString).appendingPathComponent(catalogue)
        if let file = search(root, for: "\(name).colorset", depth: 4),
          let set = read((file as NSString).appendingPathComponent("Contents.json"))
        {
          return set
        }
      }
    }
    return nil
  }

  /// The folder called `folder` under `root`, its groups searched to `depth` levels.
  private static func search(_ root: String, for folder: String, depth: Int) -> String? {
    let direct = (root as NSString).appendingPathComponent(folder)
    if FileManager.default.fileExists(atPath: direct) { return direct }
    guard depth > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: root)
    else { return nil }
    for entry in entries.sorted() where !entry.contains(".") {
      if let found = search(
        (root as NSString).appendingPathComponent(entry), for: folder, depth: depth - 1)
      {
        return found
      }
    }
    return nil
  }

  /// Reads a colour set's `Contents.json`: the entry without a luminosity appearance is the
  /// light colour, the one for `dark` the dark one.
  static func read(_ path: String) -> NamedColorSet? {
    guard let data = FileManager.default.contents(atPath: path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    var light: UIColor?
    var dark: UIColor?
    for entry in entries {
      guard let color = (entry["color"] as? [String: Any]).flatMap(color) else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }
      switch luminosity?["value"] as? String {
      case nil: light = light ?? color
      case "dark": dark = dark ?? color
      default: continue
      }
    }
    return light.map { NamedColorSet(light: $0, dark: dark) }
  }

  /// One colour: `components` as decimals (`"0.5"`), bytes (`"128"`) or hex bytes (`"0x80"`),
  /// in sRGB (Display P3 drawn as sRGB) or grey (`"white"`).
  private static func color(_ json: [String: Any]) -> UIColor? {
    guard let components = json["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> CGFloat? {
      guard let raw = components[key] else { return nil }
      let text = "\(raw)".trimmingCharacters(in: .whitespaces)
      if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
        return CGFloat(byte) / 255
      }
      guard let number = Double(text) else { return nil }
      return text.contains(".") || number <= 1 ? CGFloat(number) : CGFloat(number) / 255
    }
    let alpha = value("alpha") ?? 1
    if let white = value("white") { return UIColor(white: white, alpha: alpha) }
    guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
    return UIColor(red: r, green: g, blue: b, alpha: alpha)
  }
}
