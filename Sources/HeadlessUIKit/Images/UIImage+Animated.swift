import Foundation

// Animated images: a list of frames and a duration. An image view showing one plays it in a
// loop (UIImageView+Animation.swift); drawn, it draws its first frame.

extension UIImage {
  /// The frames of an animated image; nil for others.
  public var images: [UIImage]? { variant.images }

  /// How long one loop of an animated image lasts, in seconds; 0 for others.
  public var duration: TimeInterval { variant.duration }

  /// An animated image of `images`, one loop taking `duration` seconds; its size and scale are
  /// the first frame's. Nil for no frames.
  public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
    guard let first = images.first else { return nil }
    var variant = first.variant
    variant.images = images
    variant.duration = duration
    return UIImage(
      pixels: first.pixels, scale: first.scale, orientation: first.imageOrientation,
      variant: variant)
  }

  /// An animated image of the files `name0`, `name1`, … (or from `name1`), found as
  /// `UIImage(named:)` finds files, until one is missing; nil if there is none.
  public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
    animatedImage(with: numberedImages(name), duration: duration)
  }

  /// The numbered files of `name`, resizable with `capInsets`.
  public static func animatedResizableImageNamed(
    _ name: String, capInsets: UIEdgeInsets, duration: TimeInterval
  ) -> UIImage? {
    animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
  }

  /// The numbered files of `name`, resizable with `capInsets` and `resizingMode`.
  public static func animatedResizableImageNamed(
    _ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode, duration: TimeInterval
  ) -> UIImage? {
    let frames = numberedImages(name).map {
      $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
    }
    return animatedImage(with: frames, duration: duration)?
      .resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
  }

  /// `name0`, `name1`, … (starting at 1 when there is no `name0`) until one is missing.
  private static func numberedImages(_ name: String) -> [UIImage] {
    var frames: [UIImage] = []
    var index = UIImage(named: "\(name)0") == nil ? 1 : 0
    while let frame = UIImage(named: "\(name)\(index)"), frames.count < 1000 {
      frames.append(frame)
      index += 1
    }
    return frames
  }
}
