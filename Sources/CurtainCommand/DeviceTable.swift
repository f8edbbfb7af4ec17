import Curtain
import Foundation

/// `curtain list --devices`: every catalogued device, a line each, with what sets its screen
/// apart.
enum DeviceTable {
  /// A header and a line per device: identifier, points and scale, portrait safe area, status
  /// bar, corner radius, sensor housing, refresh rate, the name and the aliases.
  static func lines() -> [String] {
    let header = ["device", "points", "safe area", "bar", "corner", "housing", "Hz", "name"]
    var rows = [header]
    for d in Device.all {
      let insets = d.portraitSafeAreaInsets
      let housing =
        d.dynamicIsland != nil
        ? "island" : d.notch != nil ? "notch" : d.idiom == .pad ? "" : "button"
      var name = d.name
      let aliases = d.aliases + Device.snapshotTestingDevices.filter { $0.value == d }.keys.sorted()
      if !aliases.isEmpty { name += " (also " + aliases.joined(separator: ", ") + ")" }
      rows.append([
        d.identifier,
        "\(number(d.portraitSize.width))×\(number(d.portraitSize.height)) @\(number(d.scale))x",
        "\(number(insets.top)) / \(number(insets.bottom))", number(d.statusBarHeight),
        number(d.screenCornerRadius), housing, String(d.maximumFramesPerSecond), name,
      ])
    }
    let widths = (0..<header.count).map { c in rows.map { $0[c].count }.max()! }
    return rows.map { row in
      row.enumerated().map { c, cell in
        c == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[c] - cell.count + 2)
      }.joined()
    }
  }

  /// A point figure as people write it: `393`, `47.33`.
  static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}
