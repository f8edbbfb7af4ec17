/// The Symbols framework's effects (iOS 17), which UIKit brings with it: what an image view's
/// `addSymbolEffect(_:options:animated:completion:)` takes. Curtain keeps them as state and
/// does not animate the symbol (UIImageView+SymbolEffects.swift).
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that runs until it is removed (`.pulse`, `.variableColor`, `.scale`).
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once or a number of times (`.bounce`, `.pulse`).
public protocol DiscreteSymbolEffect {}
/// An effect that leaves the symbol changed until it is removed (`.appear`, `.disappear`).
public protocol TransientSymbolEffect {}
/// An effect that replaces one symbol with another (`.replace`).
public protocol ContentTransitionSymbolEffect {}

/// How an effect's layers move: the whole symbol, or layer by layer.
enum SymbolEffectLayering: Hashable, Sendable { case wholeSymbol, byLayer }

/// A symbol that bounces, up (the default) or down.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var isDown = false
  var layering = SymbolEffectLayering.wholeSymbol
  public init() {}
  public var up: Self { with { $0.isDown = false } }
  public var down: Self { with { $0.isDown = true } }
  public var byLayer: Self { with { $0.layering = .byLayer } }
  public var wholeSymbol: Self { with { $0.layering = .wholeSymbol } }
}

/// A symbol whose opacity pulses.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var layering = SymbolEffectLayering.wholeSymbol
  public init() {}
  public var byLayer: Self { with { $0.layering = .byLayer } }
  public var wholeSymbol: Self { with { $0.layering = .wholeSymbol } }
}

/// A symbol whose layers light up in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  var isIterative = false
  var isReversing = false
  var hidesInactiveLayers = false
  public init() {}
  public var iterative: Self { with { $0.isIterative = true } }
  public var cumulative: Self { with { $0.isIterative = false } }
  public var reversing: Self { with { $0.isReversing = true } }
  public var nonReversing: Self { with { $0.isReversing = false } }
  public var hideInactiveLayers: Self { with { $0.hidesInactiveLayers = true } }
  public var dimInactiveLayers: Self { with { $0.hidesInactiveLayers = false } }
}

/// A symbol scaled up or down while the effect lasts.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  var isDown = false
  var layering = SymbolEffectLayering.wholeSymbol
  public init() {}
  public var up: Self { with { $0.isDown = false } }
  public var down: Self { with { $0.isDown = true } }
  public var byLayer: Self { with { $0.layering = .byLayer } }
  public var wholeSymbol: Self { with { $0.layering = .wholeSymbol } }
}

/// A symbol drawn in (`.appear`) or out (`.disappear`), and left so until the effect goes.
public struct AppearSymbolEffect: SymbolEffect, TransientSymbolEffect {
  var isDown = false
  public init() {}
  public var up: Self { with { $0.isDown = false } }
  public var down: Self { with { $0.isDown = true } }
}

/// See ``AppearSymbolEffect``.
public struct DisappearSymbolEffect: SymbolEffect, TransientSymbolEffect {
  var isDown = false
  public init() {}
  public var up: Self { with { $0.isDown = false } }
  public var down: Self { with { $0.isDown = true } }
}

/// One symbol replaced by another (`setSymbolImage(_:contentTransition:)`).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  public init() {}
}

extension SymbolEffect {
  fileprivate func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// How an effect plays: how many times (once by default for a discrete effect, until removed
/// for an indefinite one) and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
  /// Times to play; nil is the effect's own default, 0 until removed.
  private(set) var repeatCount: Int?
  /// A multiple of the effect's speed.
  private(set) var speed = 1.0

  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  public static var repeating: SymbolEffectOptions { Self.default.repeating }
  public static var nonRepeating: SymbolEffectOptions { Self.default.nonRepeating }
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { Self.default.repeat(count) }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { Self.default.speed(speed) }

  public var repeating: SymbolEffectOptions { with { $0.repeatCount = 0 } }
  public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1 } }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    with { $0.repeatCount = Swift.max(1, count) }
  }
  public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speed = speed } }

  private func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}
