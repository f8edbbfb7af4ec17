import Foundation

/// The share sheet's view: a header naming how many items are shared, a close button at its
/// right, and a row of buttons, one per activity, under it.
@MainActor final class ActivitySheetView: UIView {
  let title = UILabel()
  let close = UIButton(type: .close)
  private(set) var rows: [UIButton] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.font = .systemFont(ofSize: 17, weight: .semibold)
    addSubview(title)
    addSubview(close)
  }

  required init?(coder: NSCoder) { nil }

  /// Shows one row per title; a tap runs `chosen` with its index.
  func show(_ titles: [String], chosen: @escaping @MainActor (Int) -> Void) {
    for row in rows { row.removeFromSuperview() }
    rows = titles.enumerated().map { index, text in
      let row = UIButton(type: .system)
      row.setTitle(text, for: .normal)
      row.contentHorizontalAlignment = .leading
      row.addAction(UIAction { _ in chosen(index) }, for: .touchUpInside)
      addSubview(row)
      return row
    }
    setNeedsLayout()
  }

  /// The header takes the top 76 points; rows are 52 points tall, inset 20 points at the sides.
  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    title.frame = CGRect(x: 20, y: 24, width: max(0, width - 84), height: 28)
    close.frame = CGRect(x: width - 50, y: 20, width: 30, height: 30)
    for (i, row) in rows.enumerated() {
      row.frame = CGRect(x: 20, y: 76 + CGFloat(i) * 52, width: max(0, width - 40), height: 52)
    }
  }
}
