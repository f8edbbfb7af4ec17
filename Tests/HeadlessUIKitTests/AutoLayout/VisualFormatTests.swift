import Foundation
import Testing

@testable import HeadlessUIKit

/// Two views in a container, laid out by visual formats.
@MainActor private func container() -> (Stage, UIView, UIView, UIView) {
  let (stage, root) = stageWithRootView()
  let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let a = UIView()
  let b = UIView()
  stage.run {
    root.addSubview(box)
    for v in [a, b] {
      v.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(v)
    }
  }
  return (stage, box, a, b)
}

@MainActor @Suite struct VisualFormatTests {
  @Test func standardSpacesAndAFixedWidthFillARow() {
    let (stage, box, a, b) = container()
    stage.run {
      let views = ["a": a, "b": b]
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-[a]-[b(50)]-|", metrics: nil, views: views))
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(40)]", metrics: nil, views: views))
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(40)]", metrics: nil, views: views))
      box.layoutIfNeeded()
    }
    // 20 from the superview's edges, 8 between siblings.
    #expect(a.frame == CGRect(x: 20, y: 0, width: 202, height: 40))
    #expect(b.frame == CGRect(x: 230, y: 0, width: 50, height: 40))
  }

  @Test func constraintsReadAsUIKitMakesThem() {
    let (stage, box, a, b) = container()
    let made = stage.run {
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-12-[a]-(>=4@750)-[b(==a)]|", metrics: nil,
        views: ["a": a, "b": b])
    }
    #expect(made.count == 4)
    let leading = made.first { $0.firstItem === a && $0.firstAttribute == .leading }
    #expect(leading?.secondItem === box && leading?.secondAttribute == .leading)
    #expect(leading?.constant == 12 && leading?.relation == .equal)
    let gap = made.first { $0.firstItem === b && $0.firstAttribute == .leading }
    #expect(gap?.secondItem === a && gap?.secondAttribute == .trailing)
    #expect(gap?.relation == .greaterThanOrEqual && gap?.priority == UILayoutPriority(750))
    let width = made.first { $0.firstAttribute == .width }
    #expect(width?.firstItem === b && width?.secondItem === a && width?.constant == 0)
    let trailing = made.first { $0.firstItem === box }
    #expect(trailing?.firstAttribute == .trailing && trailing?.secondItem === b)
    #expect(trailing?.constant == 0)
    #expect(made.allSatisfy { !$0.isActive })
  }

  @Test func metricsPrioritiesAndAlignment() {
    let (stage, box, a, b) = container()
    stage.run {
      let views = ["a": a, "b": b]
      let metrics: [String: Any] = ["side": 30, "gap": CGFloat(10), "low": 250]
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-side-[a(60)]-gap-[b(==70@low)]", options: [.alignAllTop],
          metrics: metrics, views: views))
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-(15)-[a(20)]", metrics: nil, views: views))
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(withVisualFormat: "V:[b(30)]", metrics: nil, views: views))
      box.layoutIfNeeded()
    }
    #expect(a.frame == CGRect(x: 30, y: 15, width: 60, height: 20))
    #expect(b.frame == CGRect(x: 100, y: 15, width: 70, height: 30))
  }

  @Test func adjacentViewsTouchAndRightToLeftSwapsTheEdges() {
    let (_, box, a, b) = container()
    let flush = NSLayoutConstraint.constraints(
      withVisualFormat: "[a][b]", metrics: nil, views: ["a": a, "b": b])
    #expect(flush.count == 1 && flush[0].constant == 0)
    let rtl = NSLayoutConstraint.constraints(
      withVisualFormat: "|[a]", options: .directionRightToLeft, metrics: nil, views: ["a": a])
    #expect(rtl.first?.firstAttribute == .right && rtl.first?.secondItem === box)
    let ltr = NSLayoutConstraint.constraints(
      withVisualFormat: "|[a]", options: .directionLeftToRight, metrics: nil, views: ["a": a])
    #expect(ltr.first?.firstAttribute == .left)
  }

  @Test func aFormatUIKitCannotReadRaisesWithACaret() {
    let (stage, _, a, _) = container()
    let made = stage.run {
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a]-[missing]", metrics: nil, views: ["a": a])
    }
    #expect(made.isEmpty)
    let exception = stage.exception
    #expect(exception?.name == "NSInvalidArgumentException")
    #expect(exception?.reason.hasPrefix("Unable to parse constraint format: \n") == true)
    #expect(exception?.reason.contains("missing is not a key in the views dictionary.") == true)
    #expect(exception?.reason.hasSuffix("H:|-[a]-[missing] \n         ^") == true)
  }

  @Test func badRelationsAndAlignmentsAlongTheAxisRaise() {
    let (stage, _, a, b) = container()
    _ = stage.run {
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a]-(=5)-[b]", metrics: nil, views: ["a": a, "b": b])
    }
    #expect(stage.exception?.reason.contains("Unknown relation") == true)
    let (stage2, _, c, d) = container()
    _ = stage2.run {
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:[c][d]", options: .alignAllLeading, metrics: nil,
        views: ["c": c, "d": d])
    }
    #expect(stage2.exception?.reason.contains("aligned on a horizontal edge") == true)
  }

  @Test func aSuperviewBarNeedsASuperview() {
    let stage = Stage()
    let lonely = UIView()
    _ = stage.run {
      NSLayoutConstraint.constraints(withVisualFormat: "|[v]|", metrics: nil, views: ["v": lonely])
    }
    #expect(stage.exception?.reason.contains("doesn't have a superview") == true)
  }
}
