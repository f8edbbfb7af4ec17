import Foundation

extension UIViewController {
  /// A transition that presents a controller or pushes it onto a navigation stack (iOS 18), set
  /// as the controller's `preferredTransition`.
  ///
  /// `.zoom(options:sourceViewProvider:)` grows the controller's view out of a source view (a
  /// thumbnail, a cell) and shrinks it back on dismissal or pop; a downward drag or a pinch on
  /// the zoomed view dismisses it interactively. `.coverVertical`, `.crossDissolve`, `.flipHorizontal` and
  /// `.partialCurl` are the modal transition styles of the same names.
  ///
  /// ```swift
  /// let detail = PhotoViewController(photo: photo)
  /// detail.preferredTransition = .zoom { context in
  ///   let detail = context.zoomedViewController as! PhotoViewController
  ///   return self.cell(for: detail.photo)
  /// }
  /// navigationController?.pushViewController(detail, animated: true)
  /// ```
  @preconcurrency @MainActor
  public final class Transition: NSObject {
    enum Kind {
      case zoom(
        options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
      case style(UIModalTransitionStyle)
    }

    let kind: Kind

    init(kind: Kind) {
      self.kind = kind
      super.init()
    }

    /// A zoom from the view `sourceViewProvider` returns into the presented or pushed
    /// controller's view, and back into it on dismissal or pop.
    ///
    /// The provider is called when the transition starts and again when the controller leaves,
    /// so return the view for the controller's current content (look it up from the context's
    /// `zoomedViewController` rather than capturing a view). Returning nil cross-dissolves
    /// instead.
    ///
    /// - Parameters:
    ///   - options: The dimming, the alignment and whether a drag may dismiss. Default: nil.
    ///   - sourceViewProvider: Returns the view to zoom out of and back into.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Transition {
      Transition(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
    }

    /// The modal `coverVertical` animation: the view slides up from the bottom edge.
    public static var coverVertical: Transition { Transition(kind: .style(.coverVertical)) }
    /// The modal `crossDissolve` animation: the view fades in.
    public static var crossDissolve: Transition { Transition(kind: .style(.crossDissolve)) }
    /// The modal `flipHorizontal` animation: the views turn about the vertical axis.
    public static var flipHorizontal: Transition { Transition(kind: .style(.flipHorizontal)) }
    /// The modal `partialCurl` animation (drawn as a cross-dissolve).
    public static var partialCurl: Transition { Transition(kind: .style(.partialCurl)) }

    /// The modal transition style this transition stands for, if it is one.
    var modalTransitionStyle: UIModalTransitionStyle? {
      if case .style(let style) = kind { return style }
      return nil
    }

    /// Whether this is a zoom.
    var isZoom: Bool { modalTransitionStyle == nil }

    /// What a zoom's source view provider is told: the two controllers of the transition.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
      /// The controller that presents or pushes the zoomed one.
      public let sourceViewController: UIViewController
      /// The controller whose view zooms.
      public let zoomedViewController: UIViewController

      init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
        self.sourceViewController = sourceViewController
        self.zoomedViewController = zoomedViewController
        super.init()
      }
    }
  }

  /// The modal transition style `preferredTransition` asks for, else `modalTransitionStyle`.
  var effectiveTransitionStyle: UIModalTransitionStyle {
    preferredTransition?.modalTransitionStyle ?? modalTransitionStyle
  }

  /// The zoom this controller asks for, if any.
  var preferredZoom: Transition? {
    guard let t = preferredTransition, t.isZoom else { return nil }
    return t
  }
}
