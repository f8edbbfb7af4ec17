import Foundation

// The iPads mini, Air and Pro (and the plain iPads whose screens snapshot suites record on),
// all at 2×. Figures and their sources: docs/devices.md.

extension Device {
  /// iPad mini (5th generation, 2019): 768 × 1024 pt, home button.
  public static let iPadMini5 = pad(
    "iPad mini (5th generation)", "iPadMini5", width: 768, height: 1024, cornerRadius: 0)
  /// iPad mini (A17 Pro, 2024; the 6th generation's screen): 744 × 1133 pt, Touch ID in the
  /// top button, rounded corners.
  public static let iPadMini = pad(
    "iPad mini (A17 Pro)", "iPadMini", width: 744, height: 1133, cornerRadius: 21.5,
    aliases: ["iPadMini6", "iPadMiniA17Pro"])
  /// iPad (6th generation, 2018), 9.7-inch: 768 × 1024 pt, home button.
  public static let iPad97 = pad(
    "iPad (6th generation)", "iPad6", width: 768, height: 1024, cornerRadius: 0,
    aliases: ["iPad97"])
  /// iPad (9th generation, 2021), 10.2-inch: 810 × 1080 pt, home button.
  public static let iPad102 = pad(
    "iPad (9th generation)", "iPad9", width: 810, height: 1080, cornerRadius: 0,
    aliases: ["iPad102"])
  /// iPad (A16, 2025; the 10th generation's screen): 820 × 1180 pt.
  public static let iPadA16 = pad(
    "iPad (A16)", "iPadA16", width: 820, height: 1180, cornerRadius: 25, aliases: ["iPad10"])
  /// iPad Air 11-inch (M3, 2025; the M2's and the 5th generation's screen): 820 × 1180 pt.
  public static let iPadAir11 = pad(
    "iPad Air 11-inch (M3)", "iPadAir11", width: 820, height: 1180, cornerRadius: 18,
    aliases: ["iPadAir5"])
  /// iPad Air 13-inch (M3, 2025; the M2's screen): 1024 × 1366 pt.
  public static let iPadAir13 = pad(
    "iPad Air 13-inch (M3)", "iPadAir13", width: 1024, height: 1366, cornerRadius: 18)
  /// iPad Pro (10.5-inch, 2017): 834 × 1112 pt, home button, ProMotion.
  public static let iPadPro105 = pad(
    "iPad Pro (10.5-inch)", "iPadPro105", width: 834, height: 1112, cornerRadius: 0, fps: 120)
  /// iPad Pro 11-inch (4th generation, 2022; the 1st to 3rd's screen): 834 × 1194 pt, Face ID,
  /// ProMotion.
  public static let iPadPro11Gen4 = pad(
    "iPad Pro 11-inch (4th generation)", "iPadPro11Gen4", width: 834, height: 1194,
    cornerRadius: 18, fps: 120)
  /// iPad Pro 12.9-inch (6th generation, 2022; the 3rd to 5th's screen): 1024 × 1366 pt, Face
  /// ID, ProMotion.
  public static let iPadPro129 = pad(
    "iPad Pro 12.9-inch (6th generation)", "iPadPro129", width: 1024, height: 1366,
    cornerRadius: 18, fps: 120)
  /// iPad Pro 11-inch (M4, 2024; the M5's screen): 834 × 1210 pt, Face ID, ProMotion.
  public static let iPadPro11 = pad(
    "iPad Pro 11-inch (M4)", "iPadPro11", width: 834, height: 1210, cornerRadius: 30, fps: 120,
    aliases: ["iPadPro11M4", "iPadPro11M5"])
  /// iPad Pro 13-inch (M4, 2024; the M5's screen): 1032 × 1376 pt, Face ID, ProMotion.
  public static let iPadPro13 = pad(
    "iPad Pro 13-inch (M4)", "iPadPro13", width: 1032, height: 1376, cornerRadius: 30, fps: 120,
    aliases: ["iPadPro13M4", "iPadPro13M5"])

  /// Every catalogued iPad, smallest first.
  public static let pads: [Device] = [
    .iPadMini5, .iPadMini, .iPad97, .iPad102, .iPadA16, .iPadAir11, .iPadAir13, .iPadPro105,
    .iPadPro11Gen4, .iPadPro11, .iPadPro129, .iPadPro13,
  ]
}
