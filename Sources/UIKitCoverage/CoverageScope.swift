/// The headers whose types presentation code touches, by framework: views, controllers,
/// presentation, transitions, animators, gesture recognizers, scroll, table and collection
/// views, labels, buttons, images, fonts, colours, layers, Core Graphics, Auto Layout, traits,
/// screens, windows, scenes, the application and NSValue's UIKit additions.
public enum CoverageScope {
  public static let headers: [(framework: String, headers: [String])] = [
    (
      "UIKit",
      [
        "UIView", "UIResponder", "UIViewController", "UIPresentationController",
        "UIViewControllerTransitioning", "UIViewControllerTransitionCoordinator",
        "UIViewControllerTransition", "UIZoomTransitionOptions",
        "UIViewAnimating", "UIViewPropertyAnimator", "UITimingParameters",
        "UITimingCurveProvider", "UIGestureRecognizer", "UIGestureRecognizerSubclass",
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer",
        "UIRotationGestureRecognizer", "UISwipeGestureRecognizer",
        "UILongPressGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIScrollView",
        "UITableView", "UITableViewCell", "UITableViewController", "UICollectionView",
        "UICollectionViewCell", "UICollectionViewLayout", "UICollectionViewFlowLayout",
        "UICollectionViewController", "UILabel", "UIControl", "UIButton", "UIImage",
        "UIImageView", "UIFont", "UIColor", "UIBezierPath", "UIGraphics",
        "UIGraphicsRenderer", "UIGraphicsImageRenderer", "NSLayoutConstraint",
        "NSLayoutAnchor", "UILayoutGuide", "UIStackView", "UITraitCollection", "UIScreen",
        "UIWindow", "UIWindowScene", "UIScene", "UIApplication", "UIGeometry",
        "UINavigationController", "UISheetPresentationController",
        "UIPopoverPresentationController", "UIAlertController", "UIVisualEffectView",
        "UIVisualEffect", "UIBlurEffect", "UIVibrancyEffect", "UIPageControl",
        "UIActivityIndicatorView", "UIDevice", "UITabBarController", "UITextView",
      ]
    ),
    (
      "QuartzCore",
      [
        "CALayer", "CAAnimation", "CAMediaTiming", "CAMediaTimingFunction", "CATransaction",
        "CADisplayLink", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer",
        "CATransformLayer", "CATextLayer", "CAEmitterLayer", "CAEmitterCell", "CAScrollLayer",
        "CATransform3D",
      ]
    ),
    (
      "CoreGraphics",
      [
        "CGContext", "CGPath", "CGColor", "CGColorSpace", "CGImage", "CGGradient",
        "CGGeometry", "CGAffineTransform",
      ]
    ),
  ]

  /// The frameworks whose API notes name the members above.
  public static let notesFrameworks = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"]
}
