import Foundation
import Testing

@testable import HeadlessUIKit

/// An animator deriving from `KeyValueObservingObject`, as `curtain port` makes a plain
/// `NSObject` observer: it overrides `observeValue` and passes other contexts to `super`.
@MainActor private class ButtonWatcher: KeyValueObservingObject {
  nonisolated(unsafe) static var context = 0
  var frames: [CGRect] = []

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if context == &Self.context, let frame = change?[.newKey] as? CGRect {
      frames.append(frame)
    } else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }
}

/// A subclass that hears another key and leaves the rest to its superclass.
@MainActor private final class AlphaWatcher: ButtonWatcher {
  var alphas: [CGFloat] = []

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if keyPath == "alpha", let alpha = change?[.newKey] as? CGFloat {
      alphas.append(alpha)
    } else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }
}

@MainActor @Suite struct KeyValueObservingObjectTests {
  @Test func anOverrideHearsTheObservedViewsChanges() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let watcher = ButtonWatcher()
    button.addObserver(watcher, forKeyPath: "frame", options: .new, context: &ButtonWatcher.context)
    button.frame = CGRect(x: 10, y: 0, width: 40, height: 20)
    #expect(watcher.frames == [CGRect(x: 10, y: 0, width: 40, height: 20)])
    button.removeObserver(watcher, forKeyPath: "frame")
    button.frame = .zero
    #expect(watcher.frames.count == 1)
  }

  @Test func aSubclassPassesContextsNotItsOwnToItsSuperclass() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let watcher = AlphaWatcher()
    view.addObserver(watcher, forKeyPath: "alpha", options: .new, context: nil)
    view.addObserver(watcher, forKeyPath: "frame", options: .new, context: &ButtonWatcher.context)
    view.alpha = 0.5
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(watcher.alphas == [0.5])
    #expect(watcher.frames == [CGRect(x: 0, y: 0, width: 20, height: 10)])
  }
}
