import Foundation
import Testing

@testable import HeadlessUIKit

/// Headers and footers for a flow layout, and whatever a test asks of the supplementary views.
/// A class of its own, not a `CountingSource` subclass: on Linux a subclass's method does not
/// become the witness of an optional requirement its superclass left to the default.
final class SectionedSource: NSObject, UICollectionViewDataSource {
  let counts: [Int]
  var shownKinds: [String] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Title")
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
    view.backgroundColor =
      kind == UICollectionView.elementKindSectionHeader ? .systemRed : .systemGreen
    shownKinds.append(kind)
    return view
  }
}

@MainActor @Suite struct FlowLayoutTests {
  /// A 300 × 400 collection view of `layout` over `source`, on a stage, laid out.
  func grid(_ layout: UICollectionViewLayout, _ source: UICollectionViewDataSource)
    -> (Stage, UICollectionView)
  {
    let stage = Stage(device: .iPhone15Pro)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
    grid.contentInsetAdjustmentBehavior = .never
    stage.run {
      let root = UIViewController()
      stage.window.rootViewController = root
      root.view.addSubview(grid)
      grid.dataSource = source
      grid.layoutIfNeeded()
    }
    return (stage, grid)
  }

  @Test func aHorizontalFlowFillsColumnsDownwardThenRight() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 120)
    layout.minimumLineSpacing = 20
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
    let (_, grid) = grid(layout, CountingSource(counts: [7]))
    // 380 points of height hold three 120-point items (130 apart, justified); columns are 120
    // apart: 100 wide plus 20.
    func frame(_ item: Int) -> CGRect? {
      grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    #expect(frame(0) == CGRect(x: 5, y: 10, width: 100, height: 120))
    #expect(frame(1) == CGRect(x: 5, y: 140, width: 100, height: 120))
    #expect(frame(3) == CGRect(x: 125, y: 10, width: 100, height: 120))
    // The seventh is alone in its column, centred down it.
    #expect(frame(6) == CGRect(x: 245, y: 140, width: 100, height: 120))
    #expect(grid.contentSize == CGSize(width: 350, height: 400))
    #expect(grid.indexPathsForVisibleItems.count == 7)
  }

  @Test func headersAndFootersShowAsSupplementaryViews() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 140, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 12)
    let source = SectionedSource(counts: [3, 2])
    let (_, grid) = grid(layout, source)
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    let h1 = try #require(
      grid.layoutAttributesForSupplementaryElement(
        ofKind: header, at: IndexPath(item: 0, section: 1)))
    // Section 0: header 30, two lines of 100 with 10 between, footer 12: section 1 at 252.
    #expect(h1.frame == CGRect(x: 0, y: 252, width: 300, height: 30))
    #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: header).count == 2)
    #expect(grid.visibleSupplementaryViews(ofKind: footer).count == 2)
    let shown = try #require(
      grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(shown.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
    #expect(shown.reuseIdentifier == "Title")
    #expect(grid.indexPath(forSupplementaryView: shown) == IndexPath(item: 0, section: 0))
    #expect(source.shownKinds.filter { $0 == header }.count == 2)
  }

  @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrolls() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 100)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let (stage, grid) = grid(layout, SectionedSource(counts: [5, 5]))
    stage.run {
      grid.contentOffset = CGPoint(x: 0, y: 200)
      grid.layoutIfNeeded()
    }
    let header = UICollectionView.elementKindSectionHeader
    let first = try #require(
      grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.minY == 200)
    // Near the end of section 0 (which ends at 540) its header is pushed up by the section's end.
    stage.run {
      grid.contentOffset = CGPoint(x: 0, y: 520)
      grid.layoutIfNeeded()
    }
    #expect(first.frame.minY == 500)
    #expect(first.layer.zPosition == 1024)
  }

  @Test func estimatedSizesGiveWayToTheCellsOwn() throws {
    final class TallCell: UICollectionViewCell {
      override init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
          box.topAnchor.constraint(equalTo: contentView.topAnchor),
          box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
          box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
          box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
          box.widthAnchor.constraint(equalToConstant: 280),
          box.heightAnchor.constraint(equalToConstant: 64),
        ])
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    final class Source: CountingSource {
      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.register(TallCell.self, forCellWithReuseIdentifier: "Tall")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Tall", for: indexPath)
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 280, height: 30)
    layout.minimumLineSpacing = 0
    let (_, grid) = grid(layout, Source(counts: [4]))
    let frames = (0..<4).compactMap { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames.map(\.height) == [64, 64, 64, 64])
    #expect(frames.map(\.minY) == [0, 64, 128, 192])
    #expect(grid.contentSize.height == 256)
  }
}
