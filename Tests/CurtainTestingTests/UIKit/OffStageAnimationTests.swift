import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// A game board in the way puzzle games build theirs: a grid of empty cells, and numbered tiles
/// that pop in, from a tenth of their size to 1.1 after a short delay, then back to their own
/// size in the first animation's completion.
final class TileBoardView: UIView {
  let cellWidth: CGFloat = 50
  let padding: CGFloat = 6
  var completions = 0

  init(dimension: Int) {
    let side = padding + CGFloat(dimension) * (cellWidth + padding)
    super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    backgroundColor = .black
    layer.cornerRadius = 6
    for column in 0..<dimension {
      for row in 0..<dimension {
        let cell = UIView(frame: cellFrame(row: row, column: column))
        cell.layer.cornerRadius = 4
        cell.backgroundColor = .darkGray
        addSubview(cell)
      }
    }
  }

  required init?(coder: NSCoder) { nil }

  func cellFrame(row: Int, column: Int) -> CGRect {
    CGRect(
      x: padding + CGFloat(column) * (cellWidth + padding),
      y: padding + CGFloat(row) * (cellWidth + padding), width: cellWidth, height: cellWidth)
  }

  /// Adds a tile showing `value` at the cell, popping it in.
  @discardableResult func insertTile(row: Int, column: Int, value: Int) -> UIView {
    let tile = UIView(frame: cellFrame(row: row, column: column))
    tile.layer.cornerRadius = 4
    tile.backgroundColor = .orange
    let label = UILabel(frame: tile.bounds)
    label.textAlignment = .center
    label.text = "\(value)"
    tile.addSubview(label)
    tile.layer.setAffineTransform(CGAffineTransform(scaleX: 0.1, y: 0.1))
    addSubview(tile)
    UIView.animate(
      withDuration: 0.18, delay: 0.05, options: [],
      animations: { tile.layer.setAffineTransform(CGAffineTransform(scaleX: 1.1, y: 1.1)) },
      completion: { _ in
        self.completions += 1
        UIView.animate(withDuration: 0.08) { tile.layer.setAffineTransform(.identity) }
      })
    return tile
  }
}

/// Animations started before any stage or window exists, as a synchronous test starts them: on
/// iOS they stay attached, and their completions wait, until the run loop turns.
@MainActor @Suite struct OffStageAnimationTests {
  /// The board's cells as an iOS 12.2 simulator describes them.
  let cells = """
    <CurtainTestingTests.TileBoardView; frame = (0 0; 118 118); layer = <CALayer>>
       | <UIView; frame = (6 6; 50 50); layer = <CALayer>>
       | <UIView; frame = (6 62; 50 50); layer = <CALayer>>
       | <UIView; frame = (62 6; 50 50); layer = <CALayer>>
       | <UIView; frame = (62 62; 50 50); layer = <CALayer>>
    """

  /// Verifies the board's description, on an iOS 12.2 simulator, against `expected`.
  func verify(_ board: UIView, _ expected: String) throws -> String? {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(expected, named: "1")
    let message = SnapshotSimulator.$systemVersion.withValue("12.2") {
      fixtures.verify(board, as: .recursiveDescription, named: "1")
    }
    if let message { Issue.record(Comment(rawValue: message)) }
    return message
  }

  @Test func aTileInsertedBeforeAnyStageIsDescribedMidPop() throws {
    let board = TileBoardView(dimension: 2)
    board.insertTile(row: 1, column: 1, value: 2)
    #expect(
      try verify(
        board,
        cells + """

             | <UIView; frame = (59.5 59.5; 55 55); transform = [1.1000000000000001, 0, 0, 1.1000000000000001, 0, 0]; animations = { transform=<CABasicAnimation>; }; layer = <CALayer>>
             |    | <UILabel; frame = (0 0; 50 50); text = '2'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
          """) == nil)
    #expect(board.completions == 0)
  }

  @Test func theTileStaysMidPopAcrossStrategies() throws {
    let board = TileBoardView(dimension: 2)
    let tile = board.insertTile(row: 0, column: 1, value: 4)
    _ = try SnapshotFixtures().record(board, as: .recursiveDescription)
    #expect(tile.layer.animationKeys() == ["transform"])
    #expect(board.completions == 0)
  }

  /// Settled, the stage whose window shows the board takes the animations over: the pop and
  /// the shrink in its completion run on its clock, and the tile comes to rest.
  @Test func settledTheTileComesToRest() throws {
    let board = TileBoardView(dimension: 2)
    board.insertTile(row: 1, column: 1, value: 2)
    let message = try SnapshotMoment.$current.withValue(.settled) {
      try verify(
        board,
        cells + """

             | <UIView; frame = (62 62; 50 50); layer = <CALayer>>
             |    | <UILabel; frame = (0 0; 50 50); text = '2'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
          """)
    }
    #expect(message == nil)
    #expect(board.completions == 1)
  }
}
