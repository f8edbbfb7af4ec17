import Curtain

/// A screen's worth of placeholder content, so that a film reads as an app without text: a
/// title bar and rounded rows, in one colour over the screen's background.
///
/// The bars stand where a title and table cells would be: the films show shapes in motion,
/// not words.
final class MockScreenView: UIView {
  /// The screen's colour.
  let background: UIColor
  /// The colour of the title and the rows.
  let content: UIColor
  private let title = UIView()
  private var rows: [UIView] = []

  /// A mock screen.
  ///
  /// - Parameters:
  ///   - background: The screen's colour.
  ///   - content: The colour of the title bar and the rows.
  ///   - rows: How many rows. Default: 5.
  init(background: UIColor, content: UIColor, rows: Int = 5) {
    self.background = background
    self.content = content
    super.init(frame: .zero)
    title.layer.cornerRadius = 8
    addSubview(title)
    for _ in 0..<rows {
      let row = UIView()
      row.layer.cornerRadius = 12
      addSubview(row)
      self.rows.append(row)
    }
  }

  required init?(coder: NSCoder) { nil }

  override func didMoveToWindow() {
    // The colours are set once the view is in a window, where it has the screen's traits: the
    // system colours are dynamic, and HeadlessUIKit resolves a colour against the traits the
    // view has when the colour is set (UIKit resolves it when it draws).
    backgroundColor = background
    title.backgroundColor = content
    for row in rows { row.backgroundColor = content }
  }

  override func layoutSubviews() {
    // Below the status bar: a title half the width, then full-width rows with 16-point margins.
    let top = safeAreaInsets.top
    let width = bounds.width
    title.frame = CGRect(x: 20, y: top + 16, width: width * 0.45, height: 30)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 16, y: top + 70 + CGFloat(index) * 64, width: width - 32, height: 52)
    }
  }
}

/// A view controller whose view is a ``MockScreenView``.
final class MockScreenViewController: UIViewController {
  let background: UIColor
  let content: UIColor
  let rows: Int

  /// A mock screen in `background`, with title and `rows` rows in `content`.
  init(background: UIColor, content: UIColor = UIColor(white: 1, alpha: 0.4), rows: Int = 5) {
    self.background = background
    self.content = content
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = MockScreenView(background: background, content: content, rows: rows)
  }
}
