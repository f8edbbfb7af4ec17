import Foundation

/// Where the parts of an alert or action sheet go (docs/uikit-behaviour.md#alert-layout,
/// #action-sheets), in the alert view's points: the rounded groups with the material behind them, a
/// row per visible action, and the hairlines between them.
///
/// The title and message wrap in the alert's fonts (``titleFont(_:)``, ``messageFont``) to the
/// width less 16-point margins; their labels' frames put their first baselines where
/// docs/uikit-behaviour.md#alert-layout says.
struct AlertLayout: Equatable {
  /// Where the alert is shown.
  enum Mode: Equatable {
    /// Centred over the dimmed screen, 270 points wide.
    case alert
    /// An action sheet along the bottom of a compact screen; the cancel action in a group of its
    /// own.
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
  /// The title's and the message's labels, nil when there is no text.
  var titleFrame: CGRect?
  var messageFrame: CGRect?

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
    mode: Mode, title: String?, message: String?, styles: [UIAlertAction.Style], width: CGFloat,
    hairline: CGFloat
  ) {
    let cancel = styles.firstIndex(of: .cancel)
    let others = styles.indices.filter { $0 != cancel }
    let scale = 1 / hairline
    let header = Self.headerHeight(
      mode: mode, title: title, message: message, width: width, scale: scale)
    var rows: [Row] = []
    var separators: [CGRect] = []
    var groups: [CGRect] = []
    var height: CGFloat = header

    func stack(_ actions: [Int], from top: CGFloat, rowHeight: CGFloat) -> CGFloat {
      var y = top
      for a in actions {
        if y > 0 || top > 0 {
          separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
        }
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
        rows.append(
          Row(
            action: order[0],
            frame: CGRect(x: 0, y: header, width: (width / 2).rounded(), height: h)))
        rows.append(
          Row(
            action: order[1],
            frame: CGRect(
              x: (width / 2).rounded(), y: header, width: width - (width / 2).rounded(), height: h))
        )
        height = header + h
      } else {
        height = stack(
          others + (cancel.map { [$0] } ?? []), from: header, rowHeight: Self.alertRowHeight)
      }
      groups = [CGRect(x: 0, y: 0, width: width, height: height)]
    case .sheet:
      height = stack(others, from: header, rowHeight: Self.sheetRowHeight)
      if height > 0 { groups.append(CGRect(x: 0, y: 0, width: width, height: height)) }
      if let cancel {
        let top = height > 0 ? height + Self.sheetGap : 0
        rows.append(
          Row(
            action: cancel, frame: CGRect(x: 0, y: top, width: width, height: Self.sheetRowHeight)))
        groups.append(CGRect(x: 0, y: top, width: width, height: Self.sheetRowHeight))
        height = top + Self.sheetRowHeight
      }
    case .popover:
      height = stack(others, from: header, rowHeight: Self.sheetRowHeight)
    }
    size = CGSize(width: width, height: height)
    (titleFrame, messageFrame) = Self.textFrames(
      mode: mode, title: title, message: message, width: width, scale: scale)
    self.groups = groups
    self.rows = rows
    self.separators = separators
  }

  /// The title's font: 17-point semibold in an alert (Headline), 13-point semibold in a sheet.
  static func titleFont(_ mode: Mode) -> UIFont {
    .systemFont(ofSize: mode == .alert ? 17 : 13, weight: .semibold)
  }
  /// The message's font: 13 points (Footnote).
  static let messageFont = UIFont.systemFont(ofSize: 13)
  /// An action's font: 17 points in an alert, 20 in a sheet; the cancel action semibold.
  static func actionFont(_ mode: Mode, style: UIAlertAction.Style) -> UIFont {
    .systemFont(ofSize: mode == .alert ? 17 : 20, weight: style == .cancel ? .semibold : .regular)
  }

  /// The room the title and message take above the buttons: the baselines of
  /// docs/uikit-behaviour.md#alert-layout for an alert (the first 36 points below the top, the
  /// message's 20 below the title's, 24 points below the last to the buttons; lines of 22 and 18
  /// points), 14-point margins and 18-point lines for a sheet.
  static func headerHeight(
    mode: Mode, title: String?, message: String?, width: CGFloat, scale: CGFloat
  ) -> CGFloat {
    let text = width - 32
    let titleLines = lines(title, font: titleFont(mode), width: text, scale: scale)
    let messageLines = lines(message, font: messageFont, width: text, scale: scale)
    guard titleLines + messageLines > 0 else { return 0 }
    switch mode {
    case .alert:
      var h: CGFloat = 36
      if titleLines > 0 { h += 22 * CGFloat(titleLines - 1) }
      if messageLines > 0 { h += (titleLines > 0 ? 20 : 0) + 18 * CGFloat(messageLines - 1) }
      return h + 24
    case .sheet, .popover:
      let gap: CGFloat = titleLines > 0 && messageLines > 0 ? 4 : 0
      return 14 + 18 * CGFloat(titleLines + messageLines) + gap + 14
    }
  }

  /// Where the title's and message's labels go: 16 points in from each side, each as tall as
  /// its lines, placed so that its first baseline is where ``headerHeight`` counts it.
  static func textFrames(
    mode: Mode, title: String?, message: String?, width: CGFloat, scale: CGFloat
  ) -> (CGRect?, CGRect?) {
    let text = width - 32
    let tf = titleFont(mode)
    let titleLines = lines(title, font: tf, width: text, scale: scale)
    let messageLines = lines(message, font: messageFont, width: text, scale: scale)
    func frame(baseline: CGFloat, font: UIFont, lines: Int) -> CGRect {
      CGRect(
        x: 16, y: baseline - font.ascender, width: text, height: CGFloat(lines) * font.lineHeight)
    }
    var titleFrame: CGRect?
    var messageFrame: CGRect?
    switch mode {
    case .alert:
      if titleLines > 0 { titleFrame = frame(baseline: 36, font: tf, lines: titleLines) }
      if messageLines > 0 {
        let baseline = titleLines > 0 ? 36 + 22 * CGFloat(titleLines - 1) + 20 : 36
        messageFrame = frame(baseline: baseline, font: messageFont, lines: messageLines)
      }
    case .sheet, .popover:
      // 18-point lines from 14 points down: the first baseline 14 below the top of its line.
      if titleLines > 0 { titleFrame = frame(baseline: 14 + 14, font: tf, lines: titleLines) }
      if messageLines > 0 {
        let top = 14 + 18 * CGFloat(titleLines) + (titleLines > 0 ? 4 : 0)
        messageFrame = frame(baseline: top + 14, font: messageFont, lines: messageLines)
      }
    }
    return (titleFrame, messageFrame)
  }

  /// How many lines `text` wraps to in `font` within `width` points at `scale` (as a label
  /// with any number of lines sets it); 0 for no text.
  static func lines(_ text: String?, font: UIFont, width: CGFloat, scale: CGFloat) -> Int {
    guard let text, !text.isEmpty, width > 0 else { return 0 }
    guard let layout = font.textLayout(text, width: width, scale: scale) else {
      return text.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    return layout.lines.count
  }
}
