import Foundation
import Testing

@testable import HeadlessUIKit

/// Insetting rectangles as `UIEdgeInsetsInsetRect` does.
@Suite struct UIEdgeInsetsTests {
  @Test(
    arguments: [
      //  rect (x, y, w, h)  insets (t, l, b, r)  result (x, y, w, h)
      ([0, 0, 393, 852], [59, 0, 34, 0], [0, 59, 393, 759]),
      ([0, 0, 852, 393], [0, 59, 21, 59], [59, 0, 734, 372]),
      ([10, 10, 100, 50], [-5, -5, -5, -5], [5, 5, 110, 60]),
      ([0, 0, 10, 10], [8, 8, 8, 8], [8, 8, -6, -6]),  // not standardised
      ([3, 4, 5, 6], [0, 0, 0, 0], [3, 4, 5, 6]),
    ] as [([CGFloat], [CGFloat], [CGFloat])])
  func insetByMovesEachEdge(rect: [CGFloat], insets: [CGFloat], result: [CGFloat]) {
    let r = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
    let i = UIEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
    let out = r.inset(by: i)
    #expect([out.origin.x, out.origin.y, out.size.width, out.size.height] == result)
  }

  @Test func zeroAndDescriptions() {
    #expect(UIEdgeInsets() == .zero)
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.description == "{1.0, 2.0, 3.0, 4.0}")
    #expect(NSDirectionalEdgeInsets() == .zero)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(directional.leading == 2 && directional.trailing == 4)
    #expect(directional != .zero)
  }
}
