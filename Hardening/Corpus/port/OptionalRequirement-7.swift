protocol Sizing: AnyObject {
  func height() throws -> CGFloat
}

// Defaults for the optional requirements: each does what callers saw when a
// conforming type did not implement it (written by curtain-port).
extension Sizing {
  func height() throws -> CGFloat {
    throw OptionalRequirementNotImplemented()
  }
}

/// Thrown by a default above: the conforming type does not implement the requirement.
private struct OptionalRequirementNotImplemented: Error {}

