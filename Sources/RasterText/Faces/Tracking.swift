/// Apple's tracking for San Francisco: the space iOS adds after every glyph of the system font,
/// by point size, in thousandths of an em (docs/text.md#tracking gives the source).
///
/// iOS applies it inside the font, so a label's width already includes it; Curtain adds it to
/// the advances of the faces that stand in for SF (and of SF's own files, which lack it).
public enum Tracking: Sendable, Hashable {
  /// SF Pro Text's table, for text below 20 points.
  case text
  /// SF Pro Display's table, for text from 20 points.
  case display
  /// SF Pro Rounded's table.
  case rounded
  /// New York's table.
  case serif
  /// No tracking (monospaced faces, fallback faces).
  case none

  /// The tracking at `pointSize`, in thousandths of an em: the entry for the largest whole size
  /// the table lists at or below it (sizes below the first entry take the first).
  public func thousandths(atPointSize pointSize: Double) -> Int {
    let table: [(Int, Int)] =
      switch self {
      case .text: Self.textTable
      case .display: Self.displayTable
      case .rounded: Self.roundedTable
      case .serif: Self.serifTable
      case .none: []
      }
    guard let first = table.first else { return 0 }
    let size = Int(pointSize.rounded(.down))
    return table.last { $0.0 <= size }?.1 ?? first.1
  }

  /// The tracking at `pointSize` as a fraction of an em.
  public func em(atPointSize pointSize: Double) -> Double {
    Double(thousandths(atPointSize: pointSize)) / 1000
  }

  /// (point size, tracking) from the smallest size listed; each holds until the next.
  static let textTable: [(Int, Int)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24),
  ]
  static let displayTable: [(Int, Int)] = [
    (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10),
    (41, 9), (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
  ]
  static let roundedTable: [(Int, Int)] = [
    (6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35),
    (15, 30), (16, 26), (17, 22), (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (24, 15),
    (25, 14), (28, 13), (30, 12), (35, 11), (37, 10), (43, 9), (44, 8), (50, 7), (51, 6),
    (58, 4), (64, 3), (66, 2), (76, 1), (80, 0),
  ]
  static let serifTable: [(Int, Int)] = [
    (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0),
    (16, -2), (17, -4), (18, -6), (19, -8), (20, -10), (23, -11), (26, -12), (31, -13),
    (34, -14), (54, -15), (70, -16), (180, -17), (220, -18),
  ]
}
