import Foundation
import Testing

@testable import HeadlessUIKit

/// A delegate that adapts a popover to a page sheet and records the controller it is handed
/// to prepare.
private final class SheetAdapting: UIAdaptivePresentationControllerDelegate {
  var prepared: [(UIPresentationController, UIPresentationController)] = []
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { .pageSheet }
  func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController
  ) { prepared.append((presentationController, adaptivePresentationController)) }
}

/// A popover's source item, and the sheet it becomes in a compact width (iOS 15–16).
@MainActor @Suite struct PopoverAdaptiveSheetTests {
  @Test func aSourceItemSetsTheViewOrBarButtonItemItIs() {
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    let popover = content.popoverPresentationController!
    let button = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    popover.sourceItem = button
    #expect(popover.sourceView === button && popover.sourceRect == button.bounds)
    let item = UIBarButtonItem()
    popover.sourceItem = item
    #expect(popover.barButtonItem === item && popover.sourceItem === item)
  }

  @Test func anAdaptingPopoverPresentsItsAdaptiveSheetPreparedByTheDelegate() throws {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let content = UIViewController()
    let delegate = SheetAdapting()
    var sheet: UISheetPresentationController?
    stage.run {
      stage.window.rootViewController = root
      content.modalPresentationStyle = .popover
      let popover = content.popoverPresentationController!
      popover.sourceItem = root.view
      popover.delegate = delegate
      sheet = popover.adaptiveSheetPresentationController
      sheet?.detents = [.medium()]
      stage.at(0.1) { root.present(content, animated: true) }
    }
    stage.advance(to: 1)
    let adaptive = try #require(sheet)
    #expect(content.presentationController === adaptive)
    #expect(delegate.prepared.count == 1)
    #expect(delegate.prepared.first?.0 is UIPopoverPresentationController)
    #expect(delegate.prepared.first?.1 === adaptive)
    // The medium detent set on the adaptive sheet holds: the sheet starts near half the
    // screen's height, not near its top as a large sheet does.
    let top = content.view.convert(CGPoint.zero, to: nil).y
    #expect(top > stage.window.bounds.height / 3)
  }
}
