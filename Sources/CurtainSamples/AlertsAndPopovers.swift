import Curtain
import CurtainCommand

// Seed 003's alerts and popovers: alerts show their title, message and buttons, and a finger
// shows what is tapped.

extension NamedFilm {
  static let alert = NamedFilm(
    "alert",
    summary: "An alert grows in over a dimmed screen; a tap on OK dismisses it.",
    source: "Seed 003: UIAlertController",
    film: Film { stage in
      stage.showsTouches = true
      let home = UIViewController()
      home.view = MockScreenView(background: .systemIndigo, content: UIColor(white: 1, alpha: 0.35))
      stage.window.rootViewController = home
      let alert = UIAlertController(
        title: "My Alert", message: "This is an alert.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      stage.at(0.2) { home.present(alert, animated: true, completion: nil) }
      // The only button is the alert's bottom 44 points.
      stage.at(1.4) {
        stage.tap(at: CGPoint(x: alert.view.frame.midX, y: alert.view.frame.maxY - 22))
      }
    })

  static let actionSheet = NamedFilm(
    "action-sheet",
    summary: "An action sheet rises from the bottom; a tap on the dimmed screen cancels it.",
    source: "Seed 003: UIAlertController with the .actionSheet style",
    film: Film { stage in
      stage.showsTouches = true
      let home = UIViewController()
      home.view = MockScreenView(background: .systemTeal, content: UIColor(white: 1, alpha: 0.35))
      stage.window.rootViewController = home
      let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
      sheet.addAction(UIAlertAction(title: "Choose from Library", style: .default))
      sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      stage.at(0.2) { home.present(sheet, animated: true) }
      stage.at(1.4) { stage.tap(at: CGPoint(x: 196, y: 160)) }
    })

  static let popover = NamedFilm(
    "popover",
    summary: "On an iPad, a popover points at a button; a tap outside dismisses it.",
    source: "Seed 003: UIPopoverPresentationController",
    film: Film(device: .iPadPro11) { stage in
      stage.showsTouches = true
      let home = UIViewController()
      home.view = MockScreenView(background: .systemGreen, content: UIColor(white: 1, alpha: 0.35))
      let button = UIView(frame: CGRect(x: 580, y: 180, width: 160, height: 50))
      button.backgroundColor = .systemBlue
      button.layer.cornerRadius = 12
      home.view.addSubview(button)
      stage.window.rootViewController = home
      let picker = UIViewController()
      picker.view = MockScreenView(background: .systemBackground, content: .systemGray5, rows: 4)
      picker.modalPresentationStyle = .popover
      picker.preferredContentSize = CGSize(width: 320, height: 360)
      picker.popoverPresentationController?.sourceView = button
      picker.popoverPresentationController?.sourceRect = button.bounds
      stage.at(0.3) { stage.tap(at: CGPoint(x: 660, y: 205)) }
      stage.at(0.4) { home.present(picker, animated: true) }
      stage.at(1.6) { stage.tap(at: CGPoint(x: 200, y: 900)) }
    })
}
