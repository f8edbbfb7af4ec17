// Auto Layout, scroll views and key-value observing as Swift 5 libraries use them (the layout
// adapter of a floating panel, the scroll tracking of a pan-modal sheet): non-isolated classes
// that keep constraints and observations, built in the Swift 5 language mode.
import HeadlessUIKit
import Testing

/// A non-isolated object that owns a panel's constraints and moves it by their constants.
final class PanelLayoutAdapter {
  private(set) var topConstraint: NSLayoutConstraint?
  private(set) var heightConstraint: NSLayoutConstraint?

  func activate(panel: UIView, in container: UIView) {
    panel.translatesAutoresizingMaskIntoConstraints = false
    let top = panel.topAnchor.constraint(equalTo: container.topAnchor, constant: 400)
    let height = panel.heightAnchor.constraint(equalToConstant: 300)
    height.priority = .defaultHigh
    NSLayoutConstraint.activate([
      top, height,
      panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    topConstraint = top
    heightConstraint = height
  }

  func move(to y: CGFloat) { topConstraint?.constant = y }
}

/// A non-isolated object that places a panel's top edge at a fraction of its container's
/// height with a distance anchor, as FloatingPanel's fractional layout anchors do.
final class FractionalAnchor {
  let fraction: CGFloat

  init(fraction: CGFloat) { self.fraction = fraction }

  func layoutConstraints(panel: UIView, in container: UIView) -> [NSLayoutConstraint] {
    let offset = container.topAnchor.anchorWithOffset(to: panel.topAnchor)
    return [offset.constraint(equalTo: container.heightAnchor, multiplier: fraction)]
  }
}

/// A non-isolated tracker that watches a scroll view and stops watching when it goes.
final class ScrollTracker: NSObject, UIScrollViewDelegate {
  private var observation: NSKeyValueObservation?
  private(set) var offsets: [CGFloat] = []

  func track(_ scrollView: UIScrollView) {
    observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
      if let y = change.newValue?.y { self?.offsets.append(y) }
    }
  }

  deinit { observation?.invalidate() }
}

@MainActor @Suite struct AutoLayoutPatternsTests {
  @Test func adaptersAndTrackersWorkOnTheStage() {
    let stage = Stage()
    let adapter = PanelLayoutAdapter()
    let tracker = ScrollTracker()
    stage.run {
      let panel = UIView()
      stage.window.addSubview(panel)
      adapter.activate(panel: panel, in: stage.window)
      stage.window.layoutIfNeeded()
      #expect(panel.frame.minY == 400)
      adapter.move(to: 200)
      UIView.animate(withDuration: 0.3) { stage.window.layoutIfNeeded() }
      #expect(panel.frame.minY == 200)
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      scrollView.contentSize = CGSize(width: 100, height: 400)
      scrollView.delegate = tracker
      tracker.track(scrollView)
      scrollView.contentOffset = CGPoint(x: 0, y: 50)
      #expect(tracker.offsets == [50])
    }
  }

  @Test func distanceAnchorsFromNonIsolatedCode() {
    let stage = Stage()
    stage.run {
      let panel = UIView()
      panel.translatesAutoresizingMaskIntoConstraints = false
      stage.window.addSubview(panel)
      NSLayoutConstraint.activate(
        FractionalAnchor(fraction: 0.5).layoutConstraints(panel: panel, in: stage.window) + [
          panel.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
          panel.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor),
          panel.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor),
        ])
      stage.window.layoutIfNeeded()
      #expect(panel.frame.minY == stage.window.bounds.height / 2)
    }
  }
}
