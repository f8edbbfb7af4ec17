import Foundation

/// A flow layout's arithmetic in the direction it scrolls: positions `along` a line (x when
/// scrolling vertically) and `across` lines (y), so that one computation serves both
/// directions. Pure values, computed in `prepare()`.
struct FlowLayoutGeometry {
  /// One section's metrics, from the layout or its delegate, in the scrolling frame.
  struct SectionMetrics {
    /// The items' sizes, width and height as laid out (not transposed).
    var itemSizes: [CGSize]
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var itemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
  }

  /// One section placed: its header, items and footer frames (zero-sized when absent) and the
  /// range it covers across the content.
  struct Section {
    var header: CGRect
    var items: [CGRect]
    var footer: CGRect
    /// Where the section starts and ends in the scrolling direction.
    var start: CGFloat
    var end: CGFloat
  }

  private(set) var sections: [Section] = []
  /// The content's extent in the scrolling direction.
  private(set) var length: CGFloat = 0

  /// Places `metrics`' sections one after another in a collection view whose content is
  /// `breadth` points across (its width when scrolling vertically).
  init(metrics: [SectionMetrics], breadth: CGFloat, direction: UICollectionView.ScrollDirection) {
    let vertical = direction == .vertical
    // In the scrolling frame: `x` along a line, `y` across lines.
    func rect(along: CGFloat, across: CGFloat, alongSize: CGFloat, acrossSize: CGFloat) -> CGRect {
      vertical
        ? CGRect(x: along, y: across, width: alongSize, height: acrossSize)
        : CGRect(x: across, y: along, width: acrossSize, height: alongSize)
    }
    var position: CGFloat = 0
    for m in metrics {
      let start = position
      let (leading, trailing, before, after) =
        vertical
        ? (m.inset.left, m.inset.right, m.inset.top, m.inset.bottom)
        : (m.inset.top, m.inset.bottom, m.inset.left, m.inset.right)
      let headerExtent = vertical ? m.headerSize.height : m.headerSize.width
      let header =
        headerExtent > 0
        ? rect(along: 0, across: position, alongSize: breadth, acrossSize: headerExtent) : .zero
      position += max(0, headerExtent)
      position += before
      let sizes = m.itemSizes.map { vertical ? $0 : CGSize(width: $0.height, height: $0.width) }
      let lines = FlowLines(
        sizes: sizes, width: breadth - leading - trailing, spacing: m.itemSpacing)
      var items = [CGRect](repeating: .zero, count: sizes.count)
      for (n, line) in lines.lines.enumerated() {
        if n > 0 { position += m.lineSpacing }
        for (item, x) in zip(line.items, line.xs) {
          let size = sizes[item]
          items[item] = rect(
            along: leading + x, across: position + (line.height - size.height) / 2,
            alongSize: size.width, acrossSize: size.height)
        }
        position += line.height
      }
      position += after
      let footerExtent = vertical ? m.footerSize.height : m.footerSize.width
      let footer =
        footerExtent > 0
        ? rect(along: 0, across: position, alongSize: breadth, acrossSize: footerExtent) : .zero
      position += max(0, footerExtent)
      sections.append(
        Section(header: header, items: items, footer: footer, start: start, end: position))
    }
    length = position
  }
}

/// A section's items broken into lines `width` wide: each line's items, their offsets along it
/// and its height (the extent across lines).
struct FlowLines {
  struct Line {
    var items: [Int] = []
    var xs: [CGFloat] = []
    var height: CGFloat = 0
  }

  private(set) var lines: [Line] = []

  init(sizes: [CGSize], width: CGFloat, spacing: CGFloat) {
    var line = Line()
    var used: CGFloat = 0
    for (item, size) in sizes.enumerated() {
      let needed = line.items.isEmpty ? size.width : used + spacing + size.width
      if !line.items.isEmpty, needed > width {
        lines.append(Self.arranged(line, sizes: sizes, width: width, spacing: spacing))
        line = Line()
        used = size.width
      } else {
        used = needed
      }
      line.items.append(item)
      line.height = max(line.height, size.height)
    }
    if !line.items.isEmpty {
      lines.append(Self.arranged(line, sizes: sizes, width: width, spacing: spacing))
    }
  }

  /// Justifies a line of several items; centres a lone one.
  private static func arranged(_ line: Line, sizes: [CGSize], width: CGFloat, spacing: CGFloat)
    -> Line
  {
    var line = line
    let total = line.items.reduce(0) { $0 + sizes[$1].width }
    guard line.items.count > 1 else {
      line.xs = [(width - total) / 2]
      return line
    }
    let gap = max(spacing, (width - total) / CGFloat(line.items.count - 1))
    var x: CGFloat = 0
    for item in line.items {
      line.xs.append(x)
      x += sizes[item].width + gap
    }
    return line
  }
}
