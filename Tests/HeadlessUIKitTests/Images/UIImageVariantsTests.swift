import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// Variants of an image share its pixels and carry UIKit's drawing hints; symbols, assets and
/// Core Image wrappers give back what they were made from.
@MainActor @Suite struct UIImageVariantsTests {
  func picture() throws -> UIImage {
    let bitmap = try PremultipliedRGBA8Bitmap(
      width: 20, height: 10, fill: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: 2, orientation: .up)
  }

  @Test func variantsKeepThePixelsAndCarryTheirHints() throws {
    let image = try picture()
    #expect(image.renderingMode == .automatic && image.capInsets == .zero)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate && template.cgImage === image.cgImage)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let tiled = image.resizableImage(withCapInsets: insets, resizingMode: .tile)
    #expect(tiled.capInsets == insets && tiled.resizingMode == .tile)
    // Without a mode, UIKit tiles the middle.
    #expect(image.resizableImage(withCapInsets: insets).resizingMode == .tile)
    let stretchable = image.stretchableImage(withLeftCapWidth: 3, topCapHeight: 2)
    #expect(stretchable.leftCapWidth == 3 && stretchable.topCapHeight == 2)
    let aligned = image.withAlignmentRectInsets(insets)
    #expect(aligned.alignmentRectInsets == insets && image.alignmentRectInsets == .zero)
    let based = image.withBaselineOffset(fromBottom: 2)
    #expect(based.hasBaseline && !image.hasBaseline && !based.withoutBaseline().hasBaseline)
    #expect(
      based.baselineOffsetFromBottom == 2 && based.withoutBaseline().baselineOffsetFromBottom == nil
    )
    #expect(image.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
    #expect(image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
    #expect(!image.flipsForRightToLeftLayoutDirection)
  }

  @Test func symbolsAreTemplatesDrawnAtTheConfigurationsSize() throws {
    let plus = try #require(UIImage(systemName: "plus"))
    #expect(plus.isSymbolImage && plus.size == CGSize(width: 17, height: 17))
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    let big = try #require(
      UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
    #expect(big.size == CGSize(width: 30, height: 30))
    let bitmap = try #require(big.cgImage).renderImage.bitmap
    // The plus is drawn: its centre is inked, a corner is not.
    #expect(bitmap[bitmap.width / 2, bitmap.height / 2].a > 200)
    #expect(bitmap[0, 0].a == 0)
    #expect(UIImage.add.isSymbolImage)
  }

  @Test func anAssetGivesTheImageForTheClosestTraits() throws {
    let asset = UIImageAsset()
    let light = try picture()
    let dark = try picture().withRenderingMode(.alwaysTemplate)
    asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
    asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
    let chosen = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(chosen.renderingMode == .alwaysTemplate && chosen.imageAsset === asset)
    asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(
      asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).renderingMode == .automatic)
  }

  @Test func coreImageWrappersGiveBackTheirPixels() throws {
    let image = try picture()
    let ci = try #require(CIImage(image: image))
    #expect(ci.extent == CGRect(x: 0, y: 0, width: 20, height: 10))
    let back = UIImage(ciImage: ci)
    // As in UIKit, an image made from a CIImage has no CGImage, but keeps the pixels' size.
    #expect(back.ciImage === ci && back.cgImage == nil)
    #expect(back.size == CGSize(width: 20, height: 10))
    #expect(image.ciImage == nil)
  }
}
