import Curtain

// Alerts, action sheets and popovers, as the article Introducing Presentation Controllers shows
// them: its snippets, each in the class an app would put it in, and films in which a finger
// shows what is tapped. AlertsAndPopoversTests checks what the article says of them.

extension NamedFilm {
  static let alert = NamedFilm(
    "alert",
    summary: "An alert grows in over a dimmed screen; a tap on OK dismisses it.",
    source: "Introducing Presentation Controllers: UIAlertController",
    film: Film { stage in
      stage.showsTouches = true
      let home = AlertPresentingViewController()
      stage.window.rootViewController = home
      stage.at(0.2) { home.showAlert() }
      // The only button is the alert's bottom 44 points.
      stage.at(1.4) {
        guard let alert = home.presentedViewController else { return }
        stage.tap(at: CGPoint(x: alert.view.frame.midX, y: alert.view.frame.maxY - 22))
      }
    })

  static let actionSheet = NamedFilm(
    "action-sheet",
    summary: "An action sheet rises from the bottom; a tap on the dimmed screen cancels it.",
    source: "Introducing Presentation Controllers: UIAlertController, .actionSheet style",
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
    source: "Introducing Presentation Controllers: UIPopoverPresentationController",
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

// MARK: - The article's code

/// Shows the article's alert: "My Alert", "This is an alert." and an OK button, over a mock
/// screen.
final class AlertPresentingViewController: UIViewController {
  override func loadView() {
    view = MockScreenView(background: .systemIndigo, content: UIColor(white: 1, alpha: 0.35))
  }

  func showAlert() {
    let action = UIAlertAction(title: "OK", style: .default) { _ in
      // The article prints "You tapped OK." here; a film leaves standard output to curtain
      // (`curtain trace --json` writes there), and the stage's trace records the handler's call.
    }
    let alert = UIAlertController(
      title: "My Alert", message: "This is an alert.", preferredStyle: .alert)
    alert.addAction(action)
    present(alert, animated: true, completion: nil)
  }
}

/// Shows an action sheet, anchored for the iPad to a sender view by the article's two lines.
final class ActionSheetPresentingViewController: UIViewController {
  let sender = UIView(frame: CGRect(x: 40, y: 400, width: 120, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(sender)
  }

  func showSheet() {
    let alert = UIAlertController(
      title: "My Alert", message: "This is an alert.", preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.popoverPresentationController?.sourceView = view
    alert.popoverPresentationController?.sourceRect = sender.frame
    present(alert, animated: true, completion: nil)
  }
}

/// Presents a popover from a bar button item, with an adaptivity delegate for its presentation
/// controller (the article shows three).
final class PopoverPresentingViewController: UIViewController {
  lazy var shareItem = UIBarButtonItem(
    barButtonSystemItem: .action, target: self, action: PopoverPresentingViewController.share)
  var adaptivity: UIAdaptivePresentationControllerDelegate?
  let myPopoverViewController = UIViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = shareItem
  }

  func share() {
    // 指定呈现风格为 popover.
    myPopoverViewController.modalPresentationStyle = .popover
    // 由于指定为 .Popover 风格,访问 popoverPresentationController 属性将会自动创建 UIPopoverPresentationController.
    let popover = myPopoverViewController.popoverPresentationController
    popover?.barButtonItem = shareItem
    popover?.delegate = adaptivity
    present(myPopoverViewController, animated: true, completion: nil)
  }
}

/// Answers `.fullScreen` from the iOS 8.3 method, and wraps the presented controller in a
/// navigation controller for its bar.
final class FullScreenAdaptivityDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  func adaptivePresentationStyle(
    for controller: UIPresentationController,
    traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    // 这样即使是 iPhone plus 横屏下,也会以普通 modal 形式呈现了.
    return .fullScreen
  }

  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    // 导航栏按钮在 presentedViewController 中自行添加,这里只是演示包装导航栏.
    return UINavigationController(rootViewController: controller.presentedViewController)
  }
}

/// Answers `.none`: no adaptation, so a popover stays a popover on every device
/// ("只实现下面这个代理方法返回.None即可").
final class NoAdaptationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  func adaptivePresentationStyle(
    for controller: UIPresentationController,
    traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    return .none  // 返回 .None 表示不要修改风格.
  }
}
