import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// Dynamic Type limits, appearance and direction overrides, alignment rectangles, and drawing a
/// view hierarchy into a context.
@MainActor @Suite struct UIViewSurfaceTests {
  @Test func contentSizeLimitsHoldTheViewAndItsSubviewsDynamicTypeSize() {
    let stage = Stage(device: .iPhone15Pro)
    let container = UIView()
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    stage.run {
      stage.window.addSubview(container)
      container.addSubview(label)
    }
    stage.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    let largest = label.font.pointSize
    #expect(
      label.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
    stage.run { container.maximumContentSizeCategory = .large }
    #expect(label.traitCollection.preferredContentSizeCategory == .large)
    #expect(label.font.pointSize == 17 && largest > 17)
    stage.run { label.minimumContentSizeCategory = .extraExtraLarge }
    #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
    #expect(
      label.appliedContentSizeCategoryLimitsDescription
        == "<UILabel> minimum: UICTContentSizeCategoryXXL\n"
        + "<UIView> maximum: UICTContentSizeCategoryL")
    #expect(
      UIView().appliedContentSizeCategoryLimitsDescription
        == "No content size category limits are applied.")
  }

  @Test func overrideUserInterfaceStyleIsTheTraitOverride() {
    let stage = Stage()
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    stage.run { stage.window.addSubview(parent) }
    #expect(child.traitCollection.userInterfaceStyle == .light)
    stage.run { parent.overrideUserInterfaceStyle = .dark }
    #expect(parent.traitOverrides.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func semanticContentAttributesGiveTheirDirections() {
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        == .rightToLeft)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft)
        == .leftToRight)
    let stage = Stage()
    let view = UIView()
    stage.run {
      view.semanticContentAttribute = .forceLeftToRight
      view.semanticContentAttribute = .forceRightToLeft
    }
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(
      stage.messages.map(\.text) == [
        "UIView.semanticContentAttribute has no effect in Curtain: leading and trailing stay "
          + "left and right: layout runs left to right."
      ])
  }

  @Test func alignmentRectsFollowTheInsets() {
    final class Badge: UIView {
      override var alignmentRectInsets: UIEdgeInsets {
        UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
      }
    }
    let badge = Badge()
    let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    let aligned = badge.alignmentRect(forFrame: frame)
    #expect(aligned == CGRect(x: 14, y: 22, width: 88, height: 42))
    #expect(badge.frame(forAlignmentRect: aligned) == frame)
    #expect(UIView().alignmentRect(forFrame: frame) == frame)
  }

  @Test func drawHierarchyDrawsTheViewScaledIntoTheContext() throws {
    let stage = Stage()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .red
    let inner = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    inner.backgroundColor = .blue
    view.addSubview(inner)
    var drew = false
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = stage.run {
      UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { _ in
        drew = view.drawHierarchy(
          in: CGRect(x: 0, y: 0, width: 4, height: 2), afterScreenUpdates: true)
      }
    }
    #expect(drew)
    let b = try #require(image.cgImage).renderImage.bitmap
    #expect(b[0, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(b[3, 1] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false))
  }

  @Test func aResizableSnapshotShowsTheRectangleAsked() throws {
    let stage = Stage()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .red
    let snapshot = try #require(
      stage.run {
        view.resizableSnapshotView(
          from: CGRect(x: 5, y: 0, width: 10, height: 10), afterScreenUpdates: false,
          withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
      } as? UIImageView)
    #expect(snapshot.frame.size == CGSize(width: 10, height: 10))
    let image = try #require(snapshot.image)
    #expect(image.size == CGSize(width: 10, height: 10))
    #expect(image.capInsets == UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
  }
}
