import Foundation

/// UIKit's private animation curve 7: the system spring of the built-in modal transitions,
/// sheets and the keyboard.
///
/// When a `UIView` animation asks for curve 7 (`7 << 16` in the options), UIKit replaces it with a
/// `CASpringAnimation` of ``Spring/uiKitDefault`` (mass 3, stiffness 1000, damping 500; ζ ≈ 4.56,
/// evaluated as critically damped), ignores the duration it was given and runs the animation for
/// `_UIViewDefaultSpringDuration`, 0.5 s:
///
///     x(t) = 1 − (1 + ω₀·t)·e^(−ω₀·t),   ω₀ = √(1000 / 3) ≈ 18.2574 s⁻¹
///     x(0.1) ≈ 0.5448,  x(0.2) ≈ 0.8793,  x(0.3) ≈ 0.9729,  x(0.4) ≈ 0.9944,  x(0.5) ≈ 0.9989
///
/// So a built-in transition reports `transitionDuration` 0.4 s but moves for 0.5 s. Which duration
/// the completion should wait for is an open question (docs/uikit-behaviour.md#system-spring);
/// ``Fitting`` offers the recommendation and the alternative.
public struct SystemSpringCurve: Hashable, Sendable {
  /// How the spring relates to the duration the caller asked for.
  public enum Fitting: Hashable, Sendable {
    /// Recommended: evaluate the spring on real time and run for ``animationDuration`` (0.5 s),
    /// whatever duration was asked for, as UIKit does.
    case runsFullSpring
    /// Alternative: play the same motion faster or slower so that it ends exactly at the nominal
    /// duration: x(t · 0.5 / duration). (Telegram's port does this with `speed = 0.5 / duration`.)
    case scaledToNominalDuration
  }

  /// The spring UIKit substitutes: ``Spring/uiKitDefault``.
  public static let spring = Spring.uiKitDefault

  /// How long UIKit runs a curve-7 animation: `_UIViewDefaultSpringDuration`, 0.5 s.
  public static let animationDuration = 0.5

  /// How the spring relates to the nominal duration. Default: ``Fitting/runsFullSpring``.
  public var fitting: Fitting

  /// Creates the system curve.
  ///
  /// - Parameter fitting: How the spring relates to the nominal duration.
  ///   Default: ``Fitting/runsFullSpring``.
  public init(fitting: Fitting = .runsFullSpring) {
    self.fitting = fitting
  }

  /// How long the animation actually runs, in seconds: when its completion fires.
  ///
  /// - Parameter nominalDuration: The duration the caller asked for (0.4 s for the built-in modal
  ///   transitions).
  /// - Returns: 0.5 for ``Fitting/runsFullSpring``; `nominalDuration` for
  ///   ``Fitting/scaledToNominalDuration``.
  public func runDuration(nominalDuration: Double) -> Double {
    switch fitting {
    case .runsFullSpring: Self.animationDuration
    case .scaledToNominalDuration: nominalDuration
    }
  }

  /// The fraction of the change shown at a time.
  ///
  /// - Parameters:
  ///   - t: Seconds since the animation started.
  ///   - nominalDuration: The duration the caller asked for, in seconds.
  /// - Returns: The spring's value; exactly 1 from ``runDuration(nominalDuration:)`` on, where
  ///   the animation ends and the model value takes over.
  public func value(at t: Double, nominalDuration: Double) -> Double {
    let end = runDuration(nominalDuration: nominalDuration)
    if t >= end { return 1 }
    switch fitting {
    case .runsFullSpring:
      return Self.spring.value(at: t)
    case .scaledToNominalDuration:
      return Self.spring.value(at: t * Self.animationDuration / nominalDuration)
    }
  }
}
