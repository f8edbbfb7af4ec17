import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// Layouts that iOS references pin down: a controller placed by constraints keeps the window's
/// size, and a button's title label sits on the pixel grid.
@MainActor @Suite struct RootViewLayoutTests {
  /// swift-snapshot-testing's `testAutolayout`: a controller's view that does not translate its
  /// autoresizing mask, a subview pinned to its edges. The strategy's root view takes the same
  /// setting, and the window still sizes it (UIKit's encapsulated layout), so the image is the
  /// simulator's screen: 1125 × 2436 pixels on the iPhone X class iOS recorded it on, where
  /// nothing would size the view and the library would record its 400 × 80 error image.
  @Test func aControllerPlacedByConstraintsFillsTheWindow() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    // The simulator is bound before the view loads: a controller's view is the screen's size.
    SnapshotSimulator.$device.withValue(.iPhoneX) {
      let controller = UIViewController()
      controller.view.translatesAutoresizingMaskIntoConstraints = false
      let subview = UIView()
      subview.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(subview)
      NSLayoutConstraint.activate([
        subview.topAnchor.constraint(equalTo: controller.view.topAnchor),
        subview.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        subview.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
        subview.rightAnchor.constraint(equalTo: controller.view.rightAnchor),
      ])
      _ = fixtures.verify(controller, as: .image, named: "1", record: .all)
    }
    let data = try Data(
      contentsOf: URL(fileURLWithPath: fixtures.path(named: "1", pathExtension: "png")))
    let image = try #require(UIImage(data: data, scale: 1)?.cgImage)
    #expect(image.width == 1125 && image.height == 2436)
  }

  /// CleanCodeAnimations' buttons as iOS 12.2 described them on an iPhone 8 (2×), but with a
  /// title 25.5 points wide: centred at 154.75, its origin lies on the half-point grid, as iOS
  /// places a button's title label (`(0.333333 6; 45.6667 18)` in a 46-point button at 3×).
  @Test func aButtonsTitleSitsOnThePixelGrid() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 718, width: 335, height: 50)
    button.setTitle("Exit", for: .normal)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.addSubview(button)
    let description = try SnapshotSimulator.$device.withValue(.iPhone8) {
      try SnapshotSimulator.$systemVersion.withValue("12.2") {
        try SnapshotFixtures().record(root, as: .recursiveDescription)
      }
    }
    let title = try #require(description.split(separator: "\n").last)
    let frame = try #require(title.split(separator: "frame = (").last?.split(separator: ")").first)
    let numbers = frame.split(whereSeparator: { $0 == " " || $0 == ";" }).compactMap {
      Double($0)
    }
    try #require(numbers.count == 4)
    // Origins on the 2× grid, the title centred within half a pixel.
    #expect((numbers[0] * 2).rounded() == numbers[0] * 2)
    #expect((numbers[1] * 2).rounded() == numbers[1] * 2)
    #expect(abs(numbers[0] + numbers[2] / 2 - 167.5) <= 0.25)
  }
}
