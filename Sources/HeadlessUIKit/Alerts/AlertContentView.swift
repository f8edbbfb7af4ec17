import Foundation

/// An alert controller's view: its groups filled with the alert material and rounded, the title
/// and message, a button per action with its title (a tap chooses it), and hairline separators
/// — laid out by ``AlertLayout``.
@MainActor final class AlertContentView: UIView, UIKitOwned {
  weak var alert: UIAlertController?
  /// The layout shown, once the presentation decided the mode.
  var layout: AlertLayout? {
    didSet { if layout != oldValue { rebuild() } }
  }

  /// The alert's material, approximated by an opaque colour (Curtain draws no blur): UIKit's
  /// alert background over a dimmed screen reads as a light grey, or a dark grey in dark mode.
  static let material = UIColor(dynamicProvider: { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 0.173, green: 0.173, blue: 0.180, alpha: 1)
      : UIColor(white: 0.96, alpha: 1)
  })

  /// The buttons, front to back, each with the index of its action.
  private(set) var buttons: [(view: UIView, action: Int)] = []

  private func rebuild() {
    for v in subviews { v.removeFromSuperview() }
    buttons = []
    guard let layout else { return }
    for g in layout.groups {
      let group = UIView(frame: g)
      group.backgroundColor = Self.material
      group.layer.cornerRadius = AlertLayout.cornerRadius
      group.clipsToBounds = true
      addSubview(group)
    }
    let mode = alert?.layoutMode ?? .alert
    if let frame = layout.titleFrame {
      addSubview(
        Self.label(
          alert?.title, frame: frame, font: AlertLayout.titleFont(mode),
          color: mode == .alert ? .label : .secondaryLabel, lines: 0))
    }
    if let frame = layout.messageFrame {
      addSubview(
        Self.label(
          alert?.message, frame: frame, font: AlertLayout.messageFont,
          color: mode == .alert ? .label : .secondaryLabel, lines: 0))
    }
    for row in layout.rows {
      let button = UIView(frame: row.frame)
      let index = row.action
      if let action = alert?.actions[index] {
        // Titles in the tint colour (red when destructive, grey when disabled), one line,
        // 8 points in from the button's sides.
        let color: UIColor =
          !action.isEnabled
          ? .secondaryLabel : action.style == .destructive ? .systemRed : .systemBlue
        button.addSubview(
          Self.label(
            action.title, frame: CGRect(origin: .zero, size: row.frame.size).insetBy(dx: 8, dy: 0),
            font: AlertLayout.actionFont(mode, style: action.style), color: color, lines: 1))
      }
      button.addGestureRecognizer(
        UITapGestureRecognizer.system(handler: { [weak self] r in
          if r.state == .ended { self?.alert?.choose(actionAt: index) }
        }))
      addSubview(button)
      buttons.append((button, index))
    }
    for s in layout.separators {
      let line = UIView(frame: s)
      line.backgroundColor = .separator
      line.isUserInteractionEnabled = false
      addSubview(line)
    }
  }

  /// A centred label.
  private static func label(
    _ text: String?, frame: CGRect, font: UIFont, color: UIColor, lines: Int
  ) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = font
    label.textColor = color
    label.textAlignment = .center
    label.numberOfLines = lines
    return label
  }
}
