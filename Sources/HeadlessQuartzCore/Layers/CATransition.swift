import Foundation

/// The kinds of `CATransition`, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a `CATransition`, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// `kCATransition`, the key a layer's transition animation is usually added under.
public let kCATransition = "transition"

/// An animation between a layer's look before and after a change, as Core Animation's
/// `CATransition` (`layer.add(transition, forKey: kCATransition)`).
///
/// It is added, timed, reported to its delegate and completes like any animation; Curtain does
/// not draw the cross-fade or slide: the layer changes at once, and the first transition a stage
/// runs says so on its console.
@preconcurrency @MainActor open class CATransition: CAAnimation {
  /// The kind of transition. Default: `.fade`.
  open var type: CATransitionType = .fade
  /// The direction of a push, move in or reveal. Default: nil.
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0…1. Default: 0.
  open var startProgress: Float = 0
  /// Where it ends, 0…1. Default: 1.
  open var endProgress: Float = 1
  /// A Core Image filter to transition with instead of `type` (kept). Default: nil.
  open var filter: Any?

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    guard let o = other as? CATransition else { return }
    type = o.type
    subtype = o.subtype
    startProgress = o.startProgress
    endProgress = o.endProgress
    filter = o.filter
  }

  /// Says once that the transition's look is not drawn; the animation runs its time.
  @_spi(UIKit) open override func apply(to state: inout LayerState, parentTime: Double) {
    noteMissingEffect(
      "CATransition", "the layer changes at once, without the \(type.rawValue) transition")
  }
}
