import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// A cell that records the attributes the collection view hands it.
final class AttributedCell: UICollectionViewCell {
  var applied: [UICollectionViewLayoutAttributes] = []
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    applied.append(layoutAttributes)
  }
}

/// A delegate that logs the calls a tap makes and can refuse selection.
final class TapLog: NSObject, UICollectionViewDelegate {
  var calls: [String] = []
  var selects = true
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    calls.append("shouldHighlight \(indexPath.item)")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  { calls.append("didUnhighlight \(indexPath.item)") }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    calls.append("shouldSelect \(indexPath.item)")
    return selects
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.item)")
  }
  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) { calls.append("primaryAction \(indexPath.item)") }
}

@MainActor @Suite struct CollectionViewBehaviourTests {
  /// A full-screen collection view of `layout` over `source` as a root view, laid out.
  func scene(
    _ layout: UICollectionViewLayout, _ source: UICollectionViewDataSource,
    on device: Device = .iPhoneSE
  )
    -> (Stage, UICollectionView)
  {
    let stage = Stage(device: device)
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

  @Test func attributesPlaceCellsWithTheirTransformAndReachApply() throws {
    final class Spinning: UICollectionViewFlowLayout {
      override func layoutAttributesForElements(in rect: CGRect)
        -> [UICollectionViewLayoutAttributes]?
      {
        super.layoutAttributesForElements(in: rect)?.map {
          let a = $0.copy() as! UICollectionViewLayoutAttributes
          a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
          a.alpha = 0.5
          a.zIndex = 3
          return a
        }
      }
    }
    final class Source: CountingSource {
      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.register(AttributedCell.self, forCellWithReuseIdentifier: "A")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "A", for: indexPath)
        cell.contentView.backgroundColor = .systemRed
        return cell
      }
    }
    let layout = Spinning()
    layout.itemSize = CGSize(width: 200, height: 200)
    let (stage, grid) = scene(layout, Source(counts: [1]))
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? AttributedCell)
    #expect(cell.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    #expect(
      cell.bounds.size == CGSize(width: 200, height: 200)
        && cell.center == CGPoint(x: 187.5, y: 100))
    #expect(cell.alpha == 0.5 && cell.layer.zPosition == 3)
    #expect(cell.applied.count == 1 && cell.applied[0].alpha == 0.5)
    // The same attributes again do not reach apply(_:).
    stage.run {
      grid.setNeedsLayout()
      grid.layoutIfNeeded()
    }
    #expect(cell.applied.count == 1)
    // Drawn at half size: red at the centre, white where the full-size cell's corner would be.
    let frame = try Compositor().render(stage.renderTree())
    let scale = 2
    let centre = frame.pixel(x: 160 * scale, y: 100 * scale)
    #expect(centre.r > 200 && centre.g < 200 && centre.a == 255)
    let corner = frame.pixel(x: 70 * scale, y: 30 * scale)
    #expect(corner == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func aTapCallsTheDelegateInUIKitsOrder() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let (stage, grid) = scene(layout, CountingSource(counts: [6]))
    let log = TapLog()
    grid.delegate = log
    stage.run { grid.layoutIfNeeded() }
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
    let point = cell.convert(CGPoint(x: 50, y: 50), to: stage.window)
    stage.at(0.1) { stage.tap(at: point) }
    stage.advance(to: 0.5)
    #expect(
      log.calls == [
        "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1",
        "primaryAction 1",
      ])
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    // A delegate that refuses leaves the selection alone.
    log.calls = []
    log.selects = false
    let other = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0)))
    let otherPoint = other.convert(CGPoint(x: 50, y: 50), to: stage.window)
    stage.at(0.6) { stage.tap(at: otherPoint) }
    stage.advance(to: 1)
    #expect(log.calls.last == "shouldSelect 2")
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func scrollingToAnItemPutsItWhereAsked() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 0
    let (stage, grid) = scene(layout, CountingSource(counts: [40]))
    // 667 points tall (iPhone SE); item 10 spans 1000…1100.
    stage.run { grid.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false) }
    #expect(grid.contentOffset.y == 1000)
    stage.run {
      grid.scrollToItem(
        at: IndexPath(item: 10, section: 0), at: .centeredVertically, animated: false)
    }
    #expect(grid.contentOffset.y == 1050 - 333.5)
    stage.run {
      grid.selectItem(at: IndexPath(item: 39, section: 0), animated: false, scrollPosition: .top)
    }
    // The last item cannot come to the top: the content ends.
    #expect(abs(grid.contentOffset.y - (4000 - 667)) < 0.001)
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 39, section: 0)])
    stage.run { grid.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false) }
    #expect(stage.exception?.name == "NSInvalidArgumentException")
  }

  @Test func theLayoutChoosesWhereAFlickComesToRest() throws {
    final class Paging: UICollectionViewFlowLayout {
      var asked: [CGPoint] = []
      override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
      ) -> CGPoint {
        asked.append(velocity)
        let page: CGFloat = 250
        return CGPoint(x: ((proposedContentOffset.x / page).rounded()) * page, y: 0)
      }
    }
    let layout = Paging()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 250, height: 400)
    layout.minimumLineSpacing = 0
    let (stage, grid) = scene(layout, CountingSource(counts: [10]))
    stage.at(0.1) {
      stage.pan(
        from: CGPoint(x: 280, y: 300), to: CGPoint(x: 80, y: 300), duration: 0.2, easing: .linear)
    }
    stage.advance(to: 4)
    let resting = grid.contentOffset.x
    #expect(resting.truncatingRemainder(dividingBy: 250) == 0 && resting > 0)
    #expect(layout.asked.count == 1 && layout.asked[0].x > 0)
    #expect(!grid.isDecelerating)
  }

  @Test func aNibCellRaisesAsAMissingNibDoes() {
    final class Source: CountingSource {
      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "FromNib", for: indexPath)
      }
    }
    let layout = UICollectionViewFlowLayout()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    grid.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "FromNib")
    let (stage, _) = scene(UICollectionViewFlowLayout(), CountingSource(counts: [0]))
    let source = Source(counts: [1])
    stage.run {
      stage.window.rootViewController?.view.addSubview(grid)
      grid.dataSource = source
      grid.layoutIfNeeded()
    }
    #expect(stage.exception?.name == "NSInternalInconsistencyException")
    #expect(stage.exception?.reason.hasPrefix("Could not load NIB in bundle") == true)
  }

  @Test func cellRegistrationsMakeAndConfigureCells() throws {
    final class Source: NSObject, UICollectionViewDataSource {
      let names = ["Ann", "Bo", "Cy"]
      let registration = UICollectionView.CellRegistration<AttributedCell, String> {
        cell, _, name in
        cell.accessibilityLabel = name
      }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { names.count }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: names[indexPath.item])
      }
    }
    let source = Source()
    let (_, grid) = scene(UICollectionViewFlowLayout(), source)
    let labels = grid.visibleCells.map(\.accessibilityLabel)
    #expect(labels == ["Ann", "Bo", "Cy"])
    #expect(grid.visibleCells.allSatisfy { $0 is AttributedCell && $0.reuseIdentifier != nil })
  }

  @Test func thePrefetchDataSourceHearsOfTheNextScreen() throws {
    final class Prefetch: NSObject, UICollectionViewDataSourcePrefetching {
      var fetched: [IndexPath] = []
      var cancelled: [IndexPath] = []
      func collectionView(
        _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
      ) {
        fetched += indexPaths
      }
      func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
      ) { cancelled += indexPaths }
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 0
    let (stage, grid) = scene(layout, CountingSource(counts: [100]))
    let prefetch = Prefetch()
    stage.run {
      grid.prefetchDataSource = prefetch
      grid.setNeedsLayout()
      grid.layoutIfNeeded()
    }
    // Items 0…6 show in 667 points; the next screen (to 1334) holds 7…13.
    #expect(prefetch.fetched == (7...13).map { IndexPath(item: $0, section: 0) })
    stage.run {
      grid.contentOffset = CGPoint(x: 0, y: 3000)
      grid.layoutIfNeeded()
    }
    // Jumping away cancels those never shown.
    #expect(prefetch.cancelled == (7...13).map { IndexPath(item: $0, section: 0) })
    stage.run { grid.isPrefetchingEnabled = false }
    let before = prefetch.fetched.count
    stage.run {
      grid.contentOffset = CGPoint(x: 0, y: 6000)
      grid.layoutIfNeeded()
    }
    #expect(prefetch.fetched.count == before)
  }
}
