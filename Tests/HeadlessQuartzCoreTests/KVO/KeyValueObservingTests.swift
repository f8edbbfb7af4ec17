import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessQuartzCore

@MainActor @Suite struct KeyValueObservingTests {
  @Test func aViewsFrameReportsOldAndNewOncePerChange() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var changes: [(CGRect?, CGRect?)] = []
    let observation = view.observe(\.frame, options: [.old, .new]) { object, change in
      #expect(object === view && change.kind == .setting && !change.isPrior)
      changes.append((change.oldValue, change.newValue))
    }
    view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)  // bounds and position: one change
    view.center = CGPoint(x: 100, y: 100)
    view.frame = view.frame  // no change, no report
    view.alpha = 0.5  // not the frame
    #expect(changes.count == 2)
    #expect(changes[0].0 == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(changes[0].1 == CGRect(x: 5, y: 5, width: 20, height: 20))
    #expect(changes[1].1 == CGRect(x: 90, y: 90, width: 20, height: 20))
    observation.invalidate()
    view.frame = .zero
    #expect(changes.count == 2)
  }

  @Test func optionsInitialAndPrior() {
    let view = UIView()
    var log: [String] = []
    let observation = view.observe(\.alpha, options: [.initial, .prior, .old, .new]) { _, c in
      log.append(
        "\(c.isPrior ? "prior" : "after") \(c.oldValue.map { "\($0)" } ?? "-") \(c.newValue.map { "\($0)" } ?? "-")"
      )
    }
    view.alpha = 0.25
    #expect(log == ["after - 1.0", "prior 1.0 -", "after 1.0 0.25"])
    _ = observation
  }

  @Test func observationsEndWhenDeallocated() {
    let view = UIView()
    var count = 0
    do {
      let observation = view.observe(\.isHidden) { _, _ in count += 1 }
      view.isHidden = true
      _ = observation
    }
    view.isHidden = false
    #expect(count == 1)
  }

  @Test func viewPropertiesBoundsCenterTransform() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var keys: [String] = []
    let observations = [
      view.observe(\.bounds) { _, _ in keys.append("bounds") },
      view.observe(\.center) { _, _ in keys.append("center") },
      view.observe(\.transform) { _, _ in keys.append("transform") },
    ]
    view.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
    view.center = CGPoint(x: 1, y: 1)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(keys == ["bounds", "center", "transform"])
    _ = observations
  }

  @Test func layerProperties() {
    let layer = CALayer()
    var log: [String] = []
    let observations = [
      layer.observe(\.position, options: .new) { _, c in log.append("position \(c.newValue!.x)") },
      layer.observe(\.bounds) { _, _ in log.append("bounds") },
      layer.observe(\.transform) { _, _ in log.append("transform") },
    ]
    layer.position = CGPoint(x: 3, y: 4)
    layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(log == ["position 3.0", "bounds", "transform"])
    _ = observations
  }

  /// Changes inside an animation block are reported at once, with the model values; the
  /// animation shows them later.
  @Test func animatedChangesReportTheModel() {
    let stage = Stage()
    stage.run {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      stage.window.addSubview(view)
      var reported: [CGFloat] = []
      let o = view.observe(\.alpha, options: .new) { _, c in reported.append(c.newValue!) }
      UIView.animate(withDuration: 1) { view.alpha = 0 }
      stage.advance(to: 0.5)
      stage.advance(to: 2)
      #expect(reported == [0])
      _ = o
    }
  }

  @Test func scrollViewAndViewControllerProperties() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = UIViewController()
    var log: [String] = []
    let observations = [
      scrollView.observe(\.contentOffset, options: .new) { _, c in
        log.append("offset \(c.newValue!.y)")
      },
      scrollView.observe(\.contentSize) { _, _ in log.append("size") },
      scrollView.observe(\.contentInset) { _, _ in log.append("inset") },
      controller.observe(\.preferredContentSize, options: .new) { _, c in
        log.append("preferred \(c.newValue!.height)")
      },
    ]
    scrollView.contentSize = CGSize(width: 100, height: 500)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    controller.preferredContentSize = CGSize(width: 300, height: 400)
    #expect(log == ["size", "offset 40.0", "inset", "preferred 400.0"])
    _ = observations
  }

  /// A key path into a property is reported when what it reads changes.
  @Test func nestedKeyPathsReportTheirOwnChanges() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ys: [CGFloat] = []
    let o = view.observe(\.frame.origin.y, options: .new) { _, c in ys.append(c.newValue!) }
    view.center.x = 50  // y unchanged
    view.center.y = 50
    #expect(ys == [45])
    _ = o
  }
}
