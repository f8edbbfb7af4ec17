import Foundation
import Testing

@testable import HeadlessUIKit

/// `anchorWithOffset(to:)`: the distance between two axis anchors, constrained like a width or
/// a height.
@MainActor @Suite struct AnchorOffsetTests {
  @Test func aDistanceEqualToAFractionOfAGuidesHeightPlacesAnEdge() {
    // FloatingPanel places a panel's edge at a fraction of the safe area this way.
    let stage = Stage()
    stage.run {
      let panel = constrainedView(in: stage.window)
      let guide = UILayoutGuide()
      stage.window.addLayoutGuide(guide)
      NSLayoutConstraint.activate([
        guide.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
        guide.heightAnchor.constraint(equalToConstant: 600),
        guide.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        guide.widthAnchor.constraint(equalToConstant: 300),
        panel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        panel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        panel.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor),
        guide.topAnchor.anchorWithOffset(to: panel.topAnchor)
          .constraint(equalTo: guide.heightAnchor, multiplier: 0.25),
      ])
      stage.window.layoutIfNeeded()
      #expect(panel.frame.minY == 250)
      #expect(panel.frame.maxY == 852)
    }
  }

  @Test func aDistanceTakesConstantsAndRelationsAcrossSiblingsAndTheXAxis() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      let b = constrainedView(in: stage.window)
      let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
      NSLayoutConstraint.activate([
        a.leftAnchor.constraint(equalTo: stage.window.leftAnchor, constant: 10),
        a.widthAnchor.constraint(equalToConstant: 50),
        b.widthAnchor.constraint(equalToConstant: 30),
        gap.constraint(equalToConstant: 24),
        gap.constraint(lessThanOrEqualToConstant: 100),
        a.topAnchor.constraint(equalTo: stage.window.topAnchor),
        b.topAnchor.constraint(equalTo: stage.window.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.heightAnchor.constraint(equalToConstant: 10),
      ])
      stage.window.layoutIfNeeded()
      #expect(b.frame.minX == 84)
      // Two distances in one constraint: b's gap to the right edge is twice a's to the left.
      let right = b.rightAnchor.anchorWithOffset(to: stage.window.rightAnchor)
      let left = stage.window.leftAnchor.anchorWithOffset(to: a.leftAnchor)
      let balance = right.constraint(equalTo: left, multiplier: 2, constant: 0)
      #expect(balance.firstItem === b && balance.secondItem === stage.window)
      #expect(balance.firstAttribute == .right && balance.secondAttribute == .left)
      NSLayoutConstraint.deactivate(
        stage.window.constraints.filter { $0.firstItem === a && $0.firstAttribute == .left })
      balance.isActive = true
      stage.window.layoutIfNeeded()
      // 2 × x + x + 50 + 24 + 30 = 393: x = 96.33…, on the 3× pixel grid.
      #expect(abs(a.frame.minX - 289 / 3) < 0.34)
      #expect(abs((393 - b.frame.maxX) - 2 * a.frame.minX) < 0.67)
    }
  }

  @Test func aDistanceIsADimensionWithItsOwnEqualityAndDescription() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      let b = constrainedView(in: stage.window)
      let distance = a.topAnchor.anchorWithOffset(to: b.bottomAnchor)
      #expect(distance == a.topAnchor.anchorWithOffset(to: b.bottomAnchor))
      #expect(distance != b.bottomAnchor.anchorWithOffset(to: a.topAnchor))
      #expect(distance != a.heightAnchor)
      let c = distance.constraint(equalTo: a.heightAnchor, multiplier: 2)
      // The constraint's anchors are the distance and the height it was made with.
      #expect(c.firstAnchor.description == distance.description)
      #expect(c.secondAnchor?.description == a.heightAnchor.description)
      let text = c.description
      let aName = ConstraintDescription.itemName(a)
      let bName = ConstraintDescription.itemName(b)
      #expect(text.contains("\(bName).bottom - \(aName).top == 2*\(aName).height"))
      #expect(distance.description == "\(bName).bottom - \(aName).top")
    }
  }

  @Test func aContradictedDistanceIsNamedInUIKitsConflictMessage() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      NSLayoutConstraint.activate([
        a.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10),
        a.heightAnchor.constraint(equalToConstant: 40),
        a.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        a.widthAnchor.constraint(equalToConstant: 40),
      ])
      stage.window.layoutIfNeeded()
      let distance = a.topAnchor.anchorWithOffset(to: a.bottomAnchor)
      let wrong = distance.constraint(equalToConstant: 60)
      wrong.isActive = true
      stage.window.layoutIfNeeded()
      #expect(a.frame.height == 40)
      let text = stage.messages.last?.text ?? ""
      let name = ConstraintDescription.itemName(a)
      #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
      #expect(text.contains("\(name).bottom - \(name).top == 60   (active)>"))
      #expect(wrong.isActive)
    }
  }

  @Test func aDistanceBetweenHierarchiesRaises() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      let loose = UIView()
      let across = a.topAnchor.anchorWithOffset(to: loose.topAnchor)
        .constraint(equalToConstant: 5)
      across.isActive = true
      #expect(!across.isActive)
      #expect(stage.exception?.name == "NSGenericException")
      #expect(stage.exception?.reason.contains("because they have no common ancestor") == true)
    }
  }

  @Test func removingAViewDeactivatesTheDistancesThatReadIt() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      let b = constrainedView(in: a)
      let c = constrainedView(in: stage.window)
      // Installed on the window, the common ancestor of all three items.
      let inner = a.topAnchor.anchorWithOffset(to: b.topAnchor)
        .constraint(equalTo: c.topAnchor.anchorWithOffset(to: c.bottomAnchor))
      inner.isActive = true
      #expect(inner.isActive && stage.window.constraints.contains(inner))
      b.removeFromSuperview()
      #expect(!inner.isActive && !stage.window.constraints.contains(inner))
    }
  }
}
