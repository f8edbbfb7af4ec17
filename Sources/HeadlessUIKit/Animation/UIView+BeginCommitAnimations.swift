import Foundation
@_spi(UIKit) import HeadlessQuartzCore

// UIKit's animation API from before blocks: `beginAnimations(_:context:)` opens a block that
// `commitAnimations()` closes, and the `setAnimation…` calls between them set its timing for
// the changes that follow, as UIKit documents.

extension UIView {
  /// Opens an animation block: the property changes until ``commitAnimations()`` animate,
  /// for 0.2 s ease-in-out unless set otherwise. Outside a stage, changes apply at once.
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    guard let timeline = Timeline.current else { return }
    let block = ViewAnimationBlock(
      duration: 0.2, delay: 0, options: [], pacing: pacing(for: [], nil),
      group: AnimationCompletionGroup(nil))
    timeline.uiKit.viewAnimationContexts.append(.block(block))
    timeline.uiKit.begunAnimationBlocks.append(
      (timeline.uiKit.viewAnimationContexts.count - 1, block))
  }

  /// Closes the innermost block ``beginAnimations(_:context:)`` opened.
  public class func commitAnimations() {
    guard let state = Timeline.current?.uiKit, let begun = state.begunAnimationBlocks.popLast(),
      begun.index < state.viewAnimationContexts.count
    else { return }
    state.viewAnimationContexts.remove(at: begun.index)
    begun.block.group.seal()
  }

  /// The duration of the changes that follow in the open block (0 applies them at once).
  public class func setAnimationDuration(_ duration: TimeInterval) {
    modifyBegunBlock { $0.duration = duration }
  }

  /// The delay before the changes that follow in the open block start.
  public class func setAnimationDelay(_ delay: TimeInterval) {
    modifyBegunBlock { $0.delay = max(0, delay) }
  }

  /// The curve of the changes that follow in the open block.
  public class func setAnimationCurve(_ curve: AnimationCurve) {
    let options = AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    modifyBegunBlock { $0.pacing = pacing(for: options, nil) }
  }

  /// How many times the changes that follow in the open block repeat.
  public class func setAnimationRepeatCount(_ repeatCount: Float) {
    modifyBegunBlock { $0.repeatCount = repeatCount }
  }

  /// Whether the changes that follow in the open block run back after each repetition.
  public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
    modifyBegunBlock { $0.autoreverses = repeatAutoreverses }
  }

  /// Whether the changes that follow start from what is on screen.
  public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    modifyBegunBlock {
      if fromCurrentState {
        $0.options.insert(.beginFromCurrentState)
      } else {
        $0.options.remove(.beginFromCurrentState)
      }
    }
  }

  /// Changes the open block's settings; a duration of 0 makes its changes apply at once.
  private class func modifyBegunBlock(_ change: (inout ViewAnimationBlock) -> Void) {
    guard let state = Timeline.current?.uiKit, var begun = state.begunAnimationBlocks.last,
      begun.index < state.viewAnimationContexts.count
    else { return }
    change(&begun.block)
    state.begunAnimationBlocks[state.begunAnimationBlocks.count - 1] = begun
    state.viewAnimationContexts[begun.index] =
      begun.block.duration > 0 ? .block(begun.block) : .disabled
  }
}
