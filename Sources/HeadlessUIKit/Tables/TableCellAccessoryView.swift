import Foundation

/// Draws a cell's standard accessory with a shape layer: the grey chevron (8 × 13 pt, stroked
/// 2 pt in `tertiaryLabel`), the tinted checkmark (14 × 11 pt) and the tinted info button (a
/// 22 pt ring around an "i"); UIKit's are SF Symbols, which Linux does not have.
final class TableCellAccessoryView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  private static let chevron = CGSize(width: 8, height: 13)
  private static let checkmark = CGSize(width: 14, height: 11)
  private static let infoDiameter: CGFloat = 22
  private static let infoToChevron: CGFloat = 12

  /// What to draw.
  var type = UITableViewCell.AccessoryType.none {
    didSet { if type != oldValue { redraw() } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isOpaque = false
    guard let shape = layer as? CAShapeLayer else { return }
    shape.fillColor = nil
    shape.lineWidth = 2
    shape.lineCap = .round
    shape.lineJoin = .round
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The size of the accessory drawn for `type`.
  static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
    switch type {
    case .none: return .zero
    case .disclosureIndicator: return chevron
    case .checkmark: return checkmark
    case .detailButton: return CGSize(width: infoDiameter, height: infoDiameter)
    case .detailDisclosureButton:
      return CGSize(width: infoDiameter + infoToChevron + chevron.width, height: infoDiameter)
    }
  }

  /// The size of what it draws.
  var size: CGSize { Self.size(of: type) }

  override func tintColorDidChange() { redraw() }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    redraw()
  }

  private func redraw() {
    guard let shape = layer as? CAShapeLayer else { return }
    let path = UIBezierPath()
    let height = size.height
    if type == .detailButton || type == .detailDisclosureButton {
      let d = Self.infoDiameter
      path.append(UIBezierPath(ovalIn: CGRect(x: 0.5, y: 0.5, width: d - 1, height: d - 1)))
      path.move(to: CGPoint(x: d / 2, y: d * 0.45))
      path.addLine(to: CGPoint(x: d / 2, y: d * 0.72))
      path.move(to: CGPoint(x: d / 2, y: d * 0.28))
      path.addLine(to: CGPoint(x: d / 2, y: d * 0.29))
    }
    if type == .disclosureIndicator || type == .detailDisclosureButton {
      let x = size.width - Self.chevron.width
      let top = (height - Self.chevron.height) / 2
      path.move(to: CGPoint(x: x + 1, y: top + 1))
      path.addLine(to: CGPoint(x: x + Self.chevron.width - 1, y: top + Self.chevron.height / 2))
      path.addLine(to: CGPoint(x: x + 1, y: top + Self.chevron.height - 1))
    }
    if type == .checkmark {
      path.move(to: CGPoint(x: 1, y: 6))
      path.addLine(to: CGPoint(x: 5, y: 10))
      path.addLine(to: CGPoint(x: 13, y: 1))
    }
    shape.path = path.cgPath
    let color: UIColor = type == .disclosureIndicator ? .tertiaryLabel : tintColor
    shape.strokeColor = color.resolvedColor(with: traitCollection).cgColor
  }
}
