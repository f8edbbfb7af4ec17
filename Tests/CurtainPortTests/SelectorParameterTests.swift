import CurtainPort
import Testing

@Suite struct SelectorParameterTests {
  @Test func aSelectorPassedThroughBecomesGenericOverloads() {
    let file = ported(
      """
      extension UIGestureRecognizer {
          convenience init(addTo view: UIView, target: Any, action: Selector) {
              self.init(target: target, action: action)
              view.addGestureRecognizer(self)
          }

          convenience init?(addTo view: UIView?, target: Any, action: Selector) {
              guard let view = view else { return nil }
              self.init(addTo: view, target: target, action: action)
          }
      }

      final class Menu {
          func pan(in view: UIView) -> UIPanGestureRecognizer {
              UIPanGestureRecognizer(addTo: view, target: self, action: #selector(didPan(_:)))
          }
          @objc func didPan(_ pan: UIPanGestureRecognizer) {}
      }

      """)
    #expect(file.refusal == nil, "\(file.refusal!)")
    #expect(
      file.text.contains(
        """
            convenience init<Target: AnyObject, Sender>(addTo view: UIView, target: Target, \
        action: @escaping (Target) -> (Sender) -> Void) {
                self.init(target: target, action: action)
                view.addGestureRecognizer(self)
            }

            convenience init<Target: AnyObject>(addTo view: UIView, target: Target, \
        action: @escaping (Target) -> () -> Void) {
        """), "\(file.text)")
    #expect(
      file.text.contains(
        "convenience init?<Target: AnyObject, Sender>(addTo view: UIView?, target: Target, "
          + "action: @escaping (Target) -> (Sender) -> Void) {"))
    #expect(file.text.contains("action: Menu.didPan(_:))"))
    #expect(file.count(.selectorParameter) == 2)
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test func aSelectorUsedOtherwiseIsOnlyNamed() {
    let file = ported(
      """
      final class Box {
          var stored: Selector?
          func keep(target: Any, action: Selector) { stored = action }
      }

      """)
    #expect(file.count(.selectorParameter) == 0)
  }
}
