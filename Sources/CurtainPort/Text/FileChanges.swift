import SwiftSyntax

/// What the rewriters found in one file: the edits to make, what they mean, and the places they
/// could not rewrite. Places are byte offsets in the text the edits apply to.
struct FileChanges {
  /// One rewrite: its kind, what it did when the kind alone does not say, and where. It lands
  /// `advance` bytes past where its offset lands (a place inside text an edit inserts).
  struct Mark {
    var kind: Rewrite.Kind
    var offset: Int
    var detail: String? = nil
    var advance = 0
  }

  var edits: [SourceEdit] = []
  var rewrites: [Mark] = []
  var notes: [(offset: Int, message: String)] = []
  /// Why the file must be left untouched, when a cross-file rewrite cannot be made safely.
  var refusals: [String] = []

  mutating func add(
    _ edits: [SourceEdit], as kind: Rewrite.Kind, at node: some SyntaxProtocol,
    detail: String? = nil
  ) {
    self.edits += edits
    rewrites.append(
      Mark(kind: kind, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, detail: detail))
  }

  mutating func note(_ node: some SyntaxProtocol, _ message: String) {
    notes.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, message))
  }

  /// The places moved to where they are once `applied` (the edits of an earlier step) are made.
  func moved(through applied: [SourceEdit]) -> FileChanges {
    FileChanges(
      edits: edits,
      rewrites: rewrites.map {
        Mark(
          kind: $0.kind, offset: SourceEdit.map($0.offset, through: applied) + $0.advance,
          detail: $0.detail)
      },
      notes: notes.map { (SourceEdit.map($0.offset, through: applied), $0.message) },
      refusals: refusals)
  }

  mutating func formUnion(_ other: FileChanges) {
    edits += other.edits
    rewrites += other.rewrites
    notes += other.notes
    refusals += other.refusals
  }
}
