// A board that asks its pieces whether they can be dragged, as `curtain port` leaves iOS code
// asking `conforms(to: Draggable.self)`, compiled against the drop-in UIKit in the Swift 5
// language mode.
import Testing
import UIKit

protocol ProtocolPortDraggable {}

@MainActor @Suite struct ProtocolPortTests {
  final class Piece: UIView, ProtocolPortDraggable {}

  final class Board: UIView {
    func draggable() -> [UIView] {
      subviews.filter {
        $0.conforms(
          to: Protocol(ProtocolPortDraggable.self) { $0 is any ProtocolPortDraggable.Type })
      }
    }
  }

  @Test func onlyPiecesAreDraggable() {
    let board = Board()
    let piece = Piece()
    board.addSubview(piece)
    board.addSubview(UIView())
    #expect(board.draggable() == [piece])
    #expect(
      Piece.conforms(
        to: Protocol(ProtocolPortDraggable.self) { $0 is any ProtocolPortDraggable.Type }))
  }
}
