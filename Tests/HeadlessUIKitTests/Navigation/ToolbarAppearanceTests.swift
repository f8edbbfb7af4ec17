import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// `UIBarAppearance`, `UIToolbarAppearance` and the toolbar's appearances and bar images: what
/// they keep and what a toolbar draws with them.
@MainActor @Suite struct ToolbarAppearanceTests {
  static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

  /// An iPhone SE (2x) stage with `bar` at y = 300 over a white view, rendered.
  func render(_ bar: UIToolbar) throws -> PremultipliedRGBA8Bitmap {
    try Compositor().render(Stage.showing(bar).renderTree())
  }

  @Test func configurationsSetTheBackgroundAndShadow() {
    let appearance = UIToolbarAppearance(idiom: .phone)
    #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
    #expect(appearance.backgroundColor == nil && appearance.shadowColor != nil)
    appearance.backgroundImage = UIImage()
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
    #expect(appearance.backgroundImage == nil && appearance.shadowColor != nil)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == nil && appearance.shadowImage == nil)
    let copy: UIToolbarAppearance = appearance.copy()
    #expect(copy !== appearance && copy.idiom == .phone && copy.backgroundEffect == nil)
    #expect(appearance.copy() as? UIToolbarAppearance != nil)
  }

  @Test func aToolbarKeepsCopiesOfItsAppearances() {
    let bar = UIToolbar(frame: .zero)
    // Before any is set, the standard appearance says what the legacy properties draw.
    #expect(bar.standardAppearance.backgroundEffect != nil)
    bar.barTintColor = .systemRed
    #expect(bar.standardAppearance.backgroundColor == .systemRed)
    #expect(bar.compactAppearance == nil && bar.scrollEdgeAppearance == nil)
    let appearance = UIToolbarAppearance()
    appearance.backgroundColor = .systemBlue
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance
    appearance.backgroundColor = .systemGreen
    #expect(bar.standardAppearance.backgroundColor == .systemBlue)
    #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemBlue)
  }

  @Test func barImagesAreKeptByPositionAndMetrics() {
    let bar = UIToolbar(frame: .zero)
    let image = UIImage()
    bar.setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
    #expect(bar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === image)
    #expect(bar.backgroundImage(forToolbarPosition: .any, barMetrics: .compact) == nil)
    #expect(bar.standardAppearance.backgroundImage === image)
    bar.setShadowImage(image, forToolbarPosition: .any)
    #expect(bar.shadowImage(forToolbarPosition: .any) === image)
    #expect(bar.shadowImage(forToolbarPosition: .bottom) == nil)
    bar.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
    #expect(bar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) == nil)
  }

  /// A colour and a shadow colour: the bar is the colour and the hairline, one pixel above its
  /// top edge (row 599 at 2x), the shadow colour.
  @Test func aToolbarDrawsItsAppearance() throws {
    let bar = UIToolbar(frame: .zero)
    let appearance = UIToolbarAppearance()
    appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    appearance.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    bar.standardAppearance = appearance
    let frame = try render(bar)
    #expect(frame.pixel(x: 200, y: 640) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(frame.pixel(x: 200, y: 599) == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    #expect(frame.pixel(x: 200, y: 597) == Self.white)
  }

  /// SKPhotoBrowser's toolbar: a transparent appearance (and the old empty images) lets what is
  /// beneath show, with no hairline.
  @Test func aTransparentToolbarDrawsNothing() throws {
    let bar = UIToolbar(frame: .zero)
    let appearance = UIToolbarAppearance()
    appearance.configureWithTransparentBackground()
    bar.standardAppearance = appearance
    let frame = try render(bar)
    #expect(frame.pixel(x: 200, y: 640) == Self.white)
    #expect(frame.pixel(x: 200, y: 599) == Self.white)

    let legacy = UIToolbar(frame: .zero)
    legacy.setBackgroundImage(UIImage(), forToolbarPosition: .any, barMetrics: .default)
    legacy.setShadowImage(UIImage(), forToolbarPosition: .any)
    let old = try render(legacy)
    #expect(old.pixel(x: 200, y: 640) == Self.white)
    #expect(old.pixel(x: 200, y: 599) == Self.white)
  }

  /// Without an appearance: the material, and UIKit's chrome shadow (black at 30 %) above.
  @Test func aDefaultToolbarDrawsTheMaterialAndChromeShadow() throws {
    let frame = try render(UIToolbar(frame: .zero))
    let hairline = frame.pixel(x: 200, y: 599)
    #expect((177...180).contains(hairline.r) && hairline.r == hairline.b)
    let tinted = UIToolbar(frame: .zero)
    tinted.barTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    let green = try render(tinted)
    #expect(green.pixel(x: 200, y: 640) == PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
  }
}
