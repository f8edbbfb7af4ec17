import Foundation
import Geometry
@_spi(Painting) import Raster

// Masked layers (`CALayer.mask`): everything the layer draws, composited through the mask
// layer's rendered alpha.

extension Flattener {
  /// A masked layer: its drawing as a group whose composite is multiplied by the mask.
  ///
  /// The mask is flattened in the layer's space. When it is one opaque solid fill (a shape
  /// layer's path, an opaque background), its alpha is exactly that shape's coverage, so the
  /// shape becomes a clip: of the layer's one fill directly (no offscreen layer at all), or of
  /// the group's composite. Any other mask (a gradient, an image, a translucent or layered tree)
  /// is rendered offscreen by the painter and its alpha multiplied in after the clips.
  func flattenMasked(
    _ node: RenderNode, mask: RenderNode, h: ProjectiveTransform, clips: [any CoverageShape],
    opacity: Double, into items: inout [DisplayItem]
  ) {
    var maskItems: [DisplayItem] = []
    flatten(mask, parent: h, parentSublayer: .identity, clips: [], opacity: 1, into: &maskItems)
    let maskBounds = maskItems.reduce(PixelRect.zero) { $0.union($1.bounds) }
    guard !maskBounds.isEmpty else { return }  // nothing of the layer shows
    var inner: [DisplayItem] = []
    layerContents(node, h: h, clips: [], opacity: 1, shadow: true, into: &inner)
    let bounds = inner.reduce(PixelRect.zero) { $0.union($1.bounds) }.intersection(maskBounds)
    guard !bounds.isEmpty else { return }
    guard let shapeClips = Self.shapeClips(of: maskItems) else {
      items.append(
        .group(
          GroupItem(
            items: inner, bounds: bounds, opacity: Self.byte(opacity), clips: clips,
            mask: maskItems)))
      return
    }
    if inner.count == 1, Self.takesClips(inner[0]) {
      layerContents(
        node, h: h, clips: clips + shapeClips, opacity: opacity, shadow: true, into: &items)
    } else {
      items.append(
        .group(
          GroupItem(
            items: inner, bounds: bounds, opacity: Self.byte(opacity), clips: clips + shapeClips)))
    }
  }

  /// The clips whose coverage equals the rendered alpha of `items`, when they are one fill of
  /// an opaque colour at full opacity (its alpha is `mul255(coverage, clip₁ …)`, and 255 · m / 255
  /// = m exactly); nil otherwise.
  static func shapeClips(of items: [DisplayItem]) -> [any CoverageShape]? {
    guard items.count == 1, case let .fill(f) = items[0], case let .solid(color) = f.paint,
      color >> 24 == 255, f.opacity == 255
    else { return nil }
    return [f.shape.clip] + f.clips
  }

  /// Whether an item is drawn through its own clips (a fill or a backdrop), so that a mask's
  /// shape can clip it instead of a group.
  static func takesClips(_ item: DisplayItem) -> Bool {
    switch item {
    case .fill, .backdrop: return true
    case .group, .shadow: return false
    }
  }
}
