import Foundation

/// Where the parts of an alert or action sheet go (§6.2, §6.5), in the alert view's points: the
/// rounded groups with the material behind them, a row per visible action, and the hairlines
/// between them.
///
/// Curtain draws no text yet, but the title and message still take their room: their lines are
/// estimated from their length (an average advance of half the font's size), so an alert is about
/// as tall as UIKit's.
struct AlertLayout: Equatable {
  /// Where the alert is shown.
  enum Mode: Equatable {
    /// Centred over the dimmed screen, 270 points wide.
    case alert
    /// An action sheet along the bottom of a compact screen; the cancel action in a group of its own.
    case sheet
    /// An action sheet in a popover (regular width); the cancel action is not shown.
    case popover
  }

  /// One action's button.
  struct Row: Equatable {
    /// Index into the alert's `actions`.
    var action: Int
    var frame: CGRect
  }

  /// The alert view's size.
  var size: CGSize
  /// Rounded rectangles filled with the alert's material (none in a popover: its chrome is).
  var groups: [CGRect]
  var rows: [Row]
  var separators: [CGRect]

  /// An alert's width (`maximumWidth`).
  static let alertWidth: CGFloat = 270
  /// An alert button's height.
  static let alertRowHeight: CGFloat = 44
  /// An action sheet button's height.
  static let sheetRowHeight: CGFloat = 57
  /// The gap above an action sheet's cancel group.
  static let sheetGap: CGFloat = 8
  /// The groups' corner radius.
  static let cornerRadius: CGFloat = 13
  /// An action sheet's width in a popover.
  static let popoverWidth: CGFloat = 304

  /// Lays an alert out.
  ///
  /// - Parameters:
  ///   - mode: Alert, bottom sheet or popover.
  ///   - title: The title, or nil.
  ///   - message: The message, or nil.
  ///   - styles: The actions' styles, in the order they were added.
  ///   - width: The view's width (``alertWidth`` for an alert).
  ///   - hairline: One device pixel, in points.
  init(
    mode: Mode, title: String?, message: String?, styles: [UIAlertAction.Style], width: CGFloat, hairline: CGFloat
  ) {
    let cancel = styles.firstIndex(of: .cancel)
    let others = styles.indices.filter { $0 != cancel }
    let header = Self.headerHeight(mode: mode, title: title, message: message, width: width)
    var rows: [Row] = []
    var separators: [CGRect] = []
    var groups: [CGRect] = []
    var height: CGFloat = header

    func stack(_ actions: [Int], from top: CGFloat, rowHeight: CGFloat) -> CGFloat {
      var y = top
      for a in actions {
        if y > 0 || top > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
        rows.append(Row(action: a, frame: CGRect(x: 0, y: y, width: width, height: rowHeight)))
        y += rowHeight
      }
      return y
    }

    switch mode {
    case .alert:
      if styles.count == 2 {
        // Two buttons side by side, the cancel one on the left.
        let order = cancel.map { [$0] + others } ?? others
        let h = Self.alertRowHeight
        if header > 0 { separators.append(CGRect(x: 0, y: header, width: width, height: hairline)) }
        separators.append(CGRect(x: (width / 2).rounded(), y: header, width: hairline, height: h))
        rows.append(Row(action: order[0], frame: CGRect(x: 0, y: header, width: (width / 2).rounded(), height: h)))
        rows.append(
          Row(action: order[1], frame: CGRect(x: (width / 2).rounded(), y: header, width: width - (width / 2).rounded(), height: h)))
        height = header + h
      } else {
        height = stack(others + (cancel.map { [$0] } ?? []), from: header, rowHeight: Self.alertRowHeight)
      }
      groups = [CGRect(x: 0, y: 0, width: width, height: height)]
    case .sheet:
      height = stack(others, from: header, rowHeight: Self.sheetRowHeight)
      if height > 0 { groups.append(CGRect(x: 0, y: 0, width: width, height: height)) }
      if let cancel {
        let top = height > 0 ? height + Self.sheetGap : 0
        rows.append(Row(action: cancel, frame: CGRect(x: 0, y: top, width: width, height: Self.sheetRowHeight)))
        groups.append(CGRect(x: 0, y: top, width: width, height: Self.sheetRowHeight))
        height = top + Self.sheetRowHeight
      }
    case .popover:
      height = stack(others, from: header, rowHeight: Self.sheetRowHeight)
    }
    size = CGSize(width: width, height: height)
    self.groups = groups
    self.rows = rows
    self.separators = separators
  }

  /// The room the title and message take above the buttons: §6.2's baselines for an alert (the
  /// first 36 points below the top, the message's 20 below the title's, 24 points below the last
  /// to the buttons; lines of 22 and 18 points), 14-point margins and 18-point lines for a sheet.
  static func headerHeight(mode: Mode, title: String?, message: String?, width: CGFloat) -> CGFloat {
    let text = width - 32
    switch mode {
    case .alert:
      let titleLines = lines(title, pointSize: 17, width: text)
      let messageLines = lines(message, pointSize: 13, width: text)
      guard titleLines + messageLines > 0 else { return 0 }
      var h: CGFloat = 36
      if titleLines > 0 { h += 22 * CGFloat(titleLines - 1) }
      if messageLines > 0 { h += (titleLines > 0 ? 20 : 0) + 18 * CGFloat(messageLines - 1) }
      return h + 24
    case .sheet, .popover:
      let titleLines = lines(title, pointSize: 13, width: text)
      let messageLines = lines(message, pointSize: 13, width: text)
      guard titleLines + messageLines > 0 else { return 0 }
      let gap: CGFloat = titleLines > 0 && messageLines > 0 ? 4 : 0
      return 14 + 18 * CGFloat(titleLines + messageLines) + gap + 14
    }
  }

  /// How many lines `text` wraps to at `pointSize` in `width` points, estimated from an average
  /// advance of half the point size (Curtain lays out no text yet); 0 for no text.
  static func lines(_ text: String?, pointSize: CGFloat, width: CGFloat) -> Int {
    guard let text, !text.isEmpty, width > 0 else { return 0 }
    let perLine = max(1, Int(width / (pointSize * 0.5)))
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { max(1, ($0.count + perLine - 1) / perLine) }
      .reduce(0, +)
  }
}
