import Foundation

/// One kind of particle a `CAEmitterLayer` emits, as Core Animation's `CAEmitterCell`: how
/// many are born a second, how long they live, how they move, turn, scale and change colour,
/// and the image each shows. Ranges are the spread around a value; speeds are changes per
/// second. Defaults are Core Animation's.
@preconcurrency @MainActor open class CAEmitterCell: NSObject, CAMediaTiming {
  /// A name for key paths (`emitterCells.spark.birthRate`). Default: nil.
  open var name: String?
  /// Whether the cell emits. Default: true.
  open var isEnabled = true
  /// Particles born a second, multiplied by the layer's. Default: 0.
  open var birthRate: Float = 0
  /// A particle's life in seconds, and its spread. Default: 0, 0.
  open var lifetime: Float = 0
  open var lifetimeRange: Float = 0
  /// The direction of emission, radians: latitude from the z axis, longitude in the x-y plane,
  /// and the cone's half-angle. Default: 0.
  open var emissionLatitude: CGFloat = 0
  open var emissionLongitude: CGFloat = 0
  open var emissionRange: CGFloat = 0
  /// Initial speed, points a second, and its spread. Default: 0.
  open var velocity: CGFloat = 0
  open var velocityRange: CGFloat = 0
  /// Acceleration, points a second squared. Default: 0.
  open var xAcceleration: CGFloat = 0
  open var yAcceleration: CGFloat = 0
  open var zAcceleration: CGFloat = 0
  /// Size factor, its spread, and its change a second. Default: 1, 0, 0.
  open var scale: CGFloat = 1
  open var scaleRange: CGFloat = 0
  open var scaleSpeed: CGFloat = 0
  /// Turning speed, radians a second, and its spread. Default: 0.
  open var spin: CGFloat = 0
  open var spinRange: CGFloat = 0
  /// The colour the image is multiplied by. Default: opaque white.
  open var color: CGColor? = .white
  /// Spreads of the colour's components. Default: 0.
  open var redRange: Float = 0
  open var greenRange: Float = 0
  open var blueRange: Float = 0
  open var alphaRange: Float = 0
  /// Changes of the colour's components a second. Default: 0.
  open var redSpeed: Float = 0
  open var greenSpeed: Float = 0
  open var blueSpeed: Float = 0
  open var alphaSpeed: Float = 0
  /// The image each particle shows (a `CGImage`). Default: nil.
  open var contents: Any?
  /// The part of the image shown, in its unit square. Default: (0, 0, 1, 1).
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Pixels per point of the image. Default: 1.
  open var contentsScale: CGFloat = 1
  /// Sampling filters (`kCAFilterLinear`, …) and bias. Default: linear, linear, 0.
  open var minificationFilter = "linear"
  open var magnificationFilter = "linear"
  open var minificationFilterBias: Float = 0
  /// Cells each particle emits in turn. Default: nil.
  open var emitterCells: [CAEmitterCell]?
  /// Default values for keys not set. Default: nil.
  open var style: [AnyHashable: Any]?

  // CAMediaTiming: the cell's own time within its layer's.
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed

  /// A cell with Core Animation's defaults.
  public override init() { super.init() }

  /// The default value of a property, by key (`"scale"` → 1), or nil.
  open class func defaultValue(forKey key: String) -> Any? {
    let defaults: [String: Any] = [
      "isEnabled": true, "enabled": true, "scale": CGFloat(1), "speed": Float(1),
      "contentsScale": CGFloat(1), "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1),
    ]
    return defaults[key]
  }

  /// Whether `key`'s value is archived: always.
  open func shouldArchiveValue(forKey key: String) -> Bool { true }
}
