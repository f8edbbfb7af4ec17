import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// A label's highlighted colour and shadow are drawn; its disabled look is kept as UIKit keeps
/// it and, not being drawn, said so once on the console.
@MainActor @Suite struct UILabelStateTests {
  /// The opaque colours of `label`'s text, drawn on an iPhone SE.
  func inkColours(_ label: UILabel, on stage: Stage) throws -> Set<PremultipliedRGBA8> {
    stage.run { stage.window.addSubview(label) }
    stage.advance(to: 0.1)
    let b = try #require(label.layer.contents as? CGImage).renderImage.bitmap
    return Set(
      (0..<b.height).flatMap { y in (0..<b.width).map { b[$0, y] } }.filter { $0.a == 255 })
  }

  func label(_ text: String) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    label.text = text
    label.textColor = .black
    return label
  }

  @Test func aHighlightedLabelDrawsItsHighlightedTextColor() throws {
    let plain = label("Selected")
    plain.highlightedTextColor = .white
    #expect(try inkColours(plain, on: Stage(device: .iPhoneSE)) == [.black])

    let highlighted = label("Selected")
    highlighted.highlightedTextColor = .white
    highlighted.isHighlighted = true
    #expect(try inkColours(highlighted, on: Stage(device: .iPhoneSE)) == [.white])

    let noColour = label("Selected")
    noColour.isHighlighted = true
    #expect(try inkColours(noColour, on: Stage(device: .iPhoneSE)) == [.black])
  }

  @Test func theShadowIsDrawnInItsColourAtItsOffset() throws {
    let plain = label("Shadowed")
    let shadowed = label("Shadowed")
    shadowed.shadowColor = .systemRed
    shadowed.shadowOffset = CGSize(width: 2, height: 1)
    let red = RGBAColor(r: 255, g: 59, b: 48).premultiplied()
    #expect(try inkColours(plain, on: Stage(device: .iPhoneSE)) == [.black])
    // Black text over its red shadow (and their blends where glyph edges cross the shadow).
    #expect(try inkColours(shadowed, on: Stage(device: .iPhoneSE)).isSuperset(of: [.black, red]))
    // Unblurred, two points right and one down (4 and 2 pixels at 2×): the red ink's box is the
    // black ink's moved by that much.
    let b = try #require(shadowed.layer.contents as? CGImage).renderImage.bitmap
    func box(_ colour: PremultipliedRGBA8) -> (Int, Int) {
      var right = 0
      var bottom = 0
      for y in 0..<b.height {
        for x in 0..<b.width where b[x, y] == colour {
          right = max(right, x)
          bottom = max(bottom, y)
        }
      }
      return (right, bottom)
    }
    let text = box(.black)
    let shadow = box(red)
    #expect(shadow.0 == text.0 + 4 && shadow.1 == text.1 + 2)
  }

  @Test func shadowsAndTheDisabledLookKeepUIKitsValuesAndSaySoOnce() {
    let stage = Stage(device: .iPhoneSE)
    let l = label("Shadowed")
    #expect(l.shadowColor == nil && l.shadowOffset == CGSize(width: 0, height: -1))
    #expect(l.isEnabled && !l.isHighlighted && l.baselineAdjustment == .alignBaselines)
    stage.run {
      l.shadowColor = .gray
      l.shadowOffset = CGSize(width: 1, height: 1)
      l.isEnabled = false
      label("Again").shadowColor = .gray
    }
    #expect(l.shadowOffset == CGSize(width: 1, height: 1) && !l.isEnabled)
    #expect(
      stage.messages.map(\.text) == [
        "UILabel.isEnabled has no effect in Curtain: disabled labels draw their text undimmed."
      ])
  }
}
