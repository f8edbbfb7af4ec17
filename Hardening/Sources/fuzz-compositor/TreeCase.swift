import Compositor
import Foundation
import FuzzSupport
import Geometry
import Raster
import TestSupport

/// The trees the compositor's fuzz target renders: TestSupport's random trees (with paths,
/// masks and backdrops, as the input says) at a random size and scale, sometimes with a screen
/// shape, with enough top-level layers to be flattened in parts, or with one wild layer whose
/// numbers are huge, tiny or not finite.
enum TreeCase {
  static func tree(_ input: FuzzedRandom) -> RenderTree {
    var input = input
    // Random trees draw layers 4 points to 70% of the canvas a side: 8 points at least.
    let width = input.double(8...48)
    let height = input.double(8...48)
    let paths = input.oneIn(2)
    let effects = input.oneIn(3)
    let scale = [1, 2, 0.5, 1.5][input.int(0...3)]
    var trees = RandomTrees(
      source: input, width: width, height: height, paths: paths, effects: effects)
    var tree = trees.tree(scale: scale)
    if trees.rng.oneIn(6) {
      // Flattened in parts on the compositor's threads (32 top-level layers a part).
      tree.layers += (0..<trees.rng.int(60...140)).map { _ in trees.node(depth: 0) }
    }
    if trees.rng.oneIn(5) {
      tree.screenShape = trees.path(in: CGSize(width: width, height: height))
    }
    if trees.rng.oneIn(4) {
      tree.layers.insert(wildNode(&trees), at: trees.rng.int(0...tree.layers.count))
    }
    return tree
  }

  /// A layer with one or more of its numbers out of all reason.
  static func wildNode(_ trees: inout RandomTrees<FuzzedRandom>) -> RenderNode {
    var n = trees.node(depth: 1)
    func wild(_ normal: Double) -> Double {
      switch trees.rng.int(0...4) {
      case 0: return trees.rng.anyDouble()
      case 1: return trees.rng.double(-1e9...1e9)
      case 2: return trees.rng.double(-1e-6...1e-6)
      default: return normal
      }
    }
    n.bounds = CGRect(
      x: wild(n.bounds.minX), y: wild(n.bounds.minY), width: wild(n.bounds.width),
      height: wild(n.bounds.height))
    n.position = CGPoint(x: wild(n.position.x), y: wild(n.position.y))
    n.transform.m11 = wild(n.transform.m11)
    n.transform.m34 = wild(n.transform.m34)
    n.transform.m41 = wild(n.transform.m41)
    n.opacity = wild(n.opacity)
    n.cornerRadii = CornerRadii(uniform: wild(n.cornerRadii.topLeft))
    if let border = n.border {
      n.border = RenderBorder(width: wild(border.width), color: border.color)
    }
    if var shadow = n.shadow {
      shadow.radius = wild(shadow.radius)
      shadow.offset = CGSize(width: wild(shadow.offset.width), height: wild(shadow.offset.height))
      n.shadow = shadow
    }
    if var stroke = n.shape?.stroke {
      stroke.style.lineWidth = wild(stroke.style.lineWidth)
      n.shape?.stroke = stroke
    }
    if var backdrop = n.backdrop {
      backdrop.radius = wild(backdrop.radius)
      n.backdrop = backdrop
    }
    return n
  }

  /// Where two renders first differ.
  static func firstDifference(
    _ a: PremultipliedRGBA8Bitmap?, _ b: PremultipliedRGBA8Bitmap
  ) -> String {
    guard let a else { return "the fast painter refused the tree" }
    guard a.width == b.width, a.height == b.height else { return "sizes differ" }
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] {
        return "(\(x), \(y)): \(a[x, y]), reference \(b[x, y])"
      }
    }
    return "none"
  }
}
