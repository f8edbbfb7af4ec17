import CurtainPort
import Testing

@Suite struct KeyPathRewriterTests {
  @Test func aKeyValueReadOfAClassPropertyBecomesTheRead() {
    let file = ported(
      """
      extension PanModalPresentable {
        private var rootViewController: UIViewController? {
          guard let application = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
            else { return nil }
          return application.keyWindow?.rootViewController
        }
      }
      """)
    #expect(
      file.text.contains(
        "guard let application = (UIApplication.shared as Any?) as? UIApplication"))
    #expect(file.count(.keyPathRead) == 1)
    #expect(file.notes.isEmpty)
  }

  @Test func readsOfInstancesAndOfSelfKeepTheirReceiver() {
    let file = ported(
      """
      final class Card: NSObject {
        func peek(_ view: UIView) -> Any? {
          let a = view.value(forKey: #keyPath(UIView.layer.cornerRadius))
          let b = value(forKeyPath: #keyPath(title))
          return a ?? b
        }
      }
      """)
    #expect(file.text.contains("let a = (view.layer.cornerRadius as Any?)"))
    #expect(file.text.contains("let b = (self.title as Any?)"))
    #expect(file.count(.keyPathRead) == 2)
  }

  @Test func otherKeyPathsBecomeTheirStrings() {
    let file = ported(
      """
      func fade(_ layer: CALayer) {
        let animation = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        let key = #keyPath(CALayer.shadowOffset.height)
        layer.add(animation, forKey: key)
        layer.removeAnimation(forKey: #keyPath(QuartzCore.CALayer.zPosition))
      }
      """)
    #expect(file.text.contains("CABasicAnimation(keyPath: \"opacity\")"))
    #expect(file.text.contains("let key = \"shadowOffset.height\""))
    #expect(file.text.contains("forKey: \"zPosition\")"))
    #expect(file.count(.keyPathString) == 3)
  }

  @Test(arguments: [
    (
      "scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: .new, context: nil)",
      "observe with a Swift key path: object.observe(\\.contentOffset)"
    ),
    ("view.setValue(0.5, forKeyPath: #keyPath(UIView.alpha))", "assign the property"),
    ("let path = #keyPath(UIView)", "names a type"),
    ("let path = #keyPath(items[0].name)", "not a chain of property names"),
  ])
  func keyPathsThatCannotBeRewrittenAreNamed(line: String, reason: String) {
    expectNotedAndLeft(line, reason: reason)
  }

  @Test func keyPathsInAnObjectiveCFenceStay() {
    let source = """
      #if canImport(ObjectiveC)
      let key = #keyPath(CALayer.opacity)
      #endif

      """
    #expect(ported(source).text == source)
  }
}
