import Compositor
import Foundation
import Geometry
import Raster

/// Random layer trees that use every feature the compositor has, for fast-versus-reference tests
/// (seeded) and for the compositor's fuzz target (drawn from the fuzzer's input).
public struct RandomTrees<Source: RandomNumberGenerator> {
  public var rng: Source
  public let width: Double, height: Double
  /// Whether layers may also have continuous corners, shape-layer paths and path shadows
  /// (RandomTrees+Paths.swift).
  public let paths: Bool
  /// Whether layers may also have masks and backdrop filters (RandomTrees+Effects.swift).
  public let effects: Bool

  /// Trees of `width × height` points drawn from `source`.
  public init(
    source: Source, width: Double, height: Double, paths: Bool = false, effects: Bool = false
  ) {
    rng = source
    self.width = width
    self.height = height
    self.paths = paths
    self.effects = effects
  }

  public mutating func color(alpha: ClosedRange<Double> = 0.2...1) -> RGBAColor {
    RGBAColor(
      red: rng.double(0...1), green: rng.double(0...1), blue: rng.double(0...1),
      alpha: rng.double(alpha))
  }

  public mutating func transform() -> CATransform3D {
    switch rng.int(0...5) {
    case 0: return CATransform3DMakeRotation(rng.double(-1...1), 0, 0, 1)
    case 1: return CATransform3DMakeScale(rng.double(0.5...1.5), rng.double(0.5...1.5), 1)
    case 2:
      var t = CATransform3DMakeRotation(rng.double(-1.2...1.2), 0, 1, 0)
      t.m34 = -1 / 120
      return t
    case 3: return CATransform3DMakeScale(-1, 1, 1)
    default: return .identity
    }
  }

  public mutating func image() -> RenderImage {
    let w = rng.int(2...12)
    let h = rng.int(2...12)
    var bytes: [UInt8] = []
    let opaque = rng.int(0...1) == 0
    for _ in 0..<(w * h) {
      let p = PremultipliedRGBA8(packed: rng.premultipliedPixel(opaque: opaque))
      bytes += [p.r, p.g, p.b, p.a]
    }
    return RenderImage(try! PremultipliedRGBA8Bitmap(width: w, height: h, premultipliedRGBA: bytes))
  }

  public mutating func node(depth: Int) -> RenderNode {
    let w = rng.double(4...(width * 0.7))
    let h = rng.double(4...(height * 0.7))
    var n = RenderNode(
      bounds: CGRect(x: 0, y: 0, width: w, height: h),
      position: CGPoint(x: rng.double(0...width), y: rng.double(0...height)))
    if rng.int(0...2) == 0 { n.transform = transform() }
    if rng.int(0...2) == 0 { n.opacity = rng.double(0.3...0.9) }
    n.allowsGroupOpacity = rng.int(0...3) != 0
    if rng.int(0...3) != 0 { n.backgroundColor = color() }
    if rng.int(0...1) == 0 { n.cornerRadii = CornerRadii(uniform: rng.double(0...12)) }
    n.masksToBounds = rng.int(0...2) == 0
    if rng.int(0...4) == 0 { n.border = RenderBorder(width: rng.double(0.5...4), color: color()) }
    if rng.int(0...5) == 0 {
      n.shadow = RenderShadow(
        color: color(alpha: 1...1), opacity: rng.double(0.2...1),
        offset: CGSize(width: rng.double(-3...3), height: rng.double(0...4)),
        radius: rng.double(0...3),
        path: rng.int(0...1) == 0
          ? RoundedRect(rect: CGRect(x: 0, y: 0, width: w, height: h), cornerRadius: 3) : nil)
    }
    if rng.int(0...5) == 0 { n.contents = image() }
    if rng.int(0...6) == 0 { n.gradient = RenderGradient(colors: [color(), color(), color()]) }
    if paths { addPaths(to: &n) }
    if effects { addEffects(to: &n, depth: depth) }
    if depth > 0 {
      n.sublayers = (0..<rng.int(0...3)).map { _ in node(depth: depth - 1) }
      if rng.int(0...4) == 0 {
        var p = CATransform3DIdentity
        p.m34 = -1 / 150
        n.sublayerTransform = p
      }
    }
    return n
  }

  public mutating func tree(scale: CGFloat = 1) -> RenderTree {
    RenderTree(
      size: CGSize(width: width, height: height), scale: scale,
      backgroundColor: rng.int(0...1) == 0 ? .black : color(),
      layers: (0..<rng.int(1...4)).map { _ in node(depth: 2) })
  }
}

extension RandomTrees where Source == SeededRandom {
  /// Trees drawn from a ``SeededRandom`` seeded with `seed`: the same trees on every run.
  public init(
    seed: UInt64, width: Double, height: Double, paths: Bool = false, effects: Bool = false
  ) {
    self.init(
      source: SeededRandom(seed: seed), width: width, height: height, paths: paths,
      effects: effects)
  }
}
