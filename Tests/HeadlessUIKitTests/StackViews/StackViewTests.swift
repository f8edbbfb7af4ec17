import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// A view with an intrinsic size.
private final class Box: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// Whether two lists hold the same views in the same order.
@MainActor private func same(_ a: [UIView], _ b: [UIView]) -> Bool { a.elementsEqual(b, by: ===) }

@MainActor @Suite struct StackViewTests {
  /// A stack in the window at (0, 100), 300 × 100 unless `pinned` is false (then only its
  /// origin is pinned and its content sizes it).
  func stack(_ views: [UIView], pinned: Bool = true, in stage: Stage) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stage.window.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
      stack.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
    ]
    if pinned {
      constraints += [
        stack.widthAnchor.constraint(equalToConstant: 300),
        stack.heightAnchor.constraint(equalToConstant: 100),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    return stack
  }

  @Test func fillStretchesTheViewThatHugsLeast() {
    let stage = Stage()
    stage.run {
      let a = Box(50, 20)
      let b = Box(60, 30)
      a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      let s = stack([a, b], in: stage)
      s.spacing = 10
      #expect(same(s.arrangedSubviews, [a, b]) && same(s.subviews, [a, b]))
      #expect(!a.translatesAutoresizingMaskIntoConstraints)
      stage.window.layoutIfNeeded()
      #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
      #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 100))
      #expect(s.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
    }
  }

  @Test func fillEquallyAndProportionally() {
    let stage = Stage()
    stage.run {
      let views = [Box(10, 10), Box(20, 10), Box(30, 10)]
      let s = stack(views, in: stage)
      s.distribution = .fillEqually
      s.spacing = 15
      stage.window.layoutIfNeeded()
      #expect(views.map(\.frame.width) == [90, 90, 90])
      #expect(views.map(\.frame.minX) == [0, 105, 210])
      s.distribution = .fillProportionally
      stage.window.layoutIfNeeded()
      // 270 points shared 1 : 2 : 3.
      #expect(views.map(\.frame.width) == [45, 90, 135])
    }
  }

  @Test func equalSpacingAndEqualCentering() {
    let stage = Stage()
    stage.run {
      let views = [Box(20, 10), Box(40, 10), Box(60, 10)]
      let s = stack(views, in: stage)
      s.distribution = .equalSpacing
      stage.window.layoutIfNeeded()
      #expect(views.map(\.frame.width) == [20, 40, 60])
      #expect(views[1].frame.minX - views[0].frame.maxX == 90)
      #expect(views[2].frame.minX - views[1].frame.maxX == 90)
      s.distribution = .equalCentering
      stage.window.layoutIfNeeded()
      let centers = views.map(\.frame.midX)
      #expect(centers == [10, 140, 270])
      #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 300)
    }
  }

  @Test(arguments: [
    (UIStackView.Alignment.top, CGFloat(0)), (.center, 35), (.bottom, 70),
  ])
  func alignmentsAcrossTheStack(alignment: UIStackView.Alignment, y: CGFloat) {
    let stage = Stage()
    stage.run {
      let box = Box(50, 30)
      let s = stack([box, Box(50, 100)], in: stage)
      s.alignment = alignment
      stage.window.layoutIfNeeded()
      #expect(box.frame.minY == y && box.frame.height == 30)
    }
  }

  @Test func firstBaselineAlignmentLinesUpText() {
    let stage = Stage()
    stage.run {
      let big = UILabel()
      big.font = .systemFont(ofSize: 40)
      big.text = "Big"
      let small = UILabel()
      small.text = "small"
      let s = stack([big, small], in: stage)
      s.alignment = .firstBaseline
      stage.window.layoutIfNeeded()
      let a = big.frame.minY + big.font.ascender
      let b = small.frame.minY + small.font.ascender
      #expect(abs(a - b) < 0.34)
      #expect(s.forFirstBaselineLayout === big)
    }
  }

  @Test func customSpacingAndMarginsRelativeArrangement() {
    let stage = Stage()
    stage.run {
      let views = [Box(20, 10), Box(20, 10), Box(20, 10)]
      let s = stack(views, pinned: false, in: stage)
      s.axis = .vertical
      s.alignment = .leading
      s.spacing = 4
      s.setCustomSpacing(30, after: views[0])
      #expect(s.customSpacing(after: views[0]) == 30)
      #expect(s.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
      s.isLayoutMarginsRelativeArrangement = true
      s.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 5, leading: 7, bottom: 5, trailing: 7)
      stage.window.layoutIfNeeded()
      #expect(views.map(\.frame.minY) == [5, 45, 59])
      #expect(views[0].frame.minX == 7)
      // Its content sizes the stack: 5 + 10 + 30 + 10 + 4 + 10 + 5 tall, 7 + 20 + 7 wide.
      #expect(s.frame.size == CGSize(width: 34, height: 74))
    }
  }

  @Test func baselineRelativeArrangementSpacesBaselines() {
    let stage = Stage()
    stage.run {
      let first = UILabel()
      first.text = "First"
      let second = UILabel()
      second.text = "Second"
      let s = stack([first, second], pinned: false, in: stage)
      s.axis = .vertical
      s.spacing = 30
      s.isBaselineRelativeArrangement = true
      stage.window.layoutIfNeeded()
      let lastBaseline = first.frame.maxY + first.font.descender
      let firstBaseline = second.frame.minY + second.font.ascender
      #expect(abs(firstBaseline - lastBaseline - 30) < 0.34)
    }
  }

  @Test func arrangedViewsComeAndGo() {
    let stage = Stage()
    stage.run {
      let a = Box(10, 10)
      let b = Box(10, 10)
      let c = Box(10, 10)
      let s = stack([a, c], in: stage)
      s.insertArrangedSubview(b, at: 1)
      #expect(same(s.arrangedSubviews, [a, b, c]))
      s.removeArrangedSubview(b)
      #expect(same(s.arrangedSubviews, [a, c]) && b.superview === s)
      c.removeFromSuperview()
      #expect(same(s.arrangedSubviews, [a]))
    }
  }

  /// Hiding an arranged view inside an animation block collapses it and slides its neighbours
  /// on the block's curve.
  @Test func hidingAnArrangedViewAnimates() {
    let stage = Stage()
    stage.run {
      let a = Box(100, 10)
      let b = Box(100, 10)
      let c = Box(100, 10)
      let s = stack([a, b, c], in: stage)
      s.distribution = .fillEqually
      s.spacing = 0
      stage.window.layoutIfNeeded()
      #expect(c.frame.minX == 200)
      UIView.animate(withDuration: 1) { b.isHidden = true }
      #expect(c.frame == CGRect(x: 150, y: 0, width: 150, height: 100))
      #expect(b.frame.width == 0)
      stage.advance(to: 0.5)
      let shown = c.layer.presentation()!.frame
      #expect(abs(shown.minX - 175) < 1e-6)  // half-way on ease-in-out
      // The hidden view stays on screen, shrinking, until the collapse ends.
      #expect(b.isHidden && b.layer.presentation()?.isHidden == false)
      #expect(abs(b.layer.presentation()!.frame.width - 50) < 1e-6)
      stage.advance(to: 1.01)
      #expect(b.layer.presentation()?.isHidden == true)
      b.isHidden = false
      stage.window.layoutIfNeeded()
      #expect(c.frame.minX == 200 && b.frame.width == 100)
    }
  }
}
