import Compositor
import Testing

/// Expects the fast painter to paint `tree` as the reference painter does, on one thread and in
/// bands on three; `label` names the case in a failure (", N threads" follows it).
func expectBandsPaintTheReference(
  _ tree: RenderTree, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let reference = try Compositor(painter: .reference).render(tree)
  for threads in [1, 3] {
    #expect(
      try Compositor(threads: threads).render(tree) == reference,
      "\(label), \(threads) threads", sourceLocation: sourceLocation)
  }
}
