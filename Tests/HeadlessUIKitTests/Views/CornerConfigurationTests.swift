import Foundation
import Testing

@testable import HeadlessUIKit

/// iOS 26's corner configurations: what each corner resolves to, and how the layer is rounded.
@MainActor @Suite struct CornerConfigurationTests {
  @Test func aViewStartsSquareAndLeavesItsLayerAlone() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layer.cornerRadius = 7
    #expect(view.cornerConfiguration == .corners(radius: .fixed(0)))
    #expect(view.effectiveRadius(corner: .allCorners) == 0)
    view.layoutIfNeeded()
    #expect(view.layer.cornerRadius == 7)
  }

  @Test func fixedRadiiPerCornerRoundTheLayerWithTheLargestAndMaskTheSquareOnes() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.cornerConfiguration = .corners(
      topLeftRadius: 12, topRightRadius: .fixed(20), bottomLeftRadius: nil,
      bottomRightRadius: nil)
    #expect(view.effectiveRadius(corner: .topLeft) == 12)
    #expect(view.effectiveRadius(corner: .topRight) == 20)
    #expect(view.effectiveRadius(corner: .bottomLeft) == 0)
    #expect(view.effectiveRadius(corner: [.topLeft, .bottomRight]) == 12)
    #expect(view.effectiveRadius(corner: .allCorners) == 20)
    #expect(view.layer.cornerRadius == 20)
    #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(view.layer.cornerCurve == .continuous)

    view.cornerConfiguration = .uniformCorners(radius: 10.5)
    #expect(view.effectiveRadius(corner: .bottomLeft) == 10.5)
    #expect(view.layer.maskedCorners.rawValue == 15)
  }

  @Test func aCapsuleIsHalfTheShorterSideCappedAndFollowsLayout() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    view.cornerConfiguration = .capsule()
    #expect(view.effectiveRadius(corner: .topLeft) == 22)
    #expect(view.layer.cornerRadius == 22)
    view.frame.size.height = 30
    view.layoutIfNeeded()
    #expect(view.layer.cornerRadius == 15)
    view.cornerConfiguration = .capsule(maximumRadius: 10)
    #expect(view.effectiveRadius(corner: .bottomRight) == 10)
  }

  @Test func containerConcentricRadiiFollowTheDisplayCornersInTheWindow() {
    let stage = Stage(device: .iPhone15Pro)
    stage.run {
      let radius = stage.device.screenCornerRadius
      #expect(radius == 55)
      // Inset 10 from the left and bottom, 30 from the right, 400 from the top.
      let width = stage.window.bounds.width - 40
      let height = stage.window.bounds.height - 410
      let card = UIView(frame: CGRect(x: 10, y: 400, width: width, height: height))
      stage.window.addSubview(card)
      card.cornerConfiguration = .corners(radius: .containerConcentric())
      #expect(card.effectiveRadius(corner: .bottomLeft) == radius - 10)
      #expect(card.effectiveRadius(corner: .bottomRight) == radius - 30)
      #expect(card.effectiveRadius(corner: .topLeft) == 0)
      card.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 12))
      #expect(card.effectiveRadius(corner: .topRight) == 12)
      #expect(card.effectiveRadius(corner: .bottomLeft) == radius - 10)
      // Uniform corners take the largest a corner resolves to.
      card.cornerConfiguration = .uniformCorners(radius: .containerConcentric())
      #expect(card.effectiveRadius(corner: .topLeft) == radius - 10)
      #expect(card.layer.maskedCorners.rawValue == 15)
    }
  }

  @Test func theNearestConfiguredAncestorIsTheContainer() {
    let stage = Stage(device: .iPhoneSE)
    stage.run {
      let panel = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 367))
      panel.cornerConfiguration = .corners(
        topLeftRadius: 38, topRightRadius: 38, bottomLeftRadius: nil, bottomRightRadius: nil)
      let plain = UIView(frame: panel.bounds)
      let content = UIView(frame: CGRect(x: 8, y: 8, width: 359, height: 351))
      stage.window.addSubview(panel)
      panel.addSubview(plain)
      plain.addSubview(content)
      content.cornerConfiguration = .corners(radius: .containerConcentric())
      #expect(content.effectiveRadius(corner: .topLeft) == 30)
      #expect(content.effectiveRadius(corner: .bottomRight) == 0)
      // On a display without rounded corners, a view in the window resolves to its minimum.
      let badge = UIView(frame: CGRect(x: 4, y: 4, width: 40, height: 20))
      stage.window.addSubview(badge)
      badge.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 6))
      #expect(badge.effectiveRadius(corner: .topLeft) == 6)
    }
  }
}
