import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// Buttons of UIKit's system types, sized as iOS sizes them.
@MainActor @Suite struct SystemButtonTests {
  /// A contact-add button sized to fit, described as an iOS 16 simulator describes it: its
  /// image view fills it, 24⅓ × 23⅔ points.
  @Test func aContactAddButtonHasItsSymbolsSize() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(
      """
      <UIButton; frame = (0 0; 24.3333 23.6667); opaque = NO; layer = <CALayer>>
         | <UIImageView; frame = (0 0; 24.3333 23.6667); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
      """, named: "1")
    let message = SnapshotSimulator.$systemVersion.withValue("16.4") {
      fixtures.verify(UIButton(type: .contactAdd), as: .recursiveDescription, named: "1")
    }
    if let message { Issue.record(Comment(rawValue: message)) }
    #expect(message == nil)
  }

  @Test func itsImageIsATemplateAtTheScreensScale() throws {
    let button = UIButton(type: .contactAdd)
    let image = try #require(button.currentImage)
    #expect(image.renderingMode == .alwaysTemplate)
    #expect(image.size == CGSize(width: 73.0 / 3, height: 71.0 / 3))
    #expect(button.intrinsicContentSize == image.size)
    #expect(UIButton(type: .system).currentImage == nil)
  }
}
