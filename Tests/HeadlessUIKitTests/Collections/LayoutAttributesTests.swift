import Foundation
import Testing

@testable import HeadlessUIKit

/// Attributes with a value of their own, copied and compared as layouts' subclasses do.
final class PageAttributes: UICollectionViewLayoutAttributes {
  var position: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! PageAttributes
    copy.position = position
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? PageAttributes else { return false }
    return super.isEqual(other) && MainActor.assumeIsolated { other.position == position }
  }
}

@MainActor @Suite struct LayoutAttributesTests {
  @Test func frameIsTheUntransformedRectangleOfCentreAndSize() {
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    a.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(a.center == CGPoint(x: 60, y: 45) && a.size == CGSize(width: 100, height: 50))
    a.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(a.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    a.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(a.frame == CGRect(x: 40, y: 25, width: 40, height: 40))
    #expect(CATransform3DEqualToTransform(a.transform3D, CATransform3DMakeScale(2, 2, 1)))
    a.transform3D = CATransform3DMakeTranslation(5, 6, 7)
    #expect(a.transform == CGAffineTransform(translationX: 5, y: 6))
  }

  @Test func theFactoriesSayWhatTheyDescribe() {
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 3))
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
    let decoration = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "Shelf", with: IndexPath(item: 0, section: 0))
    #expect(decoration.representedElementCategory == .decorationView)
    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
    #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden)
  }

  @Test func aCopyIsOfTheSubclassWithEveryValue() throws {
    let a = PageAttributes(forCellWith: IndexPath(item: 4, section: 0))
    a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    a.alpha = 0.5
    a.zIndex = 7
    a.transform = CGAffineTransform(rotationAngle: 0.5)
    a.position = -0.25
    let copy = try #require(a.copy() as? PageAttributes)
    #expect(copy !== a)
    #expect(copy.isEqual(a) && a.isEqual(copy))
    #expect(copy.position == -0.25 && copy.frame == a.frame && copy.zIndex == 7)
    copy.position = 1
    #expect(!copy.isEqual(a))
    // Attributes of another class are never equal.
    let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 0))
    plain.frame = a.frame
    #expect(!plain.isEqual(a))
  }

  @Test func aLayoutMakesItsAttributesOfItsClass() throws {
    final class PagingLayout: UICollectionViewFlowLayout {
      override class var layoutAttributesClass: AnyClass { PageAttributes.self }
    }
    let layout = PagingLayout()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    let source = CountingSource(counts: [3])
    grid.dataSource = source
    let item = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(item is PageAttributes)
    let all = try #require(layout.layoutAttributesForElements(in: grid.bounds))
    #expect(all.count == 3 && all.allSatisfy { $0 is PageAttributes })
  }
}

/// A data source of plain cells in sections of the given counts.
class CountingSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  var moves: [(IndexPath, IndexPath)] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.contentView.backgroundColor = .systemBlue
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { moves.append((sourceIndexPath, destinationIndexPath)) }
}
