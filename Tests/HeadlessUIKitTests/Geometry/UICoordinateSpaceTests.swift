import Foundation
import Testing

@testable import HeadlessUIKit

/// Views and a screen's two coordinate spaces convert points and rectangles between each other,
/// the fixed space staying in portrait while the interface turns.
@MainActor @Suite struct UICoordinateSpaceTests {
  @Test func aViewConvertsToTheScreensSpaces() {
    let stage = Stage()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    stage.run { stage.window.addSubview(view) }
    let space = stage.screen.coordinateSpace
    #expect(space.bounds == stage.screen.bounds)
    #expect(view.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 11, y: 22))
    #expect(view.convert(CGPoint(x: 11, y: 22), from: space) == CGPoint(x: 1, y: 2))
    #expect(
      view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: stage.screen.fixedCoordinateSpace)
        == CGRect(x: 10, y: 20, width: 5, height: 5))
    let other: UICoordinateSpace = stage.window
    #expect(view.convert(CGPoint.zero, to: other) == CGPoint(x: 10, y: 20))
  }

  @Test func theFixedSpaceStaysInPortraitWhenTheInterfaceTurns() {
    let stage = Stage(orientation: .landscapeRight)
    let screen = stage.screen
    let portrait = screen.fixedCoordinateSpace.bounds.size
    #expect(portrait.width < portrait.height)
    #expect(screen.coordinateSpace.bounds.width > screen.coordinateSpace.bounds.height)
    // The interface's top left is the portrait top right when the home button is on the right.
    let corner = screen.coordinateSpace.convert(CGPoint.zero, to: screen.fixedCoordinateSpace)
    #expect(corner == CGPoint(x: portrait.width, y: 0))
    let p = CGPoint(x: 30, y: 70)
    let there = screen.fixedCoordinateSpace.convert(p, to: screen.coordinateSpace)
    #expect(screen.fixedCoordinateSpace.convert(there, from: screen.coordinateSpace) == p)
    let box = screen.coordinateSpace.convert(
      CGRect(x: 0, y: 0, width: 100, height: 40), to: screen.fixedCoordinateSpace)
    #expect(box.size == CGSize(width: 40, height: 100))
  }
}
