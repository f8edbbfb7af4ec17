import Foundation
import Testing

@testable import HeadlessUIKit

/// An app's own activity that saves text items, finishing at once as a simple activity does.
@MainActor private final class SaveTextActivity: UIActivity {
  var prepared: [Any] = []
  static let type = UIActivity.ActivityType("com.example.save-text")
  override var activityType: UIActivity.ActivityType? { Self.type }
  override var activityTitle: String? { "Save Text" }
  override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
    activityItems.contains { $0 is String }
  }
  override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
  override func perform() { activityDidFinish(true) }
}

/// Gives a caption made for the activity chosen, as photo browsers' item providers do.
@MainActor private final class CaptionProvider: UIActivityItemProvider {
  override var item: Any { "Caption for \(activityType?.rawValue ?? "none")" }
}

@MainActor @Suite struct ActivityViewControllerTests {
  private struct Completion {
    let type: UIActivity.ActivityType?
    let completed: Bool
    let items: [Any]?
  }

  @Test func theShareSheetShowsTheItemsAndReportsAClose() throws {
    let stage = Stage()
    var completions: [Completion] = []
    let share = UIActivityViewController(
      activityItems: ["Hello", CaptionProvider(placeholderItem: "")], applicationActivities: nil)
    share.completionWithItemsHandler = { type, completed, items, _ in
      completions.append(Completion(type: type, completed: completed, items: items))
    }
    let root = UIViewController()
    stage.run {
      stage.window.rootViewController = root
      stage.advance(to: 0)
      root.present(share, animated: true)
      stage.advance(to: 1)
    }
    #expect(root.presentedViewController === share)
    #expect(share.sheetPresentationController?.detents.count == 2)
    let header = try #require(share.view.subviews.first as? UILabel)
    #expect(header.text == "2 Items")
    // The sheet rests at the medium detent, its top well down the screen.
    #expect(share.view.convert(share.view.bounds, to: nil).minY > stage.window.bounds.height / 3)
    stage.run {
      let close = share.view.subviews.compactMap { $0 as? UIButton }.first
      close?.sendActions(for: .touchUpInside)
      stage.advance(to: 2)
    }
    #expect(root.presentedViewController == nil)
    #expect(completions.count == 1)
    #expect(completions.first?.type == nil && completions.first?.completed == false)
    #expect(completions.first?.items == nil)
  }

  @Test func anApplicationActivityRunsWithTheItemsAndReportsItsType() throws {
    let stage = Stage()
    var completions: [Completion] = []
    let save = SaveTextActivity()
    let share = UIActivityViewController(
      activityItems: [CaptionProvider(placeholderItem: "")], applicationActivities: [save])
    share.completionWithItemsHandler = { type, completed, items, _ in
      completions.append(Completion(type: type, completed: completed, items: items))
    }
    let root = UIViewController()
    stage.run {
      stage.window.rootViewController = root
      stage.advance(to: 0)
      root.present(share, animated: true)
      stage.advance(to: 1)
    }
    let header = try #require(share.view.subviews.first as? UILabel)
    #expect(header.text == "1 Item")
    let rows = share.view.subviews.compactMap { $0 as? UIButton }.filter {
      $0.title(for: .normal) == "Save Text"
    }
    #expect(rows.count == 1)
    stage.run {
      rows.first?.sendActions(for: .touchUpInside)
      stage.advance(to: 2)
    }
    #expect(save.prepared as? [String] == ["Caption for com.example.save-text"])
    #expect(root.presentedViewController == nil)
    #expect(completions.count == 1)
    #expect(completions.first?.type == SaveTextActivity.type)
    #expect(completions.first?.completed == true)
    // Excluded, the activity is not offered.
    share.excludedActivityTypes = [SaveTextActivity.type]
    #expect(share.shownActivities.isEmpty)
  }
}
