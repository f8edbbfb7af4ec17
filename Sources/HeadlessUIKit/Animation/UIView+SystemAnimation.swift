import Foundation

extension UIView {
  /// An animation UIKit supplies, as UIKit's `UIView.SystemAnimation`.
  public enum SystemAnimation: UInt, Sendable {
    /// Fades views out and removes them from their superviews.
    case delete = 0
  }

  /// Runs a system animation on `views` with `parallelAnimations` alongside, then calls
  /// `completion` (iOS 7). `.delete` fades the views out over 0.3 s with the options' curve,
  /// removes them from their superviews and gives them back their alpha. UIKit does not
  /// publish the animation: the fade and its duration are Curtain's.
  public class func perform(
    _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let alphas = views.map(\.alpha)
    animate(
      withDuration: 0.3, delay: 0, options: options,
      animations: {
        for view in views { view.alpha = 0 }
        parallelAnimations?()
      },
      completion: { finished in
        for (view, alpha) in zip(views, alphas) {
          view.removeFromSuperview()
          view.alpha = alpha
        }
        completion?(finished)
      })
  }
}
