import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// `.recursiveDescription` in the format of the simulator's iOS version, against references
/// written by hand as iOS 12.2 recorded them (a public suite's `__Snapshots__`: no background
/// colours, no images, a button's title label named `UIButtonLabel`) and as iOS 18 does.
@MainActor @Suite struct DescriptionVersionTests {
  /// A button as apps make one: a background image, corners clipped.
  func button(title: String?) -> UIButton {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 30, width: 335, height: 50)
    button.setBackgroundImage(
      UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      }, for: .normal)
    button.setTitle(title, for: .normal)
    button.layer.cornerRadius = 25
    button.layer.masksToBounds = true
    return button
  }

  /// A 375 × 667 root with a background colour, holding `views`.
  func root(_ views: UIView...) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .white
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    for view in views { root.addSubview(view) }
    return root
  }

  /// Verifies `view` against `expected` with the simulator on `systemVersion`: nil when they
  /// match, else the library's message.
  func verify(_ view: UIView, _ expected: String, systemVersion: String) throws -> String? {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(expected, named: "1")
    let message = SnapshotSimulator.$systemVersion.withValue(systemVersion) {
      fixtures.verify(view, as: .recursiveDescription, named: "1")
    }
    if let message { Issue.record(Comment(rawValue: message)) }
    return message
  }

  @Test func iOS12LeavesOutBackgroundColoursAndImages() throws {
    let square = UIView(frame: CGRect(x: 6, y: 6, width: 50, height: 50))
    square.backgroundColor = .orange
    #expect(
      try verify(
        root(square, button(title: nil)),
        """
        <UIView; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer>>
           | <UIView; frame = (6 6; 50 50); layer = <CALayer>>
           | <UIButton; frame = (20 30; 335 50); clipsToBounds = YES; opaque = NO; layer = <CALayer>>
           |    | <UIImageView; frame = (0 0; 335 50); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
        """, systemVersion: "12.2") == nil)
  }

  @Test func iOS18NamesBackgroundColoursAndImages() throws {
    let square = UIView(frame: CGRect(x: 6, y: 6, width: 50, height: 50))
    square.backgroundColor = .orange
    #expect(
      try verify(
        root(square, button(title: nil)),
        """
        <UIView; frame = (0 0; 375 667); autoresize = W+H; backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
           | <UIView; frame = (6 6; 50 50); backgroundColor = UIExtendedSRGBColorSpace 1 0.5 0 1; layer = <CALayer>>
           | <UIButton; frame = (20 30; 335 50); clipsToBounds = YES; opaque = NO; layer = <CALayer>>
           |    | <UIImageView; frame = (0 0; 335 50); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; image = <UIImage CGImage anonymous; (1 1)@3>; layer = <CALayer>>
        """, systemVersion: "18.0") == nil)
  }

  @Test(arguments: ["12.2", "18.0"])
  func aButtonsTitleLabelIsAUIButtonLabel(systemVersion: String) throws {
    let text = try SnapshotSimulator.$systemVersion.withValue(systemVersion) {
      try SnapshotFixtures().record(root(button(title: "Exit")), as: .recursiveDescription)
    }
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    // The frame comes from the text's metrics; the rest of the line is UIKit's on every version.
    let label = try #require(lines.last)
    #expect(label.hasPrefix("   |    | <UIButtonLabel; frame = ("))
    #expect(
      label.hasSuffix(
        "; text = 'Exit'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>"))
  }

  @Test func aPlainLabelKeepsItsClearBackgroundFromIOS17On() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let old = SnapshotSimulator.$systemVersion.withValue("16.4") { label.description }
    let new = SnapshotSimulator.$systemVersion.withValue("17.0") { label.description }
    #expect(!old.contains("backgroundColor"))
    #expect(new.contains("backgroundColor = UIExtendedGrayColorSpace 0 0"))
  }
}
