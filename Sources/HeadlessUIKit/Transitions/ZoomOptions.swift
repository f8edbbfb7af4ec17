import Foundation

extension UIViewController.Transition {
  /// Options for a zoom transition (iOS 18).
  @preconcurrency @MainActor
  public final class ZoomOptions: NSObject {
    /// Asked when a drag on the zoomed view could start an interactive dismissal (or pop);
    /// return false to refuse it. Nil lets every downward drag begin. Default: nil.
    public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
    /// Returns the rectangle of the zoomed controller's view, in its own coordinates, that lines
    /// up with the source view (the photo inside a detail screen), or nil for the whole view.
    /// Default: nil.
    public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
    /// The colour that dims the source controller while the zoomed view covers it, or nil for
    /// the system's dimming colour. Default: nil.
    public var dimmingColor: UIColor?
    /// A blur over the source controller, under the dimming colour, while the zoomed view
    /// covers it; nil for none. Default: nil.
    public var dimmingVisualEffect: UIBlurEffect?

    /// Options with nothing set.
    public override init() { super.init() }

    /// What `interactiveDismissShouldBegin` is told about the finger.
    @preconcurrency @MainActor
    public final class InteractionContext: NSObject {
      /// The finger's location in the zoomed view, in points.
      public let location: CGPoint
      /// The finger's velocity, in points per second.
      public let velocity: CGVector
      /// Whether the system would begin the dismissal if the closure agrees (a downward drag).
      public let willBegin: Bool

      init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
        super.init()
      }
    }

    /// What `alignmentRectProvider` is told: the two ends of the zoom.
    @preconcurrency @MainActor
    public final class AlignmentRectContext: NSObject {
      /// The view the zoom starts from (and returns to).
      public let sourceView: UIView
      /// The controller whose view zooms.
      public let zoomedViewController: UIViewController

      init(sourceView: UIView, zoomedViewController: UIViewController) {
        self.sourceView = sourceView
        self.zoomedViewController = zoomedViewController
        super.init()
      }
    }
  }
}
