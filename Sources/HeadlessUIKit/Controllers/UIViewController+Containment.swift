import Foundation

extension UIViewController {
  /// `transition(from:to:duration:options:animations:completion:)`: both children's appearance
  /// begins, `to`'s view takes `from`'s place in a view transition of their superview (with the
  /// caller's animations), then `from`'s view is gone and both appearances end.
  func transitionChildren(
    _ from: UIViewController, _ to: UIViewController, duration: TimeInterval,
    options: UIView.AnimationOptions, animations: (() -> Void)?,
    completion: ((Bool) -> Void)?
  ) {
    guard from.parent === self, to.parent === self else {
      let exception = UIKitException.invalidArgument(
        "Children view controllers \(from) and \(to) must have a common parent view controller "
          + "when calling -[UIViewController "
          + "transitionFromViewController:toViewController:duration:options:animations:completion:]"
      )
      if let stage = Stage.current {
        stage.raise(exception)
      } else {
        fatalError(exception.description)
      }
      return
    }
    let animated = duration > 0
    from.beginAppearanceTransition(false, animated: animated)
    to.beginAppearanceTransition(true, animated: animated)
    let fromView: UIView = from.view
    let toView: UIView = to.view
    UIView.transition(
      with: fromView.superview ?? view, duration: duration, options: options,
      animations: {
        if let container = fromView.superview, toView.superview !== container,
          let i = container.subviews.firstIndex(where: { $0 === fromView })
        {
          container.insertSubview(toView, at: i + 1)
        }
        animations?()
      },
      completion: { finished in
        fromView.removeFromSuperview()
        from.endAppearanceTransition()
        to.endAppearanceTransition()
        completion?(finished)
      })
  }

  /// Says once that state restoration never runs on a stage.
  func noteNoStateRestoration(_ member: String) {
    noteMissingEffect(member, "state is never saved or restored on a stage")
  }
}

extension UIViewController: UIStateRestoring {}
