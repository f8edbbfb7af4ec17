import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// A text layer's string is drawn by UIKit's string drawing, in its colour, aligned as asked.
@MainActor @Suite struct TextLayerPainterTests {
  /// How many red pixels the stage shows left and right of x = 150 points, in y 100…150.
  func redInk(_ configure: (CATextLayer) -> Void) throws -> (left: Int, right: Int) {
    let stage = Stage()
    let text = CATextLayer()
    stage.run {
      text.frame = CGRect(x: 0, y: 100, width: 300, height: 50)
      text.string = "Hello"
      text.fontSize = 30
      text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      configure(text)
      stage.window.layer.addSublayer(text)
    }
    stage.advance(to: 0.1)
    let frame = try Compositor().render(stage.renderTree())
    let s = Int(stage.screen.scale)
    var (left, right) = (0, 0)
    for y in (100 * s)..<(150 * s) {
      for x in 0..<(300 * s) {
        let p = frame.pixel(x: x, y: y)
        guard p.r > 150 && p.g < 80 && p.b < 80 else { continue }
        if x < 150 * s { left += 1 } else { right += 1 }
      }
    }
    return (left, right)
  }

  @Test func theStringIsDrawnInItsColourFromTheLeft() throws {
    let ink = try redInk { _ in }
    #expect(ink.left > 100 && ink.right == 0)
  }

  @Test func rightAlignedTextIsDrawnAtTheRight() throws {
    let ink = try redInk { $0.alignmentMode = .right }
    #expect(ink.right > 100 && ink.left == 0)
  }

  @Test func defaultsAreCoreAnimations() {
    let text = CATextLayer()
    #expect(text.fontSize == 36 && text.foregroundColor == CGColor.white)
    #expect(text.string == nil && !text.isWrapped)
    #expect(text.truncationMode == .none && text.alignmentMode == .natural)
    #expect(text.needsDisplayOnBoundsChange)
  }
}
