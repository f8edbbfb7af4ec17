import Foundation
import Testing

@testable import HeadlessUIKit

/// A clear bar, as photo viewers make one: an empty background image and an empty shadow image.
@MainActor @Suite struct NavigationBarImageTests {
  @Test func anEmptyBackgroundImageClearsTheBarAndTheShadowImageTheHairline() {
    let stage = Stage()
    stage.run {
      let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      // Without a background image the shadow image is not used: the hairline stays.
      bar.shadowImage = UIImage()
      #expect(bar.shadowView.backgroundColor == .separator)
      #expect(!bar.barBackground.material.isHidden)

      bar.setBackgroundImage(UIImage(), for: .default)
      #expect(bar.backgroundImage(for: .default) != nil)
      #expect(bar.backgroundImage(for: .compact) == nil)
      #expect(bar.barBackground.material.isHidden)
      #expect(bar.barBackground.backgroundColor == nil)
      #expect(bar.barBackground.layer.contents == nil)
      #expect(bar.shadowView.backgroundColor == nil)

      // Taking the image away brings the material and the hairline back.
      bar.setBackgroundImage(nil, for: .default)
      #expect(!bar.barBackground.material.isHidden)
      #expect(bar.shadowView.backgroundColor == .separator)
    }
  }

  @Test func aBackgroundImageIsDrawnAsTheBarsContents() {
    let stage = Stage()
    stage.run {
      let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      }
      bar.setBackgroundImage(image, for: .default)
      #expect(bar.barBackground.layer.contents != nil)
      #expect(bar.barBackground.layer.contents as? CGImage === image.cgImage)
    }
  }
}
