import Foundation

/// An alert controller's view: its groups filled with the alert material and rounded, a button
/// per action (a tap chooses it), and hairline separators — laid out by ``AlertLayout``. Titles
/// and messages take their room but are not drawn (Curtain draws no text yet).
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
    for row in layout.rows {
      let button = UIView(frame: row.frame)
      let index = row.action
      button.addGestureRecognizer(UITapGestureRecognizer.system(handler: { [weak self] r in
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
}
