import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct CollectionUpdateTests {
  /// A 320-point wide list of 100-point rows over `source`, on an iPhone SE, laid out.
  func scene(_ source: CountingSource) -> (Stage, UICollectionView) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 0
    let stage = Stage(device: .iPhoneSE)
    let root = UIViewController()
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    grid.contentInsetAdjustmentBehavior = .never
    stage.run {
      stage.window.rootViewController = root
      grid.frame = root.view.bounds
      root.view.addSubview(grid)
      grid.dataSource = source
    }
    stage.advance(to: 0.05)
    return (stage, grid)
  }

  @Test func theMappingKeepsOrderAroundInsertionsDeletionsAndMoves() throws {
    let update = BatchUpdate(operations: [
      .deleteItems([IndexPath(item: 1, section: 0)]),
      .insertItems([IndexPath(item: 0, section: 0)]),
      .moveItem(IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 1)),
    ])
    let words = BatchUpdate.Vocabulary(view: "collection view", items: "items", item: "item")
    guard case .success(let m) = update.mapping(old: [5, 2], new: [4, 3], words: words) else {
      Issue.record("the update should add up")
      return
    }
    func to(_ s: Int, _ i: Int) -> IndexPath? { m.items[IndexPath(item: i, section: s)] }
    // Section 0: [a b c d e] loses b, d leaves, x arrives first: [x a c e].
    #expect(to(0, 0) == IndexPath(item: 1, section: 0))
    #expect(to(0, 2) == IndexPath(item: 2, section: 0))
    #expect(to(0, 4) == IndexPath(item: 3, section: 0))
    #expect(to(0, 1) == nil && m.deleted == [IndexPath(item: 1, section: 0)])
    // d lands second in section 1, between its two items.
    #expect(to(0, 3) == IndexPath(item: 1, section: 1))
    #expect(
      to(1, 0) == IndexPath(item: 0, section: 1) && to(1, 1) == IndexPath(item: 2, section: 1))
    #expect(m.inserted == [IndexPath(item: 0, section: 0)])
  }

  @Test func countsThatDoNotAddUpRaiseUIKitsException() {
    let source = CountingSource(counts: [5])
    let (stage, grid) = scene(source)
    stage.run {
      source.counts = [7]
      grid.insertItems(at: [IndexPath(item: 5, section: 0)])
    }
    #expect(stage.exception?.name == "NSInternalInconsistencyException")
    #expect(
      stage.exception?.reason
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (7) must be equal to the number of items "
        + "contained in that section before the update (5), plus or minus the number of items "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out)")
  }

  @Test func anInsertionFadesInAndPushesTheRestDown() throws {
    let source = CountingSource(counts: [5])
    let (stage, grid) = scene(source)
    let second = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
    var finished: Bool?
    stage.at(0.1) {
      grid.performBatchUpdates(
        {
          source.counts = [6]
          grid.insertItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { finished = $0 })
    }
    stage.advance(to: 0.1)
    // The old second item is now the third, on its way down.
    #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === second)
    let inserted = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
    stage.advance(to: 0.25)
    let midAlpha = inserted.layer.presentation()?.opacity ?? 1
    let midY = second.layer.presentation()?.position.y ?? 0
    #expect(midAlpha > 0 && midAlpha < 1)
    #expect(midY > 150 && midY < 250)
    stage.advance(to: 0.5)
    #expect(finished == true)
    #expect(inserted.alpha == 1 && second.frame.minY == 200)
  }

  @Test func aDeletionFadesTheItemOutThenRecyclesIt() throws {
    let source = CountingSource(counts: [5])
    let (stage, grid) = scene(source)
    let doomed = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    let next = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
    stage.at(0.1) {
      source.counts = [4]
      grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    stage.advance(to: 0.25)
    #expect(doomed.superview === grid && (doomed.layer.presentation()?.opacity ?? 1) < 1)
    stage.advance(to: 0.6)
    #expect(doomed.superview == nil)
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === next)
    #expect(next.frame.minY == 0)
  }

  @Test func anEmptyBatchAnimatesNewSizes() throws {
    final class Growing: NSObject, UICollectionViewDelegateFlowLayout {
      var height: CGFloat = 100
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: 320, height: indexPath.item == 0 ? height : 100) }
    }
    let (stage, grid) = scene(CountingSource(counts: [3]))
    let sizer = Growing()
    stage.run {
      grid.delegate = sizer
      grid.layoutIfNeeded()
    }
    let second = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
    stage.at(0.1) {
      sizer.height = 300
      grid.performBatchUpdates(nil)
    }
    stage.advance(to: 0.25)
    let y = second.layer.presentation()?.position.y ?? 0
    stage.advance(to: 0.6)
    withKnownIssue("an empty batch does not yet make the flow layout ask for new sizes") {
      #expect(y > 150 && y < 350)
      #expect(second.frame.minY == 300)
    }
  }

  @Test func anInteractiveMoveTellsTheDataSourceWhereTheItemWent() throws {
    let source = CountingSource(counts: [5])
    let (stage, grid) = scene(source)
    let moving = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    stage.run {
      #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
      grid.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 250))
    }
    stage.advance(to: 0.5)
    #expect(grid.hasUncommittedUpdates)
    #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === moving)
    #expect(moving.center == CGPoint(x: 160, y: 250))
    stage.run { grid.endInteractiveMovement() }
    stage.advance(to: 1)
    #expect(source.moves.count == 1)
    #expect(source.moves.first?.0 == IndexPath(item: 0, section: 0))
    #expect(source.moves.first?.1 == IndexPath(item: 2, section: 0))
    #expect(moving.frame.minY == 200 && !grid.hasUncommittedUpdates)
  }

  @Test func aCancelledMoveReturnsTheItem() throws {
    let source = CountingSource(counts: [5])
    let (stage, grid) = scene(source)
    let moving = try #require(grid.cellForItem(at: IndexPath(item: 3, section: 0)))
    stage.run {
      _ = grid.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
      grid.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 50))
      grid.cancelInteractiveMovement()
    }
    stage.advance(to: 1)
    #expect(source.moves.isEmpty)
    #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0)) === moving)
    #expect(moving.frame.minY == 300)
  }

  @Test func aNewLayoutMovesTheCellsAndTellsThem() throws {
    final class TransitionCell: UICollectionViewCell {
      var heard: [String] = []
      override func willTransition(
        from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
      ) { heard.append("will") }
      override func didTransition(
        from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
      ) { heard.append("did") }
    }
    final class Source: CountingSource {
      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.register(TransitionCell.self, forCellWithReuseIdentifier: "T")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "T", for: indexPath)
      }
    }
    let (stage, grid) = scene(Source(counts: [4]))
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? TransitionCell)
    let grid2 = UICollectionViewFlowLayout()
    grid2.itemSize = CGSize(width: 150, height: 150)
    var done = false
    stage.at(0.1) { grid.setCollectionViewLayout(grid2, animated: true) { done = $0 } }
    stage.advance(to: 0.2)
    #expect(cell.heard == ["will"])
    let x = cell.layer.presentation()?.position.x ?? 0
    #expect(x > 160 && x < 245)
    stage.advance(to: 0.6)
    withKnownIssue("the layout change's completion reports it was interrupted") {
      #expect(done && cell.heard == ["will", "did"])
    }
    #expect(
      grid.collectionViewLayout === grid2 && cell.frame.size == CGSize(width: 150, height: 150))
  }
}
