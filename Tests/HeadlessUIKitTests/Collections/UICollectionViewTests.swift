import Foundation
import Testing

@testable import HeadlessUIKit

/// A grid of `count` items per section, logging selections.
final class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  var counts = [100]
  var selected: [IndexPath] = []
  var wide: IndexPath?

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { counts[section] }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    cell.contentView.backgroundColor = .systemBlue
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { selected.append(indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    indexPath == wide ? CGSize(width: 300, height: 60) : CGSize(width: 120, height: 120)
  }
}

@MainActor @Suite struct UICollectionViewTests {
  /// A grid controller of `layout` as an iPhone 15 Pro's root, laid out.
  func scene(_ layout: UICollectionViewLayout) -> (Stage, GridController) {
    scene(GridController(collectionViewLayout: layout))
  }

  func scene(_ grid: GridController) -> (Stage, GridController) {
    let stage = Stage(device: .iPhone15Pro)
    stage.run { stage.window.rootViewController = grid }
    stage.advance(to: 0.1)
    return (stage, grid)
  }

  @Test func linesAreJustifiedAndALoneItemCentred() {
    let lines = FlowLines(
      sizes: Array(repeating: CGSize(width: 100, height: 50), count: 4) + [
        CGSize(width: 300, height: 80)
      ], width: 330, spacing: 10)
    // Three 100-point items fill 330 points with 15 between; the fourth wraps alone (centred),
    // then the 300-point item alone.
    #expect(lines.lines.map(\.items) == [[0, 1, 2], [3], [4]])
    #expect(lines.lines[0].xs == [0, 115, 230])
    #expect(lines.lines[1].xs == [115])
    #expect(lines.lines[2].xs == [15] && lines.lines[2].height == 80)
  }

  @Test func theFlowLayoutPlacesSectionsWithTheirInsets() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    let grid = GridController(collectionViewLayout: layout)
    grid.counts = [7, 2]
    let (stage, _) = scene(grid)
    let view = try #require(grid.collectionView)
    // 361 points hold two 120-point items (121 points apart); the seventh is alone, centred.
    let a = try #require(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
    #expect(a.frame == CGRect(x: 257, y: 280, width: 120, height: 120))
    let lone = try #require(view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
    #expect(lone.frame == CGRect(x: 136.5, y: 410, width: 120, height: 120))
    // Section 0 has four lines (20 + 4 × 120 + 3 × 10 + 20 = 550); section 1 one (160).
    let b = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
    #expect(b.frame.minY == 570)
    #expect(view.contentSize == CGSize(width: 393, height: 710))
    #expect(stage.exception == nil)
  }

  @Test func onlyVisibleItemsHaveCellsAndTheyAreReused() throws {
    let (stage, grid) = scene(UICollectionViewFlowLayout())
    let view = try #require(grid.collectionView)
    view.contentInsetAdjustmentBehavior = .never
    stage.run {
      view.contentOffset = .zero
      view.layoutIfNeeded()
    }
    // Three 120-point items a line, lines 130 apart: 852 points show 7 lines.
    #expect(view.indexPathsForVisibleItems == (0..<21).map { IndexPath(item: $0, section: 0) })
    let before = Set(view.visibleCells.map(ObjectIdentifier.init))
    stage.run {
      view.contentOffset = CGPoint(x: 0, y: 1300)
      view.layoutIfNeeded()
    }
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
    let after = Set(view.visibleCells.map(ObjectIdentifier.init))
    #expect(after == before)
    #expect(view.visibleCells.allSatisfy { $0.reuseIdentifier == "Photo" })
  }

  @Test func aTapSelectsTheItem() throws {
    let (stage, grid) = scene(UICollectionViewFlowLayout())
    let view = try #require(grid.collectionView)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    let point = cell.convert(CGPoint(x: 60, y: 60), to: stage.window)
    stage.at(0.2) { stage.tap(at: point) }
    stage.advance(to: 0.5)
    #expect(grid.selected == [IndexPath(item: 1, section: 0)])
    #expect(cell.isSelected && view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }
}
