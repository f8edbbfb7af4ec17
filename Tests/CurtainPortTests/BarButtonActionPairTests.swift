import CurtainPort
import Testing

/// iOS code hands a bar button item its target and then its action; HeadlessUIKit takes both
/// in one call.
@Suite struct BarButtonActionPairTests {
  @Test func targetThenActionBecomesOneCall() {
    let file = ported(
      """
      import UIKit

      final class CloseBar: UIView {
        let navigationItem = UINavigationItem(title: "")

        init(closeButton: UIBarButtonItem?) {
          super.init(frame: .zero)
          if let closeButton = closeButton {
            closeButton.target = self
            closeButton.action = #selector(close)
            navigationItem.leftBarButtonItem = closeButton
          }
        }

        required init?(coder: NSCoder) { fatalError() }

        func adopt(_ item: UIBarButtonItem?) {
          guard let item else { return }
          item.title = "Done"
          item.target = self
          item.action = #selector(self.finish(_:))
        }

        @objc private func close() {}
        @objc private func finish(_ sender: UIBarButtonItem) {}
      }
      """)
    #expect(
      file.text == """
        import UIKit

        final class CloseBar: UIView {
          let navigationItem = UINavigationItem(title: "")

          init(closeButton: UIBarButtonItem?) {
            super.init(frame: .zero)
            if let closeButton = closeButton {
              closeButton.setAction(target: self, CloseBar.close)
              navigationItem.leftBarButtonItem = closeButton
            }
          }

          required init?(coder: NSCoder) { fatalError() }

          func adopt(_ item: UIBarButtonItem?) {
            guard let item else { return }
            item.title = "Done"
            item.setAction(target: self, CloseBar.finish(_:))
          }

          private func close() {}
          private func finish(_ sender: UIBarButtonItem) {}
        }
        """)
    #expect(file.count(.barButtonAction) == 2)
    #expect(file.count(.objectiveCFence) == 0)
  }

  /// Without the target set to `self` beside it, or on a receiver the port cannot type, the
  /// selector is a value kept for the Objective-C runtime and ObjectiveCFence takes it.
  @Test func anActionAloneIsLeftToTheFence() {
    let file = ported(
      """
      import UIKit

      final class Toolbar: UIView {
        func wire(_ item: UIBarButtonItem, to owner: AnyObject) {
          item.target = owner
          item.action = #selector(tap)
        }

        @objc private func tap() {}
      }
      """)
    #expect(file.count(.barButtonAction) == 0)
    #expect(file.count(.objectiveCFence) == 1)
  }
}
