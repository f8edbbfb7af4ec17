import Foundation

extension UIImageView {
  /// The key of the frames' animation on the layer.
  static let framesKey = "UIImageViewFrames"

  /// Plays frames as a discrete keyframe animation of the layer's contents: the animation
  /// images (the highlighted ones while highlighted) for `animationDuration` (30 frames a second
  /// when 0), `animationRepeatCount` times (forever when 0); without them, an animated image's
  /// frames for its duration, forever, as UIKit plays one. Each frame is drawn as the image
  /// would be (tinted if a template).
  func startFrameAnimation() {
    let explicit = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
    let frames: [UIImage]
    let loop: TimeInterval
    let repeats: Int
    if let explicit, !explicit.isEmpty {
      frames = explicit
      loop = animationDuration > 0 ? animationDuration : Double(explicit.count) / 30
      repeats = animationRepeatCount
      playsImageFrames = false
    } else if let shown = shownImage, let own = shown.images, !own.isEmpty {
      frames = own
      loop = shown.duration > 0 ? shown.duration : Double(own.count) / 30
      repeats = 0
      playsImageFrames = true
    } else {
      stopFrameAnimation()
      return
    }
    let animation = CAKeyframeAnimation(keyPath: "contents")
    animation.values = frames.compactMap {
      $0.drawnPixels(template: false, tint: tintColor, traits: traitCollection)
    }
    animation.calculationMode = .discrete
    animation.duration = loop
    animation.repeatCount = repeats == 0 ? .infinity : Float(repeats)
    layer.add(animation, forKey: Self.framesKey)
  }

  /// Removes the frames' animation: the layer shows the image again.
  func stopFrameAnimation() {
    playsImageFrames = false
    layer.removeAnimation(forKey: Self.framesKey)
  }
}
