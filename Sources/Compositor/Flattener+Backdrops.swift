import Foundation
import Geometry
@_spi(Painting) import Raster

extension Flattener {
  /// A layer's backdrop filter over its device `shape`, with the blur's radius in device pixels
  /// (scaled as the layer is near its origin); nil when it could draw nothing.
  func backdropItem(
    _ b: RenderBackdrop, shape: DrawShape, h: ProjectiveTransform, clips: [any CoverageShape],
    opacity: Double
  ) -> BackdropItem? {
    let o = Self.byte(opacity)
    guard o > 0, b.radius.isFinite else { return nil }
    let filter = BackdropFilter(
      sigma: Double(b.radius * Self.linearScale(h)), saturation: b.saturation,
      tint: b.tint?.premultiplied().packed ?? 0)
    let item = BackdropItem(shape: shape, clips: clips, opacity: o, filter: filter)
    return item.bounds.isEmpty ? nil : item
  }
}
