import Foundation

@testable import HeadlessUIKit

/// A stage on an iPhone 15 Pro showing a plain root controller, advanced past its first layout,
/// and the root's view. Keep the stage: it owns the window.
@MainActor func stageWithRootView() -> (Stage, UIView) {
  let stage = Stage(device: .iPhone15Pro)
  let root = UIViewController()
  stage.run { stage.window.rootViewController = root }
  stage.advance(to: 0.1)
  return (stage, root.view)
}
