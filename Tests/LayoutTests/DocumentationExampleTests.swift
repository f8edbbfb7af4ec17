import Testing

@testable import Layout

/// The example of the module's documentation, kept true.
@Suite struct DocumentationExampleTests {
  @Test func labelInAShrinkingContainer() throws {
    let container = (left: Variable("container.left"), width: Variable("container.width"))
    let label = (left: Variable("label.left"), width: Variable("label.width"))
    let solver = Solver()
    try solver.add(container.left == 0)
    let width = container.width == 390
    try solver.add(width)
    try solver.add(label.left == container.left + 16)
    try solver.add(label.left + label.width <= container.left + container.width - 16)
    try solver.add(label.width >= 80)
    try solver.add(Constraint(label.width == 120, strength: 250))
    #expect(solver.value(of: label.width) == 120)
    try solver.setConstant(-120, of: width)
    #expect(solver.value(of: label.width) == 88)
    #expect(!solver.isAmbiguous(label.left))
    do {
      try solver.setConstant(-100, of: width)
      Issue.record("100 points cannot hold 16 + 80 + 16")
    } catch {
      #expect(
        error.description.hasPrefix(
          "The required constraint [container.width - 390 == 0] cannot take the constant -100; "
            + "it conflicts with "))
      #expect(error.description.contains("[label.width - 80 >= 0]"))
    }
    #expect(solver.constant(of: width) == -120)
    #expect(solver.value(of: label.width) == 88)
  }
}
