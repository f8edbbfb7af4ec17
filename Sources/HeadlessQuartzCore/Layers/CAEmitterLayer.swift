import Foundation

/// The shape particles are born in, as Core Animation's `CAEmitterLayerEmitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
  public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
  public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
  public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
  public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
  public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where in the shape particles are born, as Core Animation's `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
  public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
  public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
  public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited, as Core Animation's `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
  public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
  public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
  public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
  public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits particles of its `emitterCells`, as Core Animation's `CAEmitterLayer`.
///
/// Its properties multiply the cells' (`birthRate`, `lifetime`, `velocity`, `scale`, `spin`)
/// and place the emitter. Curtain keeps them all but draws no particles: the first layer with an
/// enabled cell says so once on the stage's console.
@preconcurrency @MainActor open class CAEmitterLayer: CALayer {
  /// The cells emitted. Default: nil.
  open var emitterCells: [CAEmitterCell]? { didSet { noteParticles() } }
  /// Multiplies every cell's birth rate. Default: 1.
  open var birthRate: Float = 1
  /// Multiplies every cell's lifetime. Default: 1.
  open var lifetime: Float = 1
  /// The emitter's centre, in the layer's coordinates. Default: zero.
  open var emitterPosition: CGPoint = .zero
  /// The emitter's z. Default: 0.
  open var emitterZPosition: CGFloat = 0
  /// The emitter shape's size. Default: zero.
  open var emitterSize: CGSize = .zero
  /// The emitter shape's depth. Default: 0.
  open var emitterDepth: CGFloat = 0
  /// Default: `.point`.
  open var emitterShape: CAEmitterLayerEmitterShape = .point
  /// Default: `.volume`.
  open var emitterMode: CAEmitterLayerEmitterMode = .volume
  /// Default: `.unordered`.
  open var renderMode: CAEmitterLayerRenderMode = .unordered
  /// Whether particles keep depth. Default: false.
  open var preservesDepth = false
  /// Multiplies every cell's velocity. Default: 1.
  open var velocity: Float = 1
  /// Multiplies every cell's scale. Default: 1.
  open var scale: Float = 1
  /// Multiplies every cell's spin. Default: 1.
  open var spin: Float = 1
  /// Seeds the particles' random numbers. Default: 0.
  open var seed: UInt32 = 0

  public required init() { super.init() }
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let o = layer as? CAEmitterLayer else { return }
    emitterCells = o.emitterCells
    birthRate = o.birthRate
    lifetime = o.lifetime
    emitterPosition = o.emitterPosition
    emitterZPosition = o.emitterZPosition
    emitterSize = o.emitterSize
    emitterDepth = o.emitterDepth
    emitterShape = o.emitterShape
    emitterMode = o.emitterMode
    renderMode = o.renderMode
    preservesDepth = o.preservesDepth
    velocity = o.velocity
    scale = o.scale
    spin = o.spin
    seed = o.seed
  }

  private func noteParticles() {
    guard emitterCells?.contains(where: \.isEnabled) == true else { return }
    noteMissingEffect("CAEmitterLayer", "no particles are drawn")
  }
}
