import Foundation
import HeadlessUIKit

/// The simulator the iOS snapshot tests ran on, which the UIKit strategies stand in for.
///
/// On iOS the simulator decides what no strategy parameter does: the scale images are drawn at
/// (no ``ViewImageConfig`` preset specifies one), the size of a view controller's view when no
/// configuration gives one (the screen's), and the pixel grid layout rounds to. To compare with
/// references recorded on, say, an iPhone SE simulator, run the tests with
/// `CURTAIN_SIMULATOR=iPhoneSE` (a name from `Device.all`), or bind ``device`` for some tests:
///
/// ```swift
/// SnapshotSimulator.$device.withValue(.iPhoneSE) {
///   assertSnapshot(of: controller, as: .image)
/// }
/// ```
///
/// Default: the iPhone 15 Pro (393 × 852 points at 3×), the device `UIScreen.main` is outside a
/// stage.
public enum SnapshotSimulator {
  /// The simulated device. Default: the device `CURTAIN_SIMULATOR` names, else
  /// `Device.iPhone15Pro`.
  @TaskLocal public static var device: Device = fromEnvironment()

  /// The device `CURTAIN_SIMULATOR` names in `environment`, or the iPhone 15 Pro when it is not
  /// set. A name that matches no device stops the tests with one line that says which names exist.
  static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Device {
    guard let name = environment["CURTAIN_SIMULATOR"], !name.isEmpty else { return .iPhone15Pro }
    guard let device = Device(identifier: name) else {
      let names = Device.all.map(\.identifier).joined(separator: ", ")
      fatalError(
        "CURTAIN_SIMULATOR names no device: '\(name)' (did you mean "
          + "'\(Device.nearest(to: name).identifier)'?); use one of \(names)")
    }
    return device
  }
}
