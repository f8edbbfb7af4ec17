import HeadlessUIKit

/// The simulator the iOS snapshot tests ran on, which the UIKit strategies stand in for.
///
/// On iOS the simulator decides what no strategy parameter does: the scale images are drawn at
/// (no ``ViewImageConfig`` preset specifies one), the size of a view controller's view when no
/// configuration gives one (the screen's, which `UIScreen.main` reports before any strategy
/// runs), the pixel grid layout rounds to, and the format of view descriptions (its iOS
/// version). To compare with references recorded on, say, an iOS 12.2 iPhone 8 simulator, run
/// the tests with `CURTAIN_SIMULATOR=iPhone8 CURTAIN_SIMULATOR_OS=12.2`, or bind the settings
/// for some tests:
///
/// ```swift
/// SnapshotSimulator.$device.withValue(.iPhoneSE) {
///   assertSnapshot(of: controller, as: .image)
/// }
/// ```
///
/// Default: the iPhone 15 Pro (393 × 852 points at 3×) running iOS 17.
public typealias SnapshotSimulator = CurtainSimulator
