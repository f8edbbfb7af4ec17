import Foundation

/// Calls one of a delegate's optional methods, recording the call in the stage's trace when the
/// delegate implements it (table and collection views' delegates).
@MainActor func callOptional<Delegate>(
  on delegate: Delegate?, _ call: String, _ body: (Delegate) -> Void
) {
  guard let delegate else { return }
  _ = traceOptional(delegate as AnyObject, call) { body(delegate) }
}
