import Foundation

/// The insertions, deletions, moves and reloads of one batch update of a table or collection
/// view, and where they send each section and row (or item), as UIKit reads them: deletions,
/// reloads and move sources name index paths before the update, insertions and move
/// destinations after it; everything else keeps its order and fills the places left.
struct BatchUpdate {
  enum Operation {
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(Int, Int)
    case insertItems([IndexPath])
    case deleteItems([IndexPath])
    case reloadItems([IndexPath])
    case moveItem(IndexPath, IndexPath)
  }

  /// Where everything went.
  struct Mapping {
    /// Old section → new section, for sections that survive.
    var sections: [Int: Int] = [:]
    /// Old item → new item, for items that survive (moved ones included).
    var items: [IndexPath: IndexPath] = [:]
    /// New index paths of inserted items (those of inserted sections and reloads included).
    var inserted: Set<IndexPath> = []
    /// Old index paths of deleted items (those of deleted sections and reloads included).
    var deleted: Set<IndexPath> = []
    /// New sections that were inserted; old sections that were deleted.
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
  }

  /// The words of UIKit's messages: "collection view" and "items", or "table view" and "rows".
  struct Vocabulary {
    var view: String
    var items: String
    var item: String
  }

  var operations: [Operation] = []

  var isEmpty: Bool { operations.isEmpty }

