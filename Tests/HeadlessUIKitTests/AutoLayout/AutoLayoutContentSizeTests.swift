import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct AutoLayoutContentSizeTests {
  @Test func aLabelTakesItsTextsSizeAndFollowsItsText() {
    let stage = Stage()
    stage.run {
      let label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      label.text = "Hello"
      stage.window.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
        label.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10),
      ])
      stage.window.layoutIfNeeded()
      let size = label.intrinsicContentSize
      #expect(size.width > 0 && size.height > 0)
      #expect(label.frame.size == size)
      label.text = "Hello, Auto Layout"
      stage.window.layoutIfNeeded()
      #expect(label.frame.width > size.width && label.frame.size == label.intrinsicContentSize)
    }
  }

  @Test func anImageViewTakesItsImagesSize() throws {
    let stage = Stage()
    try stage.run {
      let bitmap = try PremultipliedRGBA8Bitmap(
        width: 80, height: 60, fill: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
      let image = UIImage(cgImage: CGImage(bitmap: bitmap), scale: 2, orientation: .up)
      let view = UIImageView(image: nil)
      view.translatesAutoresizingMaskIntoConstraints = false
      stage.window.addSubview(view)
      NSLayoutConstraint.activate([
        view.centerXAnchor.constraint(equalTo: stage.window.centerXAnchor),
        view.centerYAnchor.constraint(equalTo: stage.window.centerYAnchor),
      ])
      view.image = image
      stage.window.layoutIfNeeded()
      #expect(view.frame.size == CGSize(width: 40, height: 30))
    }
  }

  /// Two labels side by side across 200 points: the one that hugs less stretches; squeezed,
  /// the one that resists compression less gives way.
  /// A button is as big as its title and image plus its content insets, and follows them.
  @Test func aButtonTakesItsContentsSize() {
    let stage = Stage()
    stage.run {
      let button = UIButton(type: .system)
      button.setTitle("Go", for: .normal)
      button.translatesAutoresizingMaskIntoConstraints = false
      stage.window.addSubview(button)
      NSLayoutConstraint.activate([
        button.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
        button.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
      ])
      stage.window.layoutIfNeeded()
      let short = button.frame.size
      #expect(short.height == 30)  // a system button is at least 30 points tall
      #expect(abs(short.width - button.intrinsicContentSize.width) < 0.34)
      button.setTitle("Go somewhere else", for: .normal)
      stage.window.layoutIfNeeded()
      #expect(button.frame.width > short.width + 50)
      #expect(abs(button.frame.width - button.intrinsicContentSize.width) < 0.34)
      let wide = button.frame.width
      button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
      stage.window.layoutIfNeeded()
      #expect(abs(button.frame.width - (wide + 32)) < 0.67)
      #expect(button.frame.minX == 20 && button.frame.height >= 30)
    }
  }

  @Test func huggingAndCompressionResistanceDecide() {
    let stage = Stage()
    stage.run {
      let container = constrainedView(in: stage.window)
      let a = UILabel()
      let b = UILabel()
      a.text = "Name"
      b.text = "Value"
      var constraints: [NSLayoutConstraint] = [
        container.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
        container.topAnchor.constraint(equalTo: stage.window.topAnchor),
        container.heightAnchor.constraint(equalToConstant: 30),
      ]
      let width = container.widthAnchor.constraint(equalToConstant: 200)
      constraints.append(width)
      for l in [a, b] {
        l.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(l)
        constraints.append(l.topAnchor.constraint(equalTo: container.topAnchor))
      }
      constraints += [
        a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
        b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      ]
      NSLayoutConstraint.activate(constraints)
      a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      #expect(a.contentHuggingPriority(for: .horizontal).rawValue == 251)
      #expect(b.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
      stage.window.layoutIfNeeded()
      #expect(a.frame.width == a.intrinsicContentSize.width)
      #expect(abs(b.frame.width - (200 - a.intrinsicContentSize.width)) < 0.34)
      width.constant = 80
      b.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
      stage.window.layoutIfNeeded()
      #expect(a.frame.width == a.intrinsicContentSize.width)
      #expect(b.frame.width < b.intrinsicContentSize.width)
      a.setContentCompressionResistancePriority(UILayoutPriority(730), for: .horizontal)
      stage.window.layoutIfNeeded()
      #expect(a.frame.width < a.intrinsicContentSize.width)
      #expect(abs(b.frame.width - b.intrinsicContentSize.width) < 1e-9)
    }
  }

  @Test func systemLayoutSizeFittingMeasuresTheContent() {
    let card = UIView()
    let title = UILabel()
    title.text = "Title"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    let body = UIView()
    body.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(body)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      body.heightAnchor.constraint(equalToConstant: 100),
      body.bottomAnchor.constraint(equalTo: card.bottomAnchor),
    ])
    let titleSize = title.intrinsicContentSize
    let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(abs(compressed.height - (12 + titleSize.height + 8 + 100)) < 1e-6)
    #expect(abs(compressed.width - (titleSize.width + 32)) < 1e-6)
    let fixedWidth = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fixedWidth.width == 320 && fixedWidth.height == compressed.height)
    // Its own frame plays no part.
    card.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == compressed)
    // The largest size its constraints allow: as wide as a cap lets it, as tall as it must be.
    card.widthAnchor.constraint(lessThanOrEqualToConstant: 500).isActive = true
    let expanded = card.systemLayoutSizeFitting(
      UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .required)
    #expect(expanded.width == 500 && expanded.height == UIView.layoutFittingExpandedSize.height)
    let expandedWidth = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    // The title's height is in thirds of a point (the main screen's pixels): equal but for the
    // solver's rounding error.
    #expect(expandedWidth.width == 500 && abs(expandedWidth.height - compressed.height) < 1e-9)
  }

  @Test func aViewMeasuresAfterItsHierarchyWasLaidOut() {
    // The live engine of the outer view holds the constraints; measuring takes them too.
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    let inner = UIView(frame: outer.bounds)
    outer.addSubview(inner)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    inner.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: inner.topAnchor, constant: 30),
      box.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: -30),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    outer.layoutIfNeeded()
    let size = inner.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 300, height: 100))
  }

  @Test func autoresizingMasksBecomeConstraints() {
    let stage = Stage()
    stage.run {
      let panel = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
      panel.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      stage.window.addSubview(panel)
      let badge = constrainedView(in: stage.window)
      NSLayoutConstraint.activate([
        badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
        badge.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 4),
        badge.widthAnchor.constraint(equalToConstant: 10),
        badge.heightAnchor.constraint(equalToConstant: 10),
      ])
      stage.window.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 210, y: 144, width: 10, height: 10))
      panel.frame = CGRect(x: 20, y: 60, width: 300, height: 100)
      stage.window.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 310, y: 164, width: 10, height: 10))
      let horizontal = panel.constraintsAffectingLayout(for: .horizontal)
      #expect(horizontal.contains { $0.description.contains("h=-&- v=--&") })
    }
  }

  @Test func aConstrainedViewFollowsAnAutoresizingSuperview() {
    let stage = Stage()
    stage.run {
      let root = UIViewController()
      stage.window.rootViewController = root
      let bar = constrainedView(in: root.view)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
        bar.heightAnchor.constraint(equalToConstant: 50),
      ])
      stage.window.layoutIfNeeded()
      #expect(bar.frame == CGRect(x: 0, y: 802, width: 393, height: 50))
      stage.rotate(to: .landscapeLeft, animated: false)
      stage.advance(to: 0.1)
      #expect(bar.frame == CGRect(x: 0, y: 343, width: 852, height: 50))
    }
  }
}
