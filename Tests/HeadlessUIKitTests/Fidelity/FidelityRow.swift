import Foundation

@testable import HeadlessUIKit

/// One text measured against iOS: its size as iOS recorded it and as Curtain lays it out.
struct FidelityRow {
  let device: String
  let category: UIContentSizeCategory
  let style: UIFont.TextStyle
  let text: String
  let ios: CGSize
  let curtain: CGSize
  /// Whether the constraints set the width (then only the height is the text's).
  var widthPinned = false

  /// Curtain's height minus iOS's, in points.
  var heightError: CGFloat { curtain.height - ios.height }
  /// Curtain's width over iOS's, minus one.
  var widthError: CGFloat { widthPinned ? 0 : curtain.width / ios.width - 1 }

  /// Within 1/3 pt in height and 6 % in width, the default typeface's tolerances.
  var withinTolerance: Bool {
    abs(heightError) <= 1.0 / 3 + 1e-9 && abs(widthError) <= 0.06
  }

  /// The rows as a Markdown table, with a summary line.
  static func markdown(_ rows: [FidelityRow]) -> String {
    func pt(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
    var lines = [
      "| Recording | Size | Style | Text | iOS w × h | Curtain w × h | Δh (pt) | Δw |",
      "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows {
      let style = r.style.rawValue.replacingOccurrences(of: "UICTFontTextStyle", with: "")
      let dw = r.widthPinned ? "pinned" : String(format: "%+.1f %%", Double(r.widthError) * 100)
      lines.append(
        "| \(r.device) | \(r.category.shortName) | \(style) | \(r.text) | "
          + "\(pt(r.ios.width)) × \(pt(r.ios.height)) | "
          + "\(pt(r.curtain.width)) × \(pt(r.curtain.height)) | "
          + "\(String(format: "%+.2f", Double(r.heightError))) | \(dw) |")
    }
    let measured = rows.filter { !$0.widthPinned }
    let meanWidth =
      measured.map { abs($0.widthError) }.reduce(0, +) / CGFloat(max(1, measured.count))
    let meanHeight = rows.map { abs($0.heightError) }.reduce(0, +) / CGFloat(max(1, rows.count))
    let within = rows.filter(\.withinTolerance).count
    lines.append("")
    lines.append(
      "\(within) of \(rows.count) texts within tolerance; mean |Δh| \(pt(meanHeight)) pt, "
        + "mean |Δw| \(String(format: "%.1f", Double(meanWidth) * 100)) %.")
    return lines.joined(separator: "\n") + "\n"
  }
}
