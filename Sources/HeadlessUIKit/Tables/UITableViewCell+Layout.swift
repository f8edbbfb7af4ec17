import Foundation

extension UITableViewCell {
  /// Places the image and labels in the content view as the style lays them out.
  func layOutBuiltInViews(in area: CGRect, leading: CGFloat, trailing: CGFloat) {
    var x = leading
    if let imageView = _imageView, let size = imageView.image?.size, size != .zero {
      imageView.frame = CGRect(
        x: x, y: (area.height - size.height) / 2, width: size.width, height: size.height)
      x = imageView.frame.maxX + leading
    } else {
      _imageView?.frame = .zero
    }
    let width = max(0, area.width - x - trailing)
    let text = _textLabel.map { ($0, $0.sizeThatFits(CGSize(width: width, height: 0))) }
    let detail = _detailTextLabel.map { ($0, $0.sizeThatFits(CGSize(width: width, height: 0))) }
    switch style {
    case .default:
      text?.0.frame = centred(x: x, width: width, height: text?.1.height ?? 0, in: area)
    case .subtitle:
      let textHeight = text?.1.height ?? 0
      let detailHeight = detail?.1.height ?? 0
      let top = (area.height - textHeight - detailHeight) / 2
      text?.0.frame = CGRect(x: x, y: top, width: width, height: textHeight)
      detail?.0.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
    case .value1:
      let detailWidth = min(detail?.1.width ?? 0, width)
      detail?.0.frame = centred(
        x: x + width - detailWidth, width: detailWidth, height: detail?.1.height ?? 0, in: area)
      let textWidth = max(0, width - detailWidth - TableMetrics.value1Spacing)
      text?.0.frame = centred(x: x, width: textWidth, height: text?.1.height ?? 0, in: area)
    case .value2:
      let column = TableMetrics.value2Column(forWidth: area.width)
      text?.0.frame = centred(
        x: x, width: max(0, column - x), height: text?.1.height ?? 0, in: area)
      let detailX = column + TableMetrics.value2Spacing
      detail?.0.frame = centred(
        x: detailX, width: max(0, area.width - detailX - trailing),
        height: detail?.1.height ?? 0, in: area)
    }
  }

  /// A rectangle `height` tall at `x`, centred down `area`.
  private func centred(x: CGFloat, width: CGFloat, height: CGFloat, in area: CGRect) -> CGRect {
    CGRect(x: x, y: (area.height - height) / 2, width: width, height: height)
  }
}
