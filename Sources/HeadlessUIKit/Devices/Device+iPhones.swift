import Foundation

// Every iPhone from the SE (1st generation, 2016) to the iPhone 17 family and iPhone Air
// (2025), grouped by display. Figures and their sources: docs/devices.md.

extension Device {
  /// The displays, each shared by the models listed.
  enum PhoneScreens {
    /// iPhone SE (1st generation).
    static let fourInch = PhoneScreen(
      size: CGSize(width: 320, height: 568), scale: 2, top: 20, statusBar: 20, cornerRadius: 0,
      housing: nil, regularInLandscape: false)
    /// iPhone 7, 8, SE (2nd and 3rd generation).
    static let fourPointSeven = PhoneScreen(
      size: CGSize(width: 375, height: 667), scale: 2, top: 20, statusBar: 20, cornerRadius: 0,
      housing: nil, regularInLandscape: false)
    /// iPhone 7 Plus, 8 Plus.
    static let plus = PhoneScreen(
      size: CGSize(width: 414, height: 736), scale: 3, top: 20, statusBar: 20, cornerRadius: 0,
      housing: nil, regularInLandscape: true)
    /// iPhone X, XS, 11 Pro.
    static let x = PhoneScreen(
      size: CGSize(width: 375, height: 812), scale: 3, top: 44, statusBar: 44, cornerRadius: 39,
      housing: .notch(width: 209, height: 30), regularInLandscape: false)
    /// iPhone XS Max, 11 Pro Max.
    static let xsMax = PhoneScreen(
      size: CGSize(width: 414, height: 896), scale: 3, top: 44, statusBar: 44, cornerRadius: 39,
      housing: .notch(width: 209, height: 30), regularInLandscape: true)
    /// iPhone XR, 11.
    static let xr = PhoneScreen(
      size: CGSize(width: 414, height: 896), scale: 2, top: 48, statusBar: 48,
      cornerRadius: 41.5, housing: .notch(width: 225, height: 32), regularInLandscape: true)
    /// iPhone 12 mini.
    static let twelveMini = PhoneScreen(
      size: CGSize(width: 375, height: 812), scale: 3, top: 50, statusBar: 50, cornerRadius: 44,
      housing: .notch(width: 226, height: 33), regularInLandscape: false)
    /// iPhone 13 mini.
    static let thirteenMini = PhoneScreen(
      size: CGSize(width: 375, height: 812), scale: 3, top: 50, statusBar: 50, cornerRadius: 44,
      housing: .notch(width: 174, height: 33), regularInLandscape: false)
    /// iPhone 12, 12 Pro.
    static let twelve = PhoneScreen(
      size: CGSize(width: 390, height: 844), scale: 3, top: 47, statusBar: 47,
      cornerRadius: 47 + 1.0 / 3, housing: .notch(width: 210, height: 32),
      regularInLandscape: false)
    /// iPhone 12 Pro Max.
    static let twelveProMax = PhoneScreen(
      size: CGSize(width: 428, height: 926), scale: 3, top: 47, statusBar: 47,
      cornerRadius: 53 + 1.0 / 3, housing: .notch(width: 210, height: 32),
      regularInLandscape: true)
    /// iPhone 13, 13 Pro, 14, 16e.
    static let thirteen = PhoneScreen(
      size: CGSize(width: 390, height: 844), scale: 3, top: 47, statusBar: 47,
      cornerRadius: 47 + 1.0 / 3, housing: .notch(width: 162, height: 33),
      regularInLandscape: false)
    /// iPhone 13 Pro Max, 14 Plus.
    static let thirteenProMax = PhoneScreen(
      size: CGSize(width: 428, height: 926), scale: 3, top: 47, statusBar: 47,
      cornerRadius: 53 + 1.0 / 3, housing: .notch(width: 162, height: 33),
      regularInLandscape: true)
    /// iPhone 14 Pro, 15, 15 Pro, 16.
    static let island = PhoneScreen(
      size: CGSize(width: 393, height: 852), scale: 3, top: 59, statusBar: 54, cornerRadius: 55,
      housing: .island(width: 126, height: 37 + 1.0 / 3, top: 11), regularInLandscape: false)
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus.
    static let islandMax = PhoneScreen(
      size: CGSize(width: 430, height: 932), scale: 3, top: 59, statusBar: 54, cornerRadius: 55,
      housing: .island(width: 126, height: 37 + 1.0 / 3, top: 11), regularInLandscape: true)
    /// iPhone 16 Pro, 17, 17 Pro.
    static let sixteenPro = PhoneScreen(
      size: CGSize(width: 402, height: 874), scale: 3, top: 62, statusBar: 57, cornerRadius: 62,
      housing: .island(width: 126, height: 37 + 1.0 / 3, top: 14), regularInLandscape: false)
    /// iPhone 16 Pro Max, 17 Pro Max.
    static let sixteenProMax = PhoneScreen(
      size: CGSize(width: 440, height: 956), scale: 3, top: 62, statusBar: 57, cornerRadius: 62,
      housing: .island(width: 126, height: 37 + 1.0 / 3, top: 14), regularInLandscape: true)
    /// iPhone Air.
    static let air = PhoneScreen(
      size: CGSize(width: 420, height: 912), scale: 3, top: 68, statusBar: 63, cornerRadius: 62,
      housing: .island(width: 126, height: 37 + 1.0 / 3, top: 20), regularInLandscape: true)
  }

