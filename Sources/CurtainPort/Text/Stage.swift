/// A file's text partway through porting, with the rewrites and notes of the steps so far as
/// places in that text.
struct Stage {
  var text: String
  /// Rewrites and notes only: the edits are made.
  var changes = FileChanges()

  /// The stage once a step's edits are made, with the step's rewrites and notes; nil when two
  /// of its edits cross.
  func applying(_ step: FileChanges) -> Stage? {
    guard let next = try? SourceText(text).applying(step.edits) else { return nil }
    var changes = changes.moved(through: step.edits)
    changes.formUnion(step.moved(through: step.edits))
    changes.edits = []
    return Stage(text: next, changes: changes)
  }
}
