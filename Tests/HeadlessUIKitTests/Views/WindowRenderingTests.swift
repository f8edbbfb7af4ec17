import Compositor
import CurtainTesting
import Foundation
import Testing

@testable import HeadlessUIKit

/// A window of nested views, rendered through the stage and the compositor.
@MainActor @Suite struct WindowRenderingTests {
  final class CardsViewController: UIViewController {
    let translucentGroup = UIView(frame: CGRect(x: 20, y: 40, width: 150, height: 150))
    let clipped = UIView(frame: CGRect(x: 190, y: 40, width: 150, height: 150))

    override func viewDidLoad() {
      view.backgroundColor = .systemGroupedBackground
      // Group opacity: two overlapping squares in a 50 % view; the overlap is not darker.
      translucentGroup.alpha = 0.5
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      a.backgroundColor = .systemBlue
      let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      b.backgroundColor = .systemRed
      translucentGroup.addSubview(a)
      translucentGroup.addSubview(b)
      view.addSubview(translucentGroup)
      // A rounded clip with a border and a shadowed, rotated child poking out of it.
      clipped.backgroundColor = .white
      clipped.layer.cornerRadius = 28
      clipped.clipsToBounds = true
      clipped.layer.borderWidth = 3
      clipped.layer.borderColor = UIColor.systemIndigo.cgColor
      let poke = UIView(frame: CGRect(x: 90, y: -20, width: 90, height: 90))
      poke.backgroundColor = .systemGreen
      poke.transform = CGAffineTransform(rotationAngle: .pi / 8)
      clipped.addSubview(poke)
      view.addSubview(clipped)
      // A card with a shadow and a gradient.
      let card = UIView(frame: CGRect(x: 40, y: 230, width: 280, height: 120))
      card.backgroundColor = .white
      card.layer.cornerRadius = 16
      card.layer.shadowOpacity = 0.3
      card.layer.shadowRadius = 8
      card.layer.shadowOffset = CGSize(width: 0, height: 6)
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 16, y: 16, width: 248, height: 40)
      gradient.cornerRadius = 8
      gradient.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
      gradient.startPoint = CGPoint(x: 0, y: 0.5)
      gradient.endPoint = CGPoint(x: 1, y: 0.5)
      card.layer.addSublayer(gradient)
      view.addSubview(card)
    }
  }

  @Test func aWindowOfNestedViews() throws {
    let stage = Stage(device: .iPhoneSE)
    let vc = CardsViewController()
    stage.run { stage.window.rootViewController = vc }
    stage.advance(to: 0.1)
    let frame = try Compositor().render(stage.renderTree())
    #expect(frame.width == 750 && frame.height == 1334)
    assertGolden(frame)
    // The overlap of the group shows only the red square at 50 %, like its red-only part.
    let overlap = frame.pixel(x: (20 + 75) * 2, y: (40 + 75) * 2)
    let redOnly = frame.pixel(x: (20 + 125) * 2, y: (40 + 125) * 2)
    #expect(overlap == redOnly)
    // The clip cuts the corner of the rounded view: its top-left corner pixel is the background.
    #expect(frame.pixel(x: 190 * 2 + 1, y: 40 * 2 + 1) == frame.pixel(x: 2, y: 2))
  }
}
