import Compositor
import Foundation
import Geometry
import Raster
import Testing

@testable import HeadlessUIKit

/// `CALayer.mask`, `UIView.mask` and visual effect views: what they put in the render tree,
/// how they animate, and what they draw.
@MainActor @Suite struct MaskAndVisualEffectTests {
  /// A stage whose root view controller's view holds `views` over a background.
  func stage(_ views: [UIView], background: UIColor = .white, style: UIUserInterfaceStyle = .light)
    -> Stage
  {
    let stage = Stage(device: .iPhoneSE, appearance: style)
    let vc = UIViewController()
    stage.run {
      vc.view.backgroundColor = background
      for v in views { vc.view.addSubview(v) }
      stage.window.rootViewController = vc
    }
    stage.advance(to: 0.01)
    return stage
  }

  /// Every node of a tree, depth first.
  func nodes(_ tree: RenderTree) -> [RenderNode] {
    var out: [RenderNode] = []
    func walk(_ n: RenderNode) {
      out.append(n)
      n.sublayers.forEach(walk)
    }
    tree.layers.forEach(walk)
    return out
  }

  static func circle(_ rect: CGRect) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.frame = rect
    shape.path = CGPath(ellipseIn: CGRect(origin: .zero, size: rect.size), transform: nil)
    return shape
  }

  @Test func aLayersMaskGoesIntoTheTreeAndIsNotDrawn() throws {
    let card = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 200))
    card.backgroundColor = .systemRed
    card.layer.mask = Self.circle(CGRect(x: 0, y: 0, width: 200, height: 200))
    let s = stage([card])
    let masked = try #require(nodes(s.renderTree()).first { $0.mask != nil })
    #expect(masked.backgroundColor == UIColor.systemRed.cgColor.rgbaColor)
    #expect(masked.mask?.shape != nil && masked.sublayers.isEmpty)
    let frame = try Compositor().render(s.renderTree())
    // Inside the circle the card; its corner, outside the circle, the background.
    #expect(frame.pixel(x: 280, y: 280) == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    #expect(frame.pixel(x: 84, y: 84) == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func aViewsMaskIsItsLayersMask() throws {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let mask = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    mask.backgroundColor = .black
    card.mask = mask
    #expect(card.layer.mask === mask.layer && mask.superview == nil)
    card.mask = nil
    #expect(card.layer.mask == nil)
  }

  /// A mask that draws nothing hides the layer.
  @Test func aTransparentMaskHidesTheLayer() {
    let card = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
    card.backgroundColor = .systemBlue
    let mask = CALayer()
    mask.frame = card.bounds
    mask.opacity = 0
    card.layer.mask = mask
    let s = stage([card])
    #expect(
      !nodes(s.renderTree()).contains { $0.backgroundColor == UIColor.systemBlue.cgColor.rgbaColor }
    )
  }

  /// A circular reveal: the mask's scale animates on the masked layer's clock.
  @Test func aMaskAnimatesLikeAnyLayer() throws {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    card.backgroundColor = .systemGreen
    let circle = Self.circle(CGRect(x: 0, y: 0, width: 200, height: 200))
    card.layer.mask = circle
    let s = stage([card])
    s.run {
      let grow = CABasicAnimation(keyPath: "transform.scale")
      grow.fromValue = 0.1
      grow.toValue = 1.0
      grow.duration = 1
      circle.add(grow, forKey: "reveal")
    }
    s.advance(to: 0.51)
    let mask = try #require(nodes(s.renderTree()).first { $0.mask != nil }?.mask)
    #expect(abs(mask.transform.m11 - 0.55) < 0.02)
  }

  @Test func anEffectViewMadeWithoutAnEffectBlursOnceGivenOne() throws {
    let blur = UIVisualEffectView()
    #expect(blur.effect == nil && blur.contentView.superview === blur)
    blur.frame = CGRect(x: 20, y: 20, width: 200, height: 100)
    #expect(nodes(stage([blur]).renderTree()).allSatisfy { $0.backdrop == nil })
    blur.effect = UIBlurEffect(style: .systemMaterial)
    #expect(nodes(stage([blur]).renderTree()).contains { $0.backdrop != nil })
  }

  @Test func aBlurEffectViewDrawsItsMaterialAsABackdrop() throws {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = CGRect(x: 20, y: 20, width: 200, height: 100)
    blur.layer.cornerRadius = 12
    let label = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    label.backgroundColor = .black
    blur.contentView.addSubview(label)
    let light = try #require(nodes(stage([blur]).renderTree()).first { $0.backdrop != nil })
    #expect(
      light.backdrop
        == RenderBackdrop(
          radius: 20, saturation: 1.8, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.72)))
    #expect(light.cornerRadii == CornerRadii(uniform: 12))
    #expect(light.sublayers.count == 1)  // the content view
    let blurDark = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blurDark.frame = blur.frame
    let dark = try #require(
      nodes(stage([blurDark], style: .dark).renderTree()).first { $0.backdrop != nil })
    #expect(dark.backdrop?.tint == RGBAColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73))
  }

  @Test func aMaterialCanBeReplaced() throws {
    let custom = UIBlurEffect.Material(blurRadius: 5, saturation: 1, tintColor: .clear)
    UIBlurEffect.setMaterial(custom, for: .systemThinMaterial, in: .light)
    defer { UIBlurEffect.setMaterial(nil, for: .systemThinMaterial, in: .light) }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    blur.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let node = try #require(nodes(stage([blur]).renderTree()).first { $0.backdrop != nil })
    #expect(node.backdrop == RenderBackdrop(radius: 5))
  }

  /// Setting the effect in an animation block animates the blur in.
  @Test func settingTheEffectAnimatesTheBlur() throws {
    let blur = UIVisualEffectView(effect: nil)
    blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let s = stage([blur])
    #expect(!nodes(s.renderTree()).contains { $0.backdrop != nil })
    s.run {
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
        blur.effect = UIBlurEffect(style: .light)
      }
    }
    s.advance(to: 0.51)
    let node = try #require(nodes(s.renderTree()).first { $0.backdrop != nil })
    #expect(abs((node.backdrop?.radius ?? 0) - 15) < 0.5)
  }

  /// Vibrant content masks the vibrancy view's backdrop and is not drawn itself.
  @Test func vibrantContentMasksItsBackdrop() throws {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(
        blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
    vibrancy.frame = blur.bounds
    let glyph = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    glyph.backgroundColor = .white
    vibrancy.contentView.addSubview(glyph)
    blur.contentView.addSubview(vibrancy)
    let s = stage([blur])
    let node = try #require(nodes(s.renderTree()).first { $0.mask != nil })
    #expect(node.backdrop?.saturation == 2 && node.backdrop?.radius == 0)
    #expect(node.sublayers.isEmpty)
    #expect(node.mask?.sublayers.first?.backgroundColor == RGBAColor.white)
  }

  /// What a material draws: over a red and blue screen, the blur mixes them and the tint
  /// lightens them; away from the material, the screen is untouched.
  @Test func aMaterialBlursTheScreenBeneathIt() throws {
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 568))
    left.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let right = UIView(frame: CGRect(x: 160, y: 0, width: 160, height: 568))
    right.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    blur.frame = CGRect(x: 60, y: 200, width: 200, height: 100)
    let frame = try Compositor().render(stage([left, right, blur]).renderTree())
    let middle = frame.pixel(x: 320, y: 500)
    #expect(middle.r > 100 && middle.b > 100 && middle.g > 50)  // red, blue and white mixed
    let edge = frame.pixel(x: 140, y: 500)
    #expect(edge.r > middle.r && edge.b < middle.b)  // still reddish left of the seam
    // Below the status bar (20 points on the iPhone SE), away from the material.
    #expect(frame.pixel(x: 20, y: 60) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
  }
  /// `maskedCorners` with continuous corners: only the masked corners round (a sheet's top
  /// corners), with the continuous curve.
  @Test func maskedCornersComposeWithContinuousCorners() throws {
    func sheet(_ curve: CALayerCornerCurve) -> UIView {
      let v = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 468))
      v.backgroundColor = .black
      v.layer.cornerRadius = 40
      v.layer.cornerCurve = curve
      v.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      return v
    }
    let continuous = try Compositor().render(stage([sheet(.continuous)]).renderTree())
    let circular = try Compositor().render(stage([sheet(.circular)]).renderTree())
    // Square bottom corners, round top ones.
    #expect(continuous.pixel(x: 0, y: 1135) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(continuous.pixel(x: 639, y: 1135) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(continuous.pixel(x: 1, y: 201) == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    // The continuous curve leaves the side earlier than the circle: 100 px along the top edge
    // (the circle's arc ends at 80 px), the first row is whole for the circle, not for it.
    #expect(circular.pixel(x: 100, y: 200) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(continuous.pixel(x: 100, y: 200).r > 0)
  }
}
