import Foundation

/// The iOS simulator a run stands in for: the device `UIScreen.main` and `UIDevice.current` are
/// outside a stage, and the iOS version whose formats Curtain prints.
///
/// Tests written for a simulator size views to `UIScreen.main.bounds` and name references after
/// `UIDevice.current.systemVersion` before anything runs, and their text references hold the
/// view descriptions of the iOS version they were recorded on. Set `CURTAIN_SIMULATOR` (a name
/// from `Device.all`, such as `iPhone8`) and `CURTAIN_SIMULATOR_OS` (such as `12.2`) to the
/// simulator the references come from, or bind the settings for some tests:
///
/// ```swift
/// CurtainSimulator.$device.withValue(.iPhoneSE) {
///   let view = MainView(frame: UIScreen.main.bounds)  // 375 × 667
/// }
/// ```
///
/// CurtainTesting calls it `SnapshotSimulator`.
public enum CurtainSimulator {
  /// The simulated device. Default: the device `CURTAIN_SIMULATOR` names, else the iPhone 15 Pro.
  @TaskLocal public static var device: Device = device(in: ProcessInfo.processInfo.environment)

  /// The simulated iOS version as `UIDevice.systemVersion` gives it (`"12.2"`). Default:
  /// `CURTAIN_SIMULATOR_OS`, else `"17.0"`, the version Curtain's behaviour follows. Before 17,
  /// view descriptions leave out background colours, as those versions print them.
  @TaskLocal public static var systemVersion: String = systemVersion(
    in: ProcessInfo.processInfo.environment)

  /// The major part of ``systemVersion``: 12 for `"12.2"`.
  package static var majorVersion: Int {
    Int(systemVersion.split(separator: ".").first ?? "") ?? 17
  }

  /// The device `CURTAIN_SIMULATOR` names in `environment`, or the iPhone 15 Pro when it is not
  /// set. A name that matches no device stops the run with one line that says which names exist.
  package static func device(in environment: [String: String]) -> Device {
    guard let name = environment["CURTAIN_SIMULATOR"], !name.isEmpty else { return .iPhone15Pro }
    guard let device = Device(identifier: name) else {
      let names = Device.all.map(\.identifier).joined(separator: ", ")
      fatalError(
        "CURTAIN_SIMULATOR names no device: '\(name)' (did you mean "
          + "'\(Device.nearest(to: name).identifier)'?); use one of \(names)")
    }
    return device
  }

  /// The version `CURTAIN_SIMULATOR_OS` gives in `environment` (`"12.2"`, `"16"`, `"iOS 15.4"`),
  /// or `"17.0"` when it is not set. Anything else stops the run with one line.
  package static func systemVersion(in environment: [String: String]) -> String {
    guard let text = environment["CURTAIN_SIMULATOR_OS"], !text.isEmpty else { return "17.0" }
    guard let version = normalizedVersion(text) else {
      fatalError(
        "CURTAIN_SIMULATOR_OS is not an iOS version: '\(text)'; use one such as 12.2, 16.4 or 18")
    }
    return version
  }

  /// `text` as iOS writes a version (`"16"` is `"16.0"`, `"iOS 12.2"` is `"12.2"`) when it is
  /// one from 9 to 99, else nil.
  package static func normalizedVersion(_ text: String) -> String? {
    var digits = Substring(text.trimmingCharacters(in: .whitespaces))
    if digits.lowercased().hasPrefix("ios") { digits = digits.dropFirst(3).drop { $0 == " " } }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }),
      let major = Int(parts[0]), (9...99).contains(major)
    else { return nil }
    let numbers = parts.map { String(Int($0)!) }
    return numbers.count == 1 ? "\(major).0" : numbers.joined(separator: ".")
  }
}
