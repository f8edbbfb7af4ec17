import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// A view that logs its update-constraints and layout calls.
private final class PassLoggingView: UIView {
  var log: (String) -> Void = { _ in }
  var name = ""
  var extra: NSLayoutConstraint?

  override func updateConstraints() {
    log("\(name).updateConstraints")
    super.updateConstraints()
  }

  override func layoutSubviews() {
    log("\(name).layoutSubviews")
    super.layoutSubviews()
  }
}

private final class PassLoggingController: UIViewController {
  var log: (String) -> Void = { _ in }
  override func updateViewConstraints() {
    log("vc.updateViewConstraints")
    super.updateViewConstraints()
  }
  override func viewWillLayoutSubviews() { log("vc.viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log("vc.viewDidLayoutSubviews") }
}

private final class RequiresConstraints: UIView {
  var updates = 0
  override class var requiresConstraintBasedLayout: Bool { true }
  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
}

@MainActor @Suite struct AutoLayoutPassTests {
  @Test func constraintsUpdateBottomUpThenLayoutRunsTopDown() {
    let stage = Stage()
    stage.run {
      var log: [String] = []
      let vc = PassLoggingController()
      vc.log = { log.append($0) }
      let root = PassLoggingView()
      root.name = "root"
      vc.view = root
      let child = PassLoggingView()
      child.name = "child"
      let leaf = PassLoggingView()
      leaf.name = "leaf"
      for v in [root, child, leaf] { v.log = { log.append($0) } }
      child.translatesAutoresizingMaskIntoConstraints = false
      leaf.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      child.addSubview(leaf)
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 100),
        leaf.topAnchor.constraint(equalTo: child.topAnchor),
        leaf.leadingAnchor.constraint(equalTo: child.leadingAnchor),
        leaf.widthAnchor.constraint(equalToConstant: 10),
        leaf.heightAnchor.constraint(equalToConstant: 10),
      ])
      stage.window.rootViewController = vc
      stage.advance(to: 0.01)
      let updates = log.filter { $0.contains("pdate") }
      #expect(
        updates == [
          "leaf.updateConstraints", "child.updateConstraints", "vc.updateViewConstraints",
          "root.updateConstraints",
        ])
      let layout = log.drop { !$0.contains("Layout") }.filter { !$0.contains("pdate") }
      #expect(
        Array(layout.prefix(5)) == [
          "vc.viewWillLayoutSubviews", "root.layoutSubviews", "vc.viewDidLayoutSubviews",
          "child.layoutSubviews", "leaf.layoutSubviews",
        ])
      #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
      // Asked again, only that view updates.
      log = []
      #expect(!child.needsUpdateConstraints())
      child.setNeedsUpdateConstraints()
      #expect(child.needsUpdateConstraints())
      root.updateConstraintsIfNeeded()
      #expect(log == ["child.updateConstraints"])
    }
  }

  @Test func viewsThatRequireConstraintsUpdateWithoutAny() {
    let stage = Stage()
    stage.run {
      let v = RequiresConstraints()
      stage.window.addSubview(v)
      stage.advance(to: 0.01)
      #expect(v.updates == 1)
    }
  }

  /// UIKit's animation idiom: change a constant, then lay out inside an animation block; the
  /// frame follows the block's curve.
  @Test func layoutIfNeededInsideAnAnimationBlockAnimatesTheConstraintChange() {
    let stage = Stage()
    stage.run {
      let box = constrainedView(in: stage.window)
      let top = box.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100)
      let height = box.heightAnchor.constraint(equalToConstant: 50)
      NSLayoutConstraint.activate([
        top, height, box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
      ])
      stage.advance(to: 0.1)
      top.constant = 500
      height.constant = 150
      UIView.animate(withDuration: 1) { stage.window.layoutIfNeeded() }
      #expect(box.frame == CGRect(x: 0, y: 500, width: 50, height: 150))  // the model at once
      for t in [0.25, 0.5, 0.8] {
        stage.advance(to: 0.1 + t)
        let f = CubicBezierCurve.easeInEaseOut.value(at: t)
        let shown = box.layer.presentation()!.frame
        #expect(abs(shown.minY - (100 + 400 * f)) < 1e-6)
        #expect(abs(shown.height - (50 + 100 * f)) < 1e-6)
      }
    }
  }

  @Test func unsatisfiableConstraintsAreReportedAndTheNewOneBroken() {
    let stage = Stage()
    stage.run {
      let box = constrainedView(in: stage.window)
      let narrow = box.widthAnchor.constraint(equalToConstant: 100)
      let wide = box.widthAnchor.constraint(equalToConstant: 200)
      NSLayoutConstraint.activate([
        narrow, box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        box.topAnchor.constraint(equalTo: stage.window.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      stage.window.layoutIfNeeded()
      wide.isActive = true
      #expect(wide.isActive)
      stage.window.layoutIfNeeded()
      #expect(box.frame.width == 100)  // the broken constraint is ignored
      let text = stage.messages.last?.text ?? ""
      #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
      #expect(text.contains("\"<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>\""))
      #expect(
        text.contains(
          "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>"
        ))
      #expect(!text.contains("NSAutoresizingMaskLayoutConstraints"))
      // A constant that contradicts breaks its constraint too.
      let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
      cap.isActive = true
      cap.constant = 50
      #expect(stage.messages.count == 2)
      stage.window.layoutIfNeeded()
      #expect(box.frame.width == 100)
    }
  }

  @Test func ambiguityIsDetectedAndExercised() {
    let stage = Stage()
    stage.run {
      let box = constrainedView(in: stage.window)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(greaterThanOrEqualTo: stage.window.leadingAnchor),
        box.trailingAnchor.constraint(lessThanOrEqualTo: stage.window.trailingAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.topAnchor.constraint(equalTo: stage.window.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      stage.window.layoutIfNeeded()
      #expect(box.hasAmbiguousLayout)
      #expect(box.leadingAnchor.hasAmbiguousLayout && !box.topAnchor.hasAmbiguousLayout)
      let before = box.frame.minX
      box.exerciseAmbiguityInLayout()
      #expect(box.frame.minX != before && box.frame.minX >= 0 && box.frame.maxX <= 393)
      box.centerXAnchor.constraint(equalTo: stage.window.centerXAnchor).isActive = true
      #expect(!box.hasAmbiguousLayout)
    }
  }

  @Test func baselinesAlignLabelsOfDifferentSizes() {
    let stage = Stage()
    stage.run {
      let big = UILabel()
      big.font = .systemFont(ofSize: 34)
      big.text = "Big"
      let small = UILabel()
      small.text = "small"
      for l in [big, small] {
        l.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(l)
      }
      NSLayoutConstraint.activate([
        big.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
        big.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
        small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
      ])
      stage.window.layoutIfNeeded()
      let bigBaseline = big.frame.minY + big.font.ascender
      let smallBaseline = small.frame.minY + small.font.ascender
      #expect(abs(bigBaseline - smallBaseline) < 0.34)
      #expect(small.lastBaselineAnchor.constraintsAffectingLayout().isEmpty == false)
    }
  }
}
