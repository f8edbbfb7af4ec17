import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct SplitViewControllerTests {
  func split(on device: Device) -> (Stage, UISplitViewController, [UIViewController]) {
    let stage = Stage(device: device)
    let split = UISplitViewController()
    let columns = [UIViewController(), UIViewController()]
    split.viewControllers = columns
    stage.run { stage.window.rootViewController = split }
    stage.advance(to: 0.1)
    return (stage, split, columns)
  }

  @Test func anIPadShowsTheColumnsSideBySide() {
    let (stage, split, columns) = split(on: .iPadPro11)
    #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
    #expect(columns[1].splitViewController === split && columns[0].parent === split)
    let b = split.view.bounds
    #expect(columns[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: b.height))
    #expect(columns[1].view.frame == CGRect(x: 320, y: 0, width: b.width - 320, height: b.height))
    let detail = UIViewController()
    stage.run { columns[0].showDetailViewController(detail, sender: nil) }
    stage.advance(to: 0.2)
    #expect(split.viewControllers[1] === detail && columns[1].parent == nil)
    #expect(detail.view.window === stage.window && columns[1].viewIfLoaded?.superview == nil)
  }

  @Test func anIPhoneIsCollapsedToThePrimary() {
    let (stage, split, columns) = split(on: .iPhone15Pro)
    #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
    #expect(columns[0].view.window === stage.window && columns[0].view.frame == split.view.bounds)
    #expect(columns[1].viewIfLoaded?.window == nil)
  }
}
