import Foundation
@_spi(UIKit) import HeadlessQuartzCore

extension UIView {
  /// Runs `animations` inside an animation block with their animations repeated `count` times
  /// (fractions play part of a cycle) and, when `autoreverses`, run back each time (iOS 13).
  /// Outside an animation block the changes are made at once, as in UIKit.
  public class func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {
    guard let timeline = Timeline.current,
      case .block(var block)? = timeline.uiKit.viewAnimationContexts.last
    else {
      animations()
      return
    }
    block.repeatCount = Float(count)
    block.autoreverses = autoreverses
    timeline.uiKit.viewAnimationContexts.append(.block(block))
    animations()
    timeline.uiKit.viewAnimationContexts.removeLast()
  }
}
