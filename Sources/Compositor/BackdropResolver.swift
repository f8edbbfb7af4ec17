import Geometry
@_spi(Painting) import Raster

/// Turns every backdrop of a display list into a fill: for each, the items before it are
/// rendered over the part of the canvas its blur reads, that is filtered into a
/// ``BackdropPaint``, and the paint fills the backdrop's shape.
///
/// What lies beneath a backdrop is the frame as drawn by the top-level items before the one
/// that holds it (a backdrop inside a group sees the frame before the group, see
/// ``RenderBackdrop``). Painters differ only in how they render and blur, which give the same
/// bytes, so both painters resolve a list into the same fills.
struct BackdropResolver {
  /// The frame's pixels.
  let canvas: PixelRect
  /// What the frame is cleared to.
  let background: UInt32
  /// Renders `items` over `area` (cleared to the background first) and calls `body` with the
  /// pixels (a buffer placed at `area` on the device).
  let render: (_ items: [DisplayItem], _ area: PixelRect, _ body: (PixelBuffer) -> Void) -> Void
  /// The filter's cells from a source buffer.
  let blur: (_ filter: BackdropFilter, _ grid: BackdropGrid, _ source: PixelBuffer) -> BackdropPaint

  /// `items` with every backdrop resolved.
  func resolve(_ items: [DisplayItem]) -> [DisplayItem] {
    guard items.contains(where: \.containsBackdrop) else { return items }
    var out: [DisplayItem] = []
    out.reserveCapacity(items.count)
    for item in items {
      if let resolved = item.containsBackdrop ? replacing(item, beneath: out) : item {
        out.append(resolved)
      }
    }
    return out
  }

  /// The item with its backdrops resolved against `beneath` (nil: it draws nothing).
  func replacing(_ item: DisplayItem, beneath: [DisplayItem]) -> DisplayItem? {
    func all(_ items: [DisplayItem]) -> [DisplayItem] {
      items.compactMap { $0.containsBackdrop ? replacing($0, beneath: beneath) : $0 }
    }
    switch item {
    case let .backdrop(b):
      return fill(b, beneath: beneath).map { .fill($0) }
    case var .group(g):
      g.items = all(g.items)
      g.mask = g.mask.map(all)
      return .group(g)
    case var .shadow(s):
      if case let .content(items, bounds, dx, dy) = s.source {
        s.source = .content(items: all(items), bounds: bounds, dx: dx, dy: dy)
      }
      return .shadow(s)
    case .fill:
      return item
    }
  }

  /// The backdrop's fill: what `beneath` draws under it, filtered.
  func fill(_ b: BackdropItem, beneath: [DisplayItem]) -> FillItem? {
    let output = b.bounds.intersection(canvas)
    guard !output.isEmpty else { return nil }
    let grid = BackdropGrid(sigma: b.filter.sigma, output: output)
    let area = grid.input.intersection(canvas)
    var paint: BackdropPaint?
    render(beneath, area) { paint = blur(b.filter, grid, $0) }
    guard let paint else { return nil }
    return FillItem(shape: b.shape, paint: .backdrop(paint), clips: b.clips, opacity: b.opacity)
  }
}
