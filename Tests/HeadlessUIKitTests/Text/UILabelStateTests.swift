import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// A label's highlighted colour is drawn; its shadow and disabled look are kept as UIKit keeps
/// them and, not being drawn, said so once on the console.
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
        "UILabel.shadowColor has no effect in Curtain: label text is drawn without its shadow.",
        "UILabel.isEnabled has no effect in Curtain: disabled labels draw their text undimmed.",
      ])
  }
}
