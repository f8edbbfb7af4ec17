import Compositor
import Foundation
import Geometry
import Raster
import ReferenceScenes
import Testing

/// Scenes of paths, drawn by Skia too for SkiaAgreementTests (its script,
/// `__Snapshots__/SkiaAgreementTests/make_skia_path_references.py`, builds the same geometry):
/// the benchmark scene S7, and P1, a sampler of strokes, fill rules and continuous corners.
/// Coordinates are device pixels (scale 1).
enum PathScene: String, CaseIterable, CustomTestStringConvertible {
  /// S7: 600 filled shapes (circles, even-odd pentagrams, blobs of four cubics) and 150 stroked
  /// quadratic curves with round caps, from the LCG of the many-layers scene seeded with 777.
  case paths = "S7"
  /// P1: joins and caps, miter limits, a dashed circle, an even-odd ring, pentagrams under both
  /// rules, a card with continuous corners and a border, and a trimmed checkmark and an arc on a
  /// rotated layer.
  case sampler = "P1"

  var testDescription: String { rawValue }

  var tree: RenderTree {
    switch self {
    case .paths:
      return PathsScene.tree
    case .sampler:
      return RenderTree(
        size: CGSize(width: 600, height: 800), backgroundColor: RGBAColor(hex: 0xF2F2F7),
        layers: Self.samplerLayers())
    }
  }

  /// The part of the frame the stored references hold: S7's noise of 750 shapes compresses
  /// badly, so its references keep the top quarter (640 rows, about 190 shapes and most of the
  /// strokes, which cross the whole screen); the sampler's, the whole frame.
  var referenceRect: PixelRect {
    let (w, h) = tree.pixelSize
    return PixelRect(x: 0, y: 0, width: w, height: self == .paths ? 640 : h)
  }

  /// A canvas-sized layer that draws `shape` (device coordinates at scale 1).
  static func layer(_ shape: RenderShape, size: CGSize) -> RenderNode {
    RenderNode(frame: CGRect(origin: .zero, size: size), shape: shape)
  }
}
