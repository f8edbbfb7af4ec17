import Compositor
import Geometry
import ReferenceScenes
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// The fast painter with each version of the wide kernels this CPU runs (forced in turn)
/// against the reference painter: scenes with long constant runs and wide edges, where the
/// painter hands runs to the wide kernels. Other suites running meanwhile see the version
/// change, which changes none of their bytes either. One test walks the versions, so that no
/// two of its cases force different ones at once.
@Suite struct WideKernelPainterTests {
  @Test func everyVersionPaintsTheReferenceBytes() throws {
    let levels = WideKernels.Level.allCases.filter { $0 <= WideKernels.supported }
    defer { WideKernels.use(WideKernels.supported) }
    var scenes: [(String, RenderTree)] = ReferenceScene.allCases.map {
      var tree = $0.tree
      tree.scale = 0.125
      return ("\($0)", tree)
    }
    var trees = RandomTrees(seed: 57, width: 160, height: 96, paths: true)
    scenes += (0..<12).map { ("random tree \($0)", trees.tree(scale: $0 % 3 == 0 ? 2 : 1)) }
    for (name, tree) in scenes {
      let reference = try Compositor(painter: .reference).render(tree)
      for level in levels {
        #expect(WideKernels.use(level) == level)
        for threads in [1, 2] {
          #expect(
            try Compositor(painter: .fast, threads: threads).render(tree) == reference,
            "\(name) with \(level) on \(threads) threads")
        }
      }
    }
  }
}
