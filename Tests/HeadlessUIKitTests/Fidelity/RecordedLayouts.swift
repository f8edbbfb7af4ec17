import Foundation

@testable import HeadlessUIKit

/// Layouts iOS recorded: the frames UIKit's `recursiveDescription` printed for view-controller
/// code run on iOS simulators, as a public snapshot suite stores them (docs/fidelity.md names
/// the suite and the files). Each is rebuilt on a stage set up as the recording was.
struct RecordedLayout: Sendable, CustomStringConvertible {
  /// The recording's name: the device it stood for.
  let name: String
  /// The view's size, safe-area top and bottom, in points.
  let size: CGSize
  let safeTop: CGFloat
  let safeBottom: CGFloat
  /// The content size category in effect (read from the recorded sizes where the suite's
  /// traits did not set it).
  let category: UIContentSizeCategory
  /// The labels' frames as iOS printed them, by text.
  let frames: [String: CGRect]

  var description: String { name }

  /// A device whose screen is the recording's: its size and safe area, at 3 pixels per point,
  /// the scale of the simulator the suite recorded on (its 2× devices show thirds of points).
  var device: Device {
    Device(
      name: name, identifier: name, idiom: size.width > 700 ? .pad : .phone, portraitSize: size,
      scale: 3,
      portraitSafeAreaInsets: UIEdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0),
      landscapeSafeAreaInsets: .zero,
      portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
      landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact))
  }
}

/// `x y w h` as `recursiveDescription` prints it, thirds written as iOS rounds them.
func frame(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

extension RecordedLayout {
  static let third: CGFloat = 1.0 / 3

  /// Four labels pinned to the safe area: "What's" (headline) top centre, "the" (body) leading
  /// and "point" (body) trailing at mid height, "?" (subheadline) bottom centre.
  static func fourLabels(
    _ name: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat = 0,
    large: Bool, whats: CGPoint, the: CGFloat, point: CGPoint, question: CGPoint
  ) -> RecordedLayout {
    // Sizes iOS gave the texts: Medium (16/14 pt) or Large (17/15 pt).
    let t = third
    let sizes: [String: CGSize] =
      large
      ? [
        "What's": CGSize(width: 55 + 2 * t, height: 20 + t),
        "the": CGSize(width: 25, height: 20 + t),
        "point": CGSize(width: 39, height: 20 + t), "?": CGSize(width: 7 + 2 * t, height: 18),
      ]
      : [
        "What's": CGSize(width: 52 + 2 * t, height: 19 + t),
        "the": CGSize(width: 23 + 2 * t, height: 19 + t),
        "point": CGSize(width: 37, height: 19 + t), "?": CGSize(width: 7 + t, height: 17),
      ]
    return RecordedLayout(
      name: name, size: CGSize(width: w, height: h), safeTop: top, safeBottom: bottom,
      category: large ? .large : .medium,
      frames: [
        "What's": CGRect(origin: whats, size: sizes["What's"]!),
        "the": CGRect(origin: CGPoint(x: 0, y: the), size: sizes["the"]!),
        "point": CGRect(origin: point, size: sizes["point"]!),
        "?": CGRect(origin: question, size: sizes["?"]!),
      ])
  }

  static let t = third

  /// The four-label screen on eleven devices.
  static let fourLabelScreens: [RecordedLayout] = [
    fourLabels(
      "iPhoneSe", 320, 568, top: 20, large: false, whats: CGPoint(x: 133 + 2 * t, y: 20),
      the: 284 + t, point: CGPoint(x: 283, y: 284 + t), question: CGPoint(x: 156 + t, y: 551)),
    fourLabels(
      "iPhone8", 375, 667, top: 20, large: false, whats: CGPoint(x: 161 + t, y: 20),
      the: 334, point: CGPoint(x: 338, y: 334), question: CGPoint(x: 184, y: 650)),
    fourLabels(
      "iPhone8Plus", 414, 736, top: 20, large: false, whats: CGPoint(x: 180 + 2 * t, y: 20),
      the: 368 + t, point: CGPoint(x: 377, y: 368 + t), question: CGPoint(x: 203 + t, y: 719)),
    fourLabels(
      "iPhoneX", 375, 812, top: 44, bottom: 34, large: false,
      whats: CGPoint(x: 161 + t, y: 44), the: 401 + t, point: CGPoint(x: 338, y: 401 + t),
      question: CGPoint(x: 184, y: 761)),
    fourLabels(
      "iPhoneXr", 414, 896, top: 44, bottom: 34, large: false,
      whats: CGPoint(x: 180 + 2 * t, y: 44), the: 443 + t, point: CGPoint(x: 377, y: 443 + t),
      question: CGPoint(x: 203 + t, y: 845)),
    fourLabels(
      "iPhoneXsMax", 414, 896, top: 44, bottom: 34, large: true,
      whats: CGPoint(x: 179 + t, y: 44), the: 443, point: CGPoint(x: 375, y: 443),
      question: CGPoint(x: 203 + t, y: 844)),
    fourLabels(
      "iPadMini", 1024, 768, top: 20, large: true, whats: CGPoint(x: 484 + t, y: 20),
      the: 384, point: CGPoint(x: 985, y: 384), question: CGPoint(x: 508 + t, y: 750)),
    fourLabels(
      "iPad10_2", 1080, 810, top: 20, large: true, whats: CGPoint(x: 512 + t, y: 20),
      the: 405, point: CGPoint(x: 1041, y: 405), question: CGPoint(x: 536 + t, y: 792)),
    fourLabels(
      "iPadPro10_5", 1112, 834, top: 20, large: true, whats: CGPoint(x: 528 + t, y: 20),
      the: 417, point: CGPoint(x: 1073, y: 417), question: CGPoint(x: 552 + t, y: 816)),
    fourLabels(
      "iPadPro11", 1194, 834, top: 24, bottom: 20, large: true,
      whats: CGPoint(x: 569 + t, y: 24), the: 409, point: CGPoint(x: 1155, y: 409),
      question: CGPoint(x: 593 + t, y: 796)),
    fourLabels(
      "iPadPro12_9", 1366, 1024, top: 20, large: true, whats: CGPoint(x: 655 + t, y: 20),
      the: 512, point: CGPoint(x: 1327, y: 512), question: CGPoint(x: 679 + t, y: 1006)),
  ]

  /// A title1 label in the layout margins of a 320 × 568 screen, at every category: its height
  /// as iOS gave it, smallest category first.
  static let title1Heights: [CGFloat] = [
    30, 31 + t, 32 + t, 33 + 2 * t, 36, 38 + t, 40 + 2 * t, 45 + 2 * t, 51 + t, 57 + t, 63 + t,
    69 + t,
  ]
}
