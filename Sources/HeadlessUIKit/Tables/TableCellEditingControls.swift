import Foundation

/// The control an editing row shows at its leading edge: a red circle with a white bar
/// (delete; the bar turns upright while the delete button shows) or a green circle with a
/// white plus (insert), 22 points across. UIKit's are SF Symbols, which Linux does not have.
@MainActor final class TableCellEditingControl: UIControl {
  static let diameter: CGFloat = 22
  private let disc = CAShapeLayer()
  private let mark = CAShapeLayer()

  var style: UITableViewCell.EditingStyle {
    didSet { if style != oldValue { redraw() } }
  }

  /// Whether the row's delete button shows (the bar turns upright).
  var isConfirming = false {
    didSet {
      mark.setAffineTransform(isConfirming ? CGAffineTransform(rotationAngle: .pi / 2) : .identity)
    }
  }

  init(style: UITableViewCell.EditingStyle) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
    isOpaque = false
    layer.addSublayer(disc)
    layer.addSublayer(mark)
    redraw()
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  private func redraw() {
    let d = Self.diameter
    let box = CGRect(x: 0, y: 0, width: d, height: d)
    disc.frame = box
    mark.frame = box
    disc.path = CGPath(ellipseIn: box, transform: nil)
    disc.fillColor = (style == .insert ? UIColor.systemGreen : UIColor.systemRed).cgColor
    let bar = CGMutablePath()
    bar.addRect(CGRect(x: 5.5, y: d / 2 - 1, width: d - 11, height: 2))
    if style == .insert { bar.addRect(CGRect(x: d / 2 - 1, y: 5.5, width: 2, height: d - 11)) }
    mark.path = bar
    mark.fillColor = UIColor.white.cgColor
  }
}

/// The three grey lines an editing row shows at its trailing edge when it can be reordered.
@MainActor final class TableCellReorderControl: UIView {
  static let width: CGFloat = 44

  override class var layerClass: AnyClass { CAShapeLayer.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    (layer as? CAShapeLayer)?.fillColor = UIColor.tertiaryLabel.cgColor
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func layoutSubviews() {
    super.layoutSubviews()
    let lines = CGMutablePath()
    let x = (bounds.width - 18) / 2
    for i in 0..<3 {
      lines.addRect(CGRect(x: x, y: bounds.height / 2 - 6 + CGFloat(i) * 5, width: 18, height: 2))
    }
    (layer as? CAShapeLayer)?.path = lines
  }
}

/// The red button an editing row shows at its trailing edge to confirm a deletion: white 17 pt
/// text with 15 points either side.
@MainActor final class TableCellDeleteButton: UIControl {
  private let label = UILabel()
  let width: CGFloat

  init(title: String) {
    label.text = title
    label.textColor = .white
    label.font = .systemFont(ofSize: 17)
    width = ceil(label.sizeThatFits(CGSize(width: 1000, height: 0)).width) + 30
    super.init(frame: CGRect(x: 0, y: 0, width: width, height: TableMetrics.rowHeight))
    backgroundColor = .systemRed
    clipsToBounds = true
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = label.sizeThatFits(CGSize(width: bounds.width, height: 0))
    label.frame = CGRect(
      x: 15, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
  }
}
