import Foundation
import Testing

@testable import HeadlessUIKit

/// A cell that observes its own label's font and a scroll view's offset by string key paths, as
/// pager and menu libraries do, recording each notification.
@MainActor private final class ObservingCell: UIView {
  struct Note {
    let keyPath: String?
    let change: [NSKeyValueChangeKey: Any]
    let context: UnsafeMutableRawPointer?
  }
  var notes: [Note] = []
  static let fontContext = UnsafeMutableRawPointer(bitPattern: 0x1)

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    notes.append(Note(keyPath: keyPath, change: change ?? [:], context: context))
  }
}

/// A plain object observing a view's frame: not a responder, so it says it observes.
@MainActor private final class FrameWatcher: NSObject, KeyValueObserving {
  var frames: [CGRect] = []
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if let frame = change?[.newKey] as? CGRect { frames.append(frame) }
  }
}

@MainActor @Suite struct KeyPathObservingTests {
  @Test func aScrollViewsContentOffsetReportsInitialOldAndNew() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    let cell = ObservingCell()
    scrollView.addObserver(
      cell, forKeyPath: "contentOffset", options: [.initial, .old, .new], context: nil)
    #expect(cell.notes.count == 1)
    #expect(cell.notes[0].change[.newKey] as? CGPoint == .zero)
    #expect(cell.notes[0].change[.oldKey] == nil)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)  // unchanged: not reported
    #expect(cell.notes.count == 2)
    let change = cell.notes[1].change
    #expect(cell.notes[1].keyPath == "contentOffset")
    #expect(change[.oldKey] as? CGPoint == .zero)
    #expect(change[.newKey] as? CGPoint == CGPoint(x: 0, y: 40))
    #expect((change[.kindKey] as? NSNumber)?.uintValue == NSKeyValueChange.setting.rawValue)
    scrollView.removeObserver(cell, forKeyPath: "contentOffset")
    scrollView.contentOffset = CGPoint(x: 0, y: 80)
    #expect(cell.notes.count == 2)
  }

  @Test func aLabelsFontReportsWithItsContextAndPriorNotification() {
    let label = UILabel()
    let cell = ObservingCell()
    label.addObserver(
      cell, forKeyPath: "font", options: [.old, .new, .prior], context: ObservingCell.fontContext)
    let old = label.font!
    label.font = .systemFont(ofSize: 30)
    #expect(cell.notes.count == 2)
    #expect(cell.notes.allSatisfy { $0.context == ObservingCell.fontContext })
    #expect(cell.notes[0].change[.notificationIsPriorKey] as? Bool == true)
    #expect(cell.notes[0].change[.oldKey] as? UIFont == old)
    #expect(cell.notes[1].change[.notificationIsPriorKey] == nil)
    #expect((cell.notes[1].change[.newKey] as? UIFont)?.pointSize == 30)
    label.removeObserver(cell, forKeyPath: "font", context: ObservingCell.fontContext)
    label.font = .systemFont(ofSize: 12)
    #expect(cell.notes.count == 2)
  }

  @Test func aViewsFrameAndTextReportToEachObserver() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let watcher = FrameWatcher()
    button.addObserver(watcher, forKeyPath: "frame", options: .new, context: nil)
    button.center = CGPoint(x: 100, y: 100)
    button.bounds.size = CGSize(width: 60, height: 40)
    #expect(
      watcher.frames == [
        CGRect(x: 80, y: 80, width: 40, height: 40), CGRect(x: 70, y: 80, width: 60, height: 40),
      ])
    button.removeObserver(watcher, forKeyPath: "frame")

    let label = UILabel()
    let cell = ObservingCell()
    label.addObserver(cell, forKeyPath: "text", options: .new, context: nil)
    label.addObserver(cell, forKeyPath: "hidden", options: .new, context: nil)
    label.text = "Hello"
    label.isHidden = true
    #expect(cell.notes.map(\.keyPath) == ["text", "hidden"])
    #expect(cell.notes[0].change[.newKey] as? String == "Hello")
    #expect(cell.notes[1].change[.newKey] as? Bool == true)
  }
}
