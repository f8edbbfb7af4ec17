import CurtainPort
import Testing

/// `type(of: object).description()`, Objective-C's class method, becomes `NSStringFromClass`.
@Suite struct ClassDescriptionTests {
  @Test func theClassMethodThroughAMetatypeGivesTheClassName() {
    // A layout library's debug description of the objects its constraints join, as SnapKit's.
    let file = ported(
      """
      import UIKit

      private func descriptionForObject(_ object: AnyObject) -> String {
          var desc = ""
          desc += type(of: object).description()
          return desc + ":\\(ObjectIdentifier(object))"
      }

      """)
    #expect(file.text.contains("desc += NSStringFromClass(type(of: object))\n"))
    #expect(file.count(.classDescription) == 1)
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test func otherDescriptionsStay() {
    let source = """
      struct Label {
        let value: Int
        func text() -> String { value.description + String(describing: type(of: self)) }
        func join(_ other: Label) -> String { type(of: self).description(of: other) }
        static func description(of label: Label) -> String { "\\(label.value)" }
      }

      """
    let file = ported(source)
    #expect(file.text == source)
  }
}
