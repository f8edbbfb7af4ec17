import Compositor
import Foundation
import Raster
import Synchronization
import TestSupport
import Testing

/// The compositor's threads under ThreadSanitizer (Scripts/sanitize.sh): bands painted by the
/// worker pool and by `concurrentPerform`, top-level layers flattened in parts, backdrop blurs
/// split in parts. Each render is also held to the one-thread bytes, so a race that changed a
/// pixel fails here even without the sanitizer.
@Suite struct CompositorThreadTests {
  /// Random trees with paths, masks and backdrops, through one compositor on four threads,
  /// frame after frame (the workers and the caches are kept between frames).
  @Test func bandsOnFourThreadsPaintTheOneThreadBytes() throws {
    var trees = RandomTrees(seed: 4301, width: 120, height: 90, paths: true, effects: true)
    let compositor = Compositor(threads: 4)
    for i in 0..<12 {
      let tree = trees.tree(scale: i % 2 == 0 ? 2 : 1)
      #expect(try compositor.render(tree) == Compositor().render(tree), "tree \(i)")
    }
  }

  /// Two threads render through one compositor at once: one gets the worker pool, the other
  /// finds it busy and paints its bands with `concurrentPerform`.
  @Test func twoRendersThroughOneCompositorAtOnce() throws {
    var trees = RandomTrees(seed: 4302, width: 96, height: 128, paths: true)
    let tree = trees.tree(scale: 2)
    let expected = try Compositor().render(tree)
    let compositor = Compositor(threads: 3)
    let results = Mutex<[PremultipliedRGBA8Bitmap?]>(Array(repeating: nil, count: 8))
    DispatchQueue.concurrentPerform(iterations: 8) { k in
      let frame = try? compositor.render(tree)
      results.withLock { $0[k] = frame }
    }
    results.withLock { frames in
      for (k, frame) in frames.enumerated() { #expect(frame == expected, "render \(k)") }
    }
  }

  /// Enough top-level layers that the display list is flattened in parts on the threads.
  @Test func manyLayersAreFlattenedInParts() throws {
    var trees = RandomTrees(seed: 4303, width: 160, height: 160, paths: true)
    var tree = trees.tree()
    tree.layers += (0..<200).map { _ in trees.node(depth: 0) }
    #expect(try Compositor(threads: 4).render(tree) == Compositor().render(tree))
  }

  /// A frame-wide backdrop blur, split in parts across the threads.
  @Test func aBackdropBlurSplitInParts() throws {
    var trees = RandomTrees(seed: 4304, width: 200, height: 150, paths: true)
    var tree = trees.tree(scale: 2)
    var glass = RenderNode(
      bounds: CGRect(x: 0, y: 0, width: 180, height: 120), position: CGPoint(x: 100, y: 75))
    glass.backdrop = RenderBackdrop(radius: 6, saturation: 1.8, tint: nil)
    glass.cornerRadii = CornerRadii(uniform: 14)
    tree.layers.append(glass)
    #expect(try Compositor(threads: 4).render(tree) == Compositor().render(tree))
  }
}
