import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// `.recursiveDescription` against references written by hand in the form iOS 18 records them
/// (the lines are those `po view.value(forKey: "recursiveDescription")` printed on iOS 18 for
/// the same views, addresses removed as the library removes them).
@MainActor @Suite struct RecursiveDescriptionTests {
  /// Verifies `view` against `expected` as a reference file.
  func verify(_ view: UIView, _ expected: String) throws -> String? {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(expected, named: "1")
    return fixtures.verify(view, as: .recursiveDescription, named: "1")
  }

  func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }

  @Test func plainViews() throws {
    let root = root()
    root.addSubview(UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40)))
    #expect(
      try verify(
        root,
        """
        <UIView; frame = (0 0; 100 100); layer = <CALayer>>
           | <UIView; frame = (20 20; 40 40); layer = <CALayer>>
        """) == nil)
  }

  @Test func nestedViewsAndALabelWithoutText() throws {
    let root = root()
    let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    root.addSubview(view)
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.addSubview(label)
    label.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
    #expect(
      try verify(
        root,
        """
        <UIView; frame = (0 0; 100 100); layer = <CALayer>>
           | <UIView; frame = (20 20; 40 40); layer = <CALayer>>
           |    | <UILabel; frame = (10 10; 20 20); userInteractionEnabled = NO; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer>>
           |    |    | <UIView; frame = (5 5; 10 10); layer = <CALayer>>
        """) == nil)
  }

  @Test func aRotatedViewShowsItsBoundingFrameAndTransform() throws {
    let root = root()
    let cover = UIView(frame: root.bounds)
    cover.backgroundColor = .black
    cover.transform = CGAffineTransform(rotationAngle: .pi / 8)
    root.addSubview(cover)
    #expect(
      try verify(
        root,
        """
        <UIView; frame = (0 0; 100 100); layer = <CALayer>>
           | <UIView; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; backgroundColor = UIExtendedGrayColorSpace 0 1; layer = <CALayer>>
        """) == nil)
  }

  @Test func coloursFractionsAndClipping() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
    let bar = UIView(frame: CGRect(x: 0, y: 56, width: 402, height: 96))
    bar.backgroundColor = .clear
    root.addSubview(bar)
    let list = UIView(frame: CGRect(x: 0, y: 306, width: 402, height: 568))
    list.clipsToBounds = true
    list.backgroundColor = .systemGroupedBackground
    root.addSubview(list)
    let cell = UIView(frame: CGRect(x: 20, y: 0, width: 362, height: 45.33))
    cell.backgroundColor = .white
    list.addSubview(cell)
    #expect(
      try verify(
        root,
        """
        <UIView; frame = (0 0; 402 874); layer = <CALayer>>
           | <UIView; frame = (0 56; 402 96); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer>>
           | <UIView; frame = (0 306; 402 568); clipsToBounds = YES; backgroundColor = <UIDynamicSystemColor; name = systemGroupedBackgroundColor>; layer = <CALayer>>
           |    | <UIView; frame = (20 0; 362 45.33); backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
        """) == nil)
  }

  @Test func anImageViewNamesItsImage() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    let imageView = UIImageView(image: image)
    imageView.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
    let root = root()
    root.addSubview(imageView)
    #expect(
      try verify(
        root,
        """
        <UIView; frame = (0 0; 100 100); layer = <CALayer>>
           | <UIImageView; frame = (20 20; 40 40); opaque = NO; userInteractionEnabled = NO; image = <UIImage CGImage anonymous; (40 40)@3>; layer = <CALayer>>
        """) == nil)
  }

  final class Badge: UILabel {}

  @Test func aSubclassNamesItsModuleAndUIKitBaseClass() throws {
    let root = root()
    root.addSubview(Badge(frame: CGRect(x: 10, y: 10, width: 30, height: 30)))
    let text = try SnapshotFixtures().record(root, as: .recursiveDescription)
    // A nested class has the runtime's mangled name; its nearest UIKit class is named.
    #expect(
      text.hasSuffix(
        "| <_TtCC19CurtainTestingTests25RecursiveDescriptionTests5Badge; baseClass = UILabel; "
          + "frame = (10 10; 30 30); userInteractionEnabled = NO; backgroundColor = "
          + "UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer>>"))
  }

  @Test func propertiesAppearInUIKitsOrder() throws {
    let root = root()
    let view = UIView(frame: CGRect(x: 1.5, y: 2.25, width: 10, height: 10))
    view.clipsToBounds = true
    view.isHidden = true
    view.alpha = 0.5
    view.isOpaque = false
    view.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
    view.isUserInteractionEnabled = false
    view.tag = 7
    root.addSubview(view)
    let text = try SnapshotFixtures().record(root, as: .recursiveDescription)
    #expect(
      text.hasSuffix(
        "| <UIView; frame = (1.5 2.25; 10 10); clipsToBounds = YES; hidden = YES; alpha = 0.5; "
          + "opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; tag = 7; "
          + "layer = <CALayer>>"))
  }

  @Test func aControllersViewIsLaidOutInTheConfigurationsWindow() throws {
    // A layout without text: the frames are the ones iOS gives on an iPhone SE configuration at
    // 3× (edges round to the pixel grid).
    let controller = UIViewController()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      box.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
      box.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 0.37),
      box.heightAnchor.constraint(equalToConstant: 44),
    ])
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(
      """
      <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
         | <UIView; frame = (100.667 20; 118.667 44); layer = <CALayer>>
      """, named: "iphone-se")
    #expect(
      fixtures.verify(
        controller, as: .recursiveDescription(on: .iPhoneSe), named: "iphone-se") == nil)
  }

  @Test func aMismatchIsAPatchOfLines() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write("<UIView; frame = (0 0; 100 100); layer = <CALayer>>", named: "1")
    let root = root()
    root.tag = 3
    let message = try #require(fixtures.verify(root, as: .recursiveDescription, named: "1"))
    #expect(message.hasPrefix("Snapshot \"1\" does not match reference."))
    #expect(
      message.hasSuffix(
        """
        @@ −1,1 +1,1 @@
        −<UIView; frame = (0 0; 100 100); layer = <CALayer>>
        +<UIView; frame = (0 0; 100 100); tag = 3; layer = <CALayer>>
        """))
  }
}
