import CurtainPort
import Testing

/// `@NSManaged` properties gain accessors storing them by key-value coding.
@Suite struct ManagedPropertyTests {
  @Test func anAnimatableLayerPropertyIsStoredByKey() {
    // A custom animatable layer property, as DeckTransition's rounded corners write it.
    let file = ported(
      """
      import UIKit

      private final class CornerLayer: CAShapeLayer {
          @NSManaged var radius: CGFloat
          @NSManaged var tint: UIColor?
          @NSManaged var path2: CGPath

          override static func needsDisplay(forKey key: String) -> Bool {
              key == "radius" || super.needsDisplay(forKey: key)
          }
      }

      """)
    #expect(
      file.text.contains(
        """
            var radius: CGFloat {
                get { value(forKey: "radius") as? CGFloat ?? 0 }
                set { setValue(newValue, forKey: "radius") }
            }
        """))
    #expect(file.text.contains(#"get { value(forKey: "tint") as? UIColor }"#))
    #expect(file.text.contains(#"get { value(forKey: "path2") as! CGPath }"#))
    #expect(!file.text.contains("@NSManaged"))
    #expect(file.count(.managedProperty) == 3)
    #expect(file.count(.dropped("@NSManaged")) == 3)
  }

  @Test func aManagedPropertyOutsideAClassOnlyLosesTheAttribute() {
    let file = ported("protocol Entity {\n  @NSManaged var name: String { get }\n}\n")
    #expect(file.text == "protocol Entity {\n  var name: String { get }\n}\n")
    #expect(file.count(.managedProperty) == 0)
  }
}
