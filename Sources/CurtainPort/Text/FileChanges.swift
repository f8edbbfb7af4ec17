import SwiftSyntax

/// What the rewriters found in one file: the edits to make, what they mean, and the places they
/// could not rewrite. Places are byte offsets in the text the edits apply to.
struct FileChanges {
  var edits: [SourceEdit] = []
  var rewrites: [(kind: Rewrite.Kind, offset: Int)] = []
  var notes: [(offset: Int, message: String)] = []

  mutating func add(_ edits: [SourceEdit], as kind: Rewrite.Kind, at node: some SyntaxProtocol) {
    self.edits += edits
    rewrites.append((kind, node.positionAfterSkippingLeadingTrivia.utf8Offset))
  }

  mutating func note(_ node: some SyntaxProtocol, _ message: String) {
    notes.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, message))
  }

  /// The places moved to where they are once `applied` (the edits of an earlier step) are made.
  func moved(through applied: [SourceEdit]) -> FileChanges {
    FileChanges(
      edits: edits,
      rewrites: rewrites.map { ($0.kind, SourceEdit.map($0.offset, through: applied)) },
      notes: notes.map { (SourceEdit.map($0.offset, through: applied), $0.message) })
  }

  mutating func formUnion(_ other: FileChanges) {
    edits += other.edits
    rewrites += other.rewrites
    notes += other.notes
  }
}
