import Foundation

/// An alert controller's view: its groups of the alert material, rounded, the title
/// and message, a button per action with its title (a tap chooses it), and hairline separators
/// — laid out by ``AlertLayout``.
@MainActor final class AlertContentView: UIView, UIKitOwned {
  weak var alert: UIAlertController?
  /// The layout shown, once the presentation decided the mode.
  var layout: AlertLayout? {
    didSet { if layout != oldValue { rebuild() } }
  }

  /// The groups' material: the thick system material, blurring the dimmed screen beneath.
  static let material = UIBlurEffect(style: .systemThickMaterial)
  /// An action sheet's cancel button sits on an opaque group of its own.
  static let cancelBackground = UIColor.secondarySystemGroupedBackground

  /// The buttons, front to back, each with the index of its action.
  private(set) var buttons: [(view: UIView, action: Int)] = []

  private func rebuild() {
    for v in subviews { v.removeFromSuperview() }
    buttons = []
    guard let layout else { return }
    let mode = alert?.layoutMode ?? .alert
    let cancel = layout.rows.first { alert?.actions[$0.action].style == .cancel }
    for g in layout.groups {
      let group: UIView
      if mode == .sheet, let c = cancel, g.contains(CGPoint(x: c.frame.midX, y: c.frame.midY)) {
        group = UIView(frame: g)
        group.backgroundColor = Self.cancelBackground
      } else {
        group = UIVisualEffectView(effect: Self.material)
        group.frame = g
      }
      group.layer.cornerRadius = AlertLayout.cornerRadius
      group.layer.cornerCurve = .continuous
      group.clipsToBounds = true
      addSubview(group)
    }
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
