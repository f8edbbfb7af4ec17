import Foundation
import Testing

@testable import HeadlessUIKit

/// A constraint-based view added to `parent`.
@MainActor func constrainedView(in parent: UIView) -> UIView {
  let v = UIView()
  v.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(v)
  return v
}

@MainActor @Suite struct AutoLayoutConstraintTests {
  @Test func anchorsPinAViewInsideItsSuperview() {
    let stage = Stage()
    stage.run {
      let box = constrainedView(in: stage.window)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
        box.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -20),
        box.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
        box.heightAnchor.constraint(equalToConstant: 44),
      ])
      stage.window.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 20, y: 100, width: 353, height: 44))
    }
  }

  @Test func itemInitialiserTakesMultiplierConstantAndNotAnAttribute() {
    let stage = Stage()
    stage.run {
      let box = constrainedView(in: stage.window)
      let width = NSLayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: stage.window,
        attribute: .width, multiplier: 0.5, constant: 10)
      let height = NSLayoutConstraint(
        item: box, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 30)
      let x = NSLayoutConstraint(
        item: box, attribute: .centerX, relatedBy: .equal, toItem: stage.window,
        attribute: .centerX, multiplier: 1, constant: 0)
      let y = NSLayoutConstraint(
        item: box, attribute: .bottom, relatedBy: .equal, toItem: stage.window,
        attribute: .bottom, multiplier: 1, constant: -40)
      NSLayoutConstraint.activate([width, height, x, y])
      #expect(width.firstItem === box && width.secondItem === stage.window)
      #expect(width.firstAttribute == .width && height.secondAttribute == .notAnAttribute)
      #expect(height.secondItem == nil && width.multiplier == 0.5 && width.relation == .equal)
      stage.window.layoutIfNeeded()
      // 0.5 × 393 + 10 = 206.5, centred, its edges on whole pixels at 3×.
      #expect(abs(box.frame.width - 206.5) < 0.34)
      #expect(abs(box.frame.midX - 196.5) < 0.34)
      #expect(box.frame.maxY == 812 && box.frame.height == 30)
    }
  }

  /// The system spacing is 8 points, times the multiplier.
  @Test func systemSpacingAnchors() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      let b = constrainedView(in: stage.window)
      let after = b.leadingAnchor.constraint(
        equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
      let below = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
      #expect(after.constant == 16 && after.relation == .equal && below.constant == 8)
      #expect(after.firstAttribute == .leading && after.secondAttribute == .trailing)
      let atLeast = b.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
      let atMost = b.topAnchor.constraint(
        lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 3)
      #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 8)
      #expect(atMost.relation == .lessThanOrEqual && atMost.constant == 24)
      NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
        a.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
        a.widthAnchor.constraint(equalToConstant: 50),
        a.heightAnchor.constraint(equalToConstant: 20),
        b.widthAnchor.constraint(equalToConstant: 50),
        b.heightAnchor.constraint(equalToConstant: 20),
        after, below,
      ])
      stage.window.layoutIfNeeded()
      #expect(b.frame.origin == CGPoint(x: 76, y: 128))
    }
  }

  @Test func leadingAndTrailingAreLeftAndRightButDoNotMix() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      let b = constrainedView(in: stage.window)
      NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
        a.widthAnchor.constraint(equalToConstant: 50),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
        b.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -10),
        a.topAnchor.constraint(equalTo: stage.window.topAnchor),
        b.topAnchor.constraint(equalTo: a.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
      ])
      stage.window.layoutIfNeeded()
      #expect(a.frame.minX == 10 && b.frame.minX == 65 && b.frame.maxX == 383)
      _ = b.leftAnchor.constraint(equalTo: stage.window.leadingAnchor)
      #expect(
        stage.exception?.reason.contains("leading/trailing attribute and a right/left") == true)
    }
  }

  @Test func activeConstraintsAreInstalledOnTheNearestCommonAncestor() {
    let stage = Stage()
    stage.run {
      let container = constrainedView(in: stage.window)
      let a = constrainedView(in: container)
      let b = constrainedView(in: container)
      let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
      let own = a.widthAnchor.constraint(equalToConstant: 10)
      #expect(!between.isActive)
      between.isActive = true
      own.isActive = true
      #expect(between.isActive && container.constraints.contains(between))
      #expect(a.constraints == [own])
      NSLayoutConstraint.deactivate([between])
      #expect(!between.isActive && container.constraints.isEmpty)
    }
  }

  @Test func differentHierarchiesRaise() {
    let stage = Stage()
    stage.run {
      let a = UIView()
      let b = UIView()
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
      #expect(stage.exception?.name == "NSGenericException")
      #expect(stage.exception?.reason.contains("because they have no common ancestor") == true)
    }
  }

  @Test func aLocationEqualToAConstantRaises() {
    let stage = Stage()
    stage.run {
      let v = UIView()
      _ = NSLayoutConstraint(
        item: v, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 10)
      #expect(stage.exception?.name == "NSInvalidArgumentException")
      #expect(
        stage.exception?.reason.contains("Location attributes must be specified in pairs") == true)
    }
  }

  @Test func prioritiesRankAndRequiredCannotBecomeOptionalWhileActive() {
    let stage = Stage()
    stage.run {
      let box = constrainedView(in: stage.window)
      let wide = box.widthAnchor.constraint(equalToConstant: 300)
      wide.priority = .defaultHigh
      let narrow = box.widthAnchor.constraint(equalToConstant: 100)
      narrow.priority = .defaultLow
      let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
      NSLayoutConstraint.activate([
        wide, narrow, cap,
        box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        box.topAnchor.constraint(equalTo: stage.window.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      stage.window.layoutIfNeeded()
      #expect(box.frame.width == 200)  // the required cap, then the higher preference
      narrow.priority = UILayoutPriority(900)
      stage.window.layoutIfNeeded()
      #expect(box.frame.width == 100)
      #expect(UILayoutPriority.defaultHigh - 1 == UILayoutPriority(749))
      #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
      cap.priority = .defaultLow
      #expect(stage.exception?.name == "NSInternalInconsistencyException")
      #expect(cap.priority == .required)
    }
  }

  @Test func constantChangesMoveViewsAtTheNextLayout() {
    let stage = Stage()
    stage.run {
      let box = constrainedView(in: stage.window)
      let top = box.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10)
      NSLayoutConstraint.activate([
        top, box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2),
      ])
      stage.window.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 0, y: 10, width: 10, height: 20))
      top.constant = 300
      #expect(box.frame.minY == 10)  // not yet laid out
      stage.advance(to: 0.1)  // the turn's layout pass
      #expect(box.frame.minY == 300)
    }
  }

  @Test func identifiersShowInTheDescription() {
    let stage = Stage()
    stage.run {
      let box = constrainedView(in: stage.window)
      let c = box.heightAnchor.constraint(equalToConstant: 44)
      c.identifier = "rowHeight"
      c.isActive = true
      #expect(
        c.description == "<NSLayoutConstraint:0x1 'rowHeight' UIView:0x2.height == 44   (active)>")
      let pin = box.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 8)
      #expect(
        pin.description
          == "<NSLayoutConstraint:0x3 V:|-(8)-[UIView:0x2]   (inactive, names: '|':UIWindow:0x4 )>")
    }
  }

  @Test func aLayoutGuideSpacesTwoViews() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      let b = constrainedView(in: stage.window)
      let gap = UILayoutGuide()
      stage.window.addLayoutGuide(gap)
      #expect(gap.owningView === stage.window && stage.window.layoutGuides.first === gap)
      NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
        b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
        b.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor),
        gap.widthAnchor.constraint(equalToConstant: 33),
        a.widthAnchor.constraint(equalTo: b.widthAnchor),
        a.topAnchor.constraint(equalTo: stage.window.topAnchor),
        b.topAnchor.constraint(equalTo: stage.window.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.heightAnchor.constraint(equalToConstant: 10),
        gap.topAnchor.constraint(equalTo: a.topAnchor),
        gap.heightAnchor.constraint(equalToConstant: 1),
      ])
      stage.window.layoutIfNeeded()
      #expect(a.frame.width == 180 && b.frame.minX == 213)
      #expect(gap.layoutFrame == CGRect(x: 180, y: 0, width: 33, height: 1))
      #expect(!gap.hasAmbiguousLayout)
    }
  }

  @Test func safeAreaAndMarginsGuides() {
    let stage = Stage()
    stage.run {
      let root = UIViewController()
      stage.window.rootViewController = root
      let card = constrainedView(in: root.view)
      let inner = constrainedView(in: card)
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
        card.bottomAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.bottomAnchor),
        card.leadingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.trailingAnchor),
        inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 0),
        inner.widthAnchor.constraint(equalToConstant: 5),
        inner.heightAnchor.constraint(equalToConstant: 5),
      ])
      stage.window.layoutIfNeeded()
      // iPhone 15 Pro: 59 points of safe area on top, 34 at the bottom; a root view's margins
      // are 16 points at the sides; a plain view's 8.
      #expect(card.frame == CGRect(x: 16, y: 59, width: 361, height: 759))
      #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
      #expect(inner.frame.minY == 8)
      card.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 20, leading: 4, bottom: 0, trailing: 4)
      #expect(card.layoutMargins.top == 20)
      stage.window.layoutIfNeeded()
      #expect(inner.frame.minY == 20)
    }
  }

  @Test func removingAViewDeactivatesItsConstraintsToTheRest() {
    let stage = Stage()
    stage.run {
      let a = constrainedView(in: stage.window)
      let b = constrainedView(in: a)
      let inside = b.widthAnchor.constraint(equalTo: a.widthAnchor)
      let outside = a.topAnchor.constraint(equalTo: stage.window.topAnchor)
      let across = b.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor)
      NSLayoutConstraint.activate([inside, outside, across])
      a.removeFromSuperview()
      #expect(inside.isActive && !outside.isActive && !across.isActive)
    }
  }
}