  /// iPhone SE (1st generation, 2016): 320 × 568 pt at 2×, home button.
  public static let iPhoneSE1 = phone(
    "iPhone SE (1st generation)", "iPhoneSE1", PhoneScreens.fourInch, aliases: ["iPhone5s"])
  /// iPhone 7 (2016): 375 × 667 pt at 2×, home button.
  public static let iPhone7 = phone("iPhone 7", "iPhone7", PhoneScreens.fourPointSeven)
  /// iPhone 7 Plus (2016): 414 × 736 pt at 3×, home button; regular width in landscape.
  public static let iPhone7Plus = phone("iPhone 7 Plus", "iPhone7Plus", PhoneScreens.plus)
  /// iPhone 8 (2017): 375 × 667 pt at 2×, home button.
  public static let iPhone8 = phone(
    "iPhone 8", "iPhone8", PhoneScreens.fourPointSeven, aliases: ["iPhone6s"])
  /// iPhone 8 Plus (2017): 414 × 736 pt at 3×, home button; regular width in landscape.
  public static let iPhone8Plus = phone(
    "iPhone 8 Plus", "iPhone8Plus", PhoneScreens.plus, aliases: ["iPhone6sPlus"])
  /// iPhone X (2017): 375 × 812 pt at 3×, notch.
  public static let iPhoneX = phone("iPhone X", "iPhoneX", PhoneScreens.x)
  /// iPhone XS (2018): 375 × 812 pt at 3×, notch.
  public static let iPhoneXS = phone("iPhone XS", "iPhoneXS", PhoneScreens.x)
  /// iPhone XS Max (2018): 414 × 896 pt at 3×, notch.
  public static let iPhoneXSMax = phone("iPhone XS Max", "iPhoneXSMax", PhoneScreens.xsMax)
  /// iPhone XR (2018): 414 × 896 pt at 2×, notch.
  public static let iPhoneXR = phone("iPhone XR", "iPhoneXR", PhoneScreens.xr)
  /// iPhone 11 (2019): 414 × 896 pt at 2×, notch.
  public static let iPhone11 = phone("iPhone 11", "iPhone11", PhoneScreens.xr)
  /// iPhone 11 Pro (2019): 375 × 812 pt at 3×, notch.
  public static let iPhone11Pro = phone("iPhone 11 Pro", "iPhone11Pro", PhoneScreens.x)
  /// iPhone 11 Pro Max (2019): 414 × 896 pt at 3×, notch.
  public static let iPhone11ProMax = phone(
    "iPhone 11 Pro Max", "iPhone11ProMax", PhoneScreens.xsMax)
  /// iPhone SE (2nd generation, 2020): 375 × 667 pt at 2×, home button.
  public static let iPhoneSE2 = phone(
    "iPhone SE (2nd generation)", "iPhoneSE2", PhoneScreens.fourPointSeven)
  /// iPhone 12 mini (2020): 375 × 812 pt at 3×, notch.
  public static let iPhone12Mini = phone("iPhone 12 mini", "iPhone12Mini", PhoneScreens.twelveMini)
  /// iPhone 12 (2020): 390 × 844 pt at 3×, notch.
  public static let iPhone12 = phone("iPhone 12", "iPhone12", PhoneScreens.twelve)
  /// iPhone 12 Pro (2020): 390 × 844 pt at 3×, notch.
  public static let iPhone12Pro = phone("iPhone 12 Pro", "iPhone12Pro", PhoneScreens.twelve)
  /// iPhone 12 Pro Max (2020): 428 × 926 pt at 3×, notch.
  public static let iPhone12ProMax = phone(
    "iPhone 12 Pro Max", "iPhone12ProMax", PhoneScreens.twelveProMax)
  /// iPhone 13 mini (2021): 375 × 812 pt at 3×, a narrower notch.
  public static let iPhone13Mini = phone(
    "iPhone 13 mini", "iPhone13Mini", PhoneScreens.thirteenMini)
  /// iPhone 13 (2021): 390 × 844 pt at 3×, a narrower notch.
  public static let iPhone13 = phone("iPhone 13", "iPhone13", PhoneScreens.thirteen)
  /// iPhone 13 Pro (2021): 390 × 844 pt at 3×, a narrower notch, ProMotion.
  public static let iPhone13Pro = phone(
    "iPhone 13 Pro", "iPhone13Pro", PhoneScreens.thirteen, fps: 120)
  /// iPhone 13 Pro Max (2021): 428 × 926 pt at 3×, a narrower notch, ProMotion.
  public static let iPhone13ProMax = phone(
    "iPhone 13 Pro Max", "iPhone13ProMax", PhoneScreens.thirteenProMax, fps: 120)
  /// iPhone SE (3rd generation, 2022): 375 × 667 pt at 2×, home button, 20-pt status bar.
  public static let iPhoneSE = phone(
    "iPhone SE (3rd generation)", "iPhoneSE", PhoneScreens.fourPointSeven,
    aliases: ["iPhoneSE3"])
  /// iPhone 14 (2022): 390 × 844 pt at 3×, notch.
  public static let iPhone14 = phone("iPhone 14", "iPhone14", PhoneScreens.thirteen)
  /// iPhone 14 Plus (2022): 428 × 926 pt at 3×, notch.
  public static let iPhone14Plus = phone(
    "iPhone 14 Plus", "iPhone14Plus", PhoneScreens.thirteenProMax)
  /// iPhone 14 Pro (2022): 393 × 852 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone14Pro = phone(
    "iPhone 14 Pro", "iPhone14Pro", PhoneScreens.island, fps: 120)
  /// iPhone 14 Pro Max (2022): 430 × 932 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone14ProMax = phone(
    "iPhone 14 Pro Max", "iPhone14ProMax", PhoneScreens.islandMax, fps: 120)
  /// iPhone 15 (2023): 393 × 852 pt at 3×, Dynamic Island, 60 Hz.
  public static let iPhone15 = phone("iPhone 15", "iPhone15", PhoneScreens.island)
  /// iPhone 15 Plus (2023): 430 × 932 pt at 3×, Dynamic Island.
  public static let iPhone15Plus = phone("iPhone 15 Plus", "iPhone15Plus", PhoneScreens.islandMax)
  /// iPhone 15 Pro (2023): 393 × 852 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone15Pro = phone(
    "iPhone 15 Pro", "iPhone15Pro", PhoneScreens.island, fps: 120)
  /// iPhone 15 Pro Max (2023): 430 × 932 pt at 3×, Dynamic Island, ProMotion; regular width in
  /// landscape.
  public static let iPhone15ProMax = phone(
    "iPhone 15 Pro Max", "iPhone15ProMax", PhoneScreens.islandMax, fps: 120)
  /// iPhone 16 (2024): 393 × 852 pt at 3×, Dynamic Island.
  public static let iPhone16 = phone("iPhone 16", "iPhone16", PhoneScreens.island)
  /// iPhone 16 Plus (2024): 430 × 932 pt at 3×, Dynamic Island.
  public static let iPhone16Plus = phone("iPhone 16 Plus", "iPhone16Plus", PhoneScreens.islandMax)
  /// iPhone 16 Pro (2024): 402 × 874 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone16Pro = phone(
    "iPhone 16 Pro", "iPhone16Pro", PhoneScreens.sixteenPro, fps: 120)
  /// iPhone 16 Pro Max (2024): 440 × 956 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone16ProMax = phone(
    "iPhone 16 Pro Max", "iPhone16ProMax", PhoneScreens.sixteenProMax, fps: 120)
  /// iPhone 16e (2025): 390 × 844 pt at 3×, notch.
  public static let iPhone16e = phone("iPhone 16e", "iPhone16e", PhoneScreens.thirteen)
  /// iPhone 17 (2025): 402 × 874 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone17 = phone("iPhone 17", "iPhone17", PhoneScreens.sixteenPro, fps: 120)
  /// iPhone Air (2025): 420 × 912 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhoneAir = phone("iPhone Air", "iPhoneAir", PhoneScreens.air, fps: 120)
  /// iPhone 17 Pro (2025): 402 × 874 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone17Pro = phone(
    "iPhone 17 Pro", "iPhone17Pro", PhoneScreens.sixteenPro, fps: 120)
  /// iPhone 17 Pro Max (2025): 440 × 956 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone17ProMax = phone(
    "iPhone 17 Pro Max", "iPhone17ProMax", PhoneScreens.sixteenProMax, fps: 120)

  /// Every catalogued iPhone, oldest first.
  public static let phones: [Device] = [
    .iPhoneSE1, .iPhone7, .iPhone7Plus, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXS,
    .iPhoneXSMax, .iPhoneXR, .iPhone11, .iPhone11Pro, .iPhone11ProMax, .iPhoneSE2,
    .iPhone12Mini, .iPhone12, .iPhone12Pro, .iPhone12ProMax, .iPhone13Mini, .iPhone13,
    .iPhone13Pro, .iPhone13ProMax, .iPhoneSE, .iPhone14, .iPhone14Plus, .iPhone14Pro,
    .iPhone14ProMax, .iPhone15, .iPhone15Plus, .iPhone15Pro, .iPhone15ProMax, .iPhone16,
    .iPhone16Plus, .iPhone16Pro, .iPhone16ProMax, .iPhone16e, .iPhone17, .iPhoneAir,
    .iPhone17Pro, .iPhone17ProMax,
  ]
}
