// The zoom transition as iOS 18 code writes it (Apple's "Enhancing your app with fluid
// transitions"), compiled unchanged against the drop-in UIKit in the Swift 5 language mode.
import Testing
import UIKit

@MainActor @Suite struct ZoomPortTests {
  final class DetailViewController: UIViewController {
    var itemID = 0
  }

  @Test func preferredTransitionTakesAZoomAndTheModalStyles() {
    let thumbnails = (0..<3).map { _ in UIView() }
    let detail = DetailViewController()
    detail.itemID = 2
    let options = UIViewController.Transition.ZoomOptions()
    options.dimmingColor = .black.withAlphaComponent(0.3)
    options.interactiveDismissShouldBegin = { context in context.willBegin }
    options.alignmentRectProvider = { context in
      context.zoomedViewController.view.bounds.insetBy(dx: 0, dy: 100)
    }
    var asked: UIView?
    detail.preferredTransition = .zoom(options: options) { context in
      let detail = context.zoomedViewController as! DetailViewController
      asked = thumbnails[detail.itemID]
      return asked
    }
    let other = UIViewController()
    other.preferredTransition = .crossDissolve
    #expect(other.preferredTransition !== detail.preferredTransition)
    // Presenting asks the provider for the item's thumbnail.
    let stage = Stage(device: .iPhone15Pro)
    let grid = UIViewController()
    stage.run {
      stage.window.rootViewController = grid
      for t in thumbnails { grid.view.addSubview(t) }
      grid.present(detail, animated: true)
      stage.advance(to: 1)
    }
    #expect(asked === thumbnails[2])
    #expect(grid.presentedViewController === detail)
  }
}