  /// The mapping from `old` counts per section to `new` ones, or UIKit's reason for raising when
  /// they do not add up.
  func mapping(old: [Int], new: [Int], words: Vocabulary) -> Result<Mapping, UpdateFailure> {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var sectionMoves: [(Int, Int)] = []
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    for operation in operations {
      switch operation {
      case .insertSections(let s): insertedSections.formUnion(s)
      case .deleteSections(let s): deletedSections.formUnion(s)
      case .reloadSections(let s): reloadedSections.formUnion(s)
      case .moveSection(let a, let b): sectionMoves.append((a, b))
      case .insertItems(let p): inserts += p
      case .deleteItems(let p): deletes += p
      case .reloadItems(let p): reloads += p
      case .moveItem(let a, let b): moves.append((a, b))
      }
    }
    // Sections.
    let sectionMap: [Int: Int]
    switch Self.assign(
      oldCount: old.count, newCount: new.count, removed: deletedSections,
      movedOut: Set(sectionMoves.map(\.0)), added: insertedSections,
      movedIn: Dictionary(sectionMoves.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a }))
    {
    case .success(let map):
      var all = map
      for (a, b) in sectionMoves { all[a] = b }
      sectionMap = all
    case .failure:
      return .failure(
        UpdateFailure(
          "Invalid update: invalid number of sections. The number of sections contained in the "
            + "\(words.view) after the update (\(new.count)) must be equal to the number of "
            + "sections contained in the \(words.view) before the update (\(old.count)), plus "
            + "or minus the number of sections inserted or deleted (\(insertedSections.count) "
            + "inserted, \(deletedSections.count) deleted)"))
    }
    for path in deletes + reloads
    where !old.indices.contains(path.section)
      || !(0..<old[path.section]).contains(path.last ?? -1)
    {
      let count = old.indices.contains(path.section) ? old[path.section] : 0
      return .failure(
        UpdateFailure(
          "attempt to delete \(words.item) \(path.last ?? -1) from section \(path.section) which "
            + "only contains \(count) \(words.items) before the update"))
    }
    for path in inserts
    where !new.indices.contains(path.section)
      || !(0..<new[path.section]).contains(path.last ?? -1)
    {
      let count = new.indices.contains(path.section) ? new[path.section] : 0
      return .failure(
        UpdateFailure(
          "attempt to insert \(words.item) \(path.last ?? -1) into section \(path.section), but "
            + "there are only \(count) \(words.items) in section \(path.section) after the update"))
    }
    var mapping = Mapping()
    mapping.sections = sectionMap
    mapping.insertedSections = insertedSections
    mapping.deletedSections = deletedSections
    let newSectionOf = sectionMap
    let oldSectionOf = Dictionary(
      sectionMap.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
    for s in deletedSections where old.indices.contains(s) {
      for i in 0..<old[s] { mapping.deleted.insert(IndexPath(indexes: [s, i])) }
    }
    for t in insertedSections where new.indices.contains(t) {
      for i in 0..<new[t] { mapping.inserted.insert(IndexPath(indexes: [t, i])) }
    }
    // Items, section by surviving section.
    let movedItems = Dictionary(moves.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
    for t in new.indices where !insertedSections.contains(t) {
      guard let s = oldSectionOf[t] else { continue }
      if reloadedSections.contains(s) {
        for i in 0..<old[s] { mapping.deleted.insert(IndexPath(indexes: [s, i])) }
        for i in 0..<new[t] { mapping.inserted.insert(IndexPath(indexes: [t, i])) }
        continue
      }
      let removed = IndexSet(deletes.filter { $0.section == s }.compactMap(\.last))
      let out = Set(moves.filter { $0.0.section == s }.compactMap(\.0.last))
      let added = IndexSet(inserts.filter { $0.section == t }.compactMap(\.last))
      let into = Dictionary(
        moves.filter { $0.1.section == t }.map { ($0.1.last ?? 0, $0.0.last ?? 0) },
        uniquingKeysWith: { a, _ in a })
      switch Self.assign(
        oldCount: old[s], newCount: new[t], removed: removed, movedOut: out, added: added,
        movedIn: into)
      {
      case .success(let map):
        for (a, b) in map {
          mapping.items[IndexPath(indexes: [s, a])] = IndexPath(indexes: [t, b])
        }
      case .failure:
        return .failure(
          UpdateFailure(
            "Invalid update: invalid number of \(words.items) in section \(t). The number of "
              + "\(words.items) contained in an existing section after the update (\(new[t])) "
              + "must be equal to the number of \(words.items) contained in that section before "
              + "the update (\(old[s])), plus or minus the number of \(words.items) inserted or "
              + "deleted from that section (\(added.count) inserted, \(removed.count) deleted) "
              + "and plus or minus the number of \(words.items) moved into or out of that "
              + "section (\(into.count) moved in, \(out.count) moved out)"))
      }
      for i in removed { mapping.deleted.insert(IndexPath(indexes: [s, i])) }
      for i in added { mapping.inserted.insert(IndexPath(indexes: [t, i])) }
    }
    for (from, to) in movedItems where newSectionOf[from.section] != nil {
      mapping.items[from] = to
    }
    // A reload replaces the item's cell: deleted where it was, inserted where it goes.
    for path in reloads {
      guard let to = mapping.items.removeValue(forKey: path) else { continue }
      mapping.deleted.insert(path)
      mapping.inserted.insert(to)
    }
    return .success(mapping)
  }

  /// Where the survivors of a list of `oldCount` (those neither removed nor moved out) go in one
  /// of `newCount`: in order, into the places neither `added` nor a move in (`movedIn`: new
  /// index → old index) takes; a failure when the counts do not add up.
  static func assign(
    oldCount: Int, newCount: Int, removed: IndexSet, movedOut: Set<Int>, added: IndexSet,
    movedIn: [Int: Int]
  ) -> Result<[Int: Int], UpdateFailure> {
    let survivors = (0..<max(0, oldCount)).filter {
      !removed.contains($0) && !movedOut.contains($0)
    }
    let free = (0..<max(0, newCount)).filter { !added.contains($0) && movedIn[$0] == nil }
    guard survivors.count == free.count else { return .failure(UpdateFailure("")) }
    var map: [Int: Int] = [:]
    for (a, b) in zip(survivors, free) { map[a] = b }
    return .success(map)
  }
}

/// Why a batch update is invalid: UIKit's reason for its `NSInternalInconsistencyException`.
struct UpdateFailure: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
