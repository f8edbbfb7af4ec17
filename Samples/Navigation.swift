import Curtain

// A navigation controller's push and pop: UIKit's parallax slide on the system spring, the bar's
// titles sliding as they cross-fade, and a finger on the back button.

extension NamedFilm {
  /// "Inbox" pushes "Message" at 0.2 s; a tap on the back button pops it at 1.3 s.
  static let navigation = NamedFilm(
    "navigation",
    summary: "An inbox pushes a message on UIKit's slide; a tap on the back button pops it.",
    source: "UINavigationController: push, then the back button",
    film: Film { stage in
      stage.showsTouches = true
      let inbox = TitledScreenViewController(title: "Inbox", background: .systemBackground)
      let message = TitledScreenViewController(title: "Message", background: .systemYellow)
      stage.window.rootViewController = UINavigationController(rootViewController: inbox)
      stage.at(0.2) { inbox.navigationController?.pushViewController(message, animated: true) }
      // The back button: its chevron and "Inbox", left in the bar under the status bar.
      stage.at(1.3) { stage.tap(at: CGPoint(x: 40, y: message.view.safeAreaInsets.top - 22)) }
    })
}

/// A screen with a title in the navigation bar, a line of text and rows of placeholders.
final class TitledScreenViewController: UIViewController {
  let background: UIColor
  private let heading = UILabel()
  private let rows = (0..<4).map { _ in UIView() }

  init(title: String, background: UIColor) {
    self.background = background
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = background
    heading.text = title.map { "This is \($0)." }
    heading.font = .preferredFont(forTextStyle: .title2)
    view.addSubview(heading)
    for row in rows {
      row.backgroundColor = .systemGray5
      row.layer.cornerRadius = 12
      view.addSubview(row)
    }
  }

  override func viewDidLayoutSubviews() {
    // Below the bar: the line of text, then full-width rows with 16-point margins.
    let top = view.safeAreaInsets.top
    let width = view.bounds.width
    heading.frame = CGRect(x: 20, y: top + 20, width: width - 40, height: 32)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 16, y: top + 72 + CGFloat(index) * 64, width: width - 32, height: 52)
    }
  }
}
