import Foundation

/// How a preview of a view looks: its visible shape, shadow and background, as UIKit's
/// `UIPreviewParameters`.
@preconcurrency @MainActor open class UIPreviewParameters: NSObject {
  /// The part of the view the preview shows. Default: nil (all of it).
  open var visiblePath: UIBezierPath?
  /// The preview's shadow's shape. Default: nil.
  open var shadowPath: UIBezierPath?
  /// The colour behind the view. Default: nil (white).
  open var backgroundColor: UIColor!

  public override init() { super.init() }

  /// Parameters showing the rectangles `textLineRects` (in the view's coordinates).
  public convenience init(textLineRects: [NSValue]) { self.init() }
}

/// How a dragged item's preview looks, as UIKit's `UIDragPreviewParameters`.
@preconcurrency @MainActor open class UIDragPreviewParameters: UIPreviewParameters {}

/// Where a preview sits: a container view, a centre and a transform, as UIKit's
/// `UIPreviewTarget`.
@preconcurrency @MainActor open class UIPreviewTarget: NSObject {
  /// The view the preview is placed in.
  public let container: UIView
  /// The preview's centre in the container.
  public let center: CGPoint
  /// The preview's transform. Default: identity.
  public let transform: CGAffineTransform

  /// A target in `container` at `center` with `transform`.
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
    self.container = container
    self.center = center
    self.transform = transform
    super.init()
  }
}

/// A view's preview for a context menu or a drag, as UIKit's `UITargetedPreview`.
@preconcurrency @MainActor open class UITargetedPreview: NSObject {
  /// The view previewed.
  public let view: UIView
  /// How the preview looks.
  public let parameters: UIPreviewParameters
  /// Where it sits.
  public let target: UIPreviewTarget

  /// A preview of `view` with `parameters` at `target`.
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    self.view = view
    self.parameters = parameters
    self.target = target
    super.init()
  }

  /// A preview of `view` where it is (it must be in a window).
  public convenience init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
    let container = view.superview ?? view
    self.init(
      view: view, parameters: parameters,
      target: UIPreviewTarget(container: container, center: view.center))
  }

  /// The preview's size: the view's.
  open var size: CGSize { view.bounds.size }

  /// A copy at another target.
  open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
    UITargetedPreview(view: view, parameters: parameters, target: newTarget)
  }
}
