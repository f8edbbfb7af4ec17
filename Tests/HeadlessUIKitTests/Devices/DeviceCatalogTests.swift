import Foundation
import Testing

@testable import HeadlessUIKit

/// The whole catalogue: every iPhone from the SE (1st generation) to the 17 family and Air, and
/// the iPads, with the figures docs/devices.md sources.
@Suite struct DeviceCatalogTests {
  @Test func everyDeviceIsConsistent() {
    for d in Device.all {
      let name = d.identifier
      // A sensor housing goes with the home indicator and rounded corners.
      if d.idiom == .phone {
        #expect((d.sensorHousing != nil) == (d.homeIndicatorSize != nil), "\(name)")
        #expect((d.sensorHousing != nil) == (d.screenCornerRadius > 0), "\(name)")
      }
      #expect(d.statusBarHeight <= d.portraitSafeAreaInsets.top, "\(name)")
      if let housing = d.sensorHousing {
        #expect(housing.midX == d.portraitSize.width / 2, "\(name)")
        #expect(housing.maxY <= d.portraitSafeAreaInsets.top, "\(name)")
        #expect(d.landscapeSafeAreaInsets.left == d.portraitSafeAreaInsets.top, "\(name)")
        #expect(d.landscapeSafeAreaInsets.bottom == 21, "\(name)")
      }
      #expect(d.nativeSize.width == d.portraitSize.width * d.scale, "\(name)")
      #expect(Device(identifier: d.identifier) == d, "\(name)")
      #expect(Device(identifier: d.name) == d, "\(name)")
      for alias in d.aliases { #expect(Device(identifier: alias) == d, "\(alias)") }
    }
  }

  @Test(
    arguments: [
      // identifier, points, scale, safe top, status bar, corner radius
      (Device.iPhoneSE1, CGSize(width: 320, height: 568), 2.0, 20.0, 20.0, 0.0),
      (.iPhone8Plus, CGSize(width: 414, height: 736), 3, 20, 20, 0),
      (.iPhoneX, CGSize(width: 375, height: 812), 3, 44, 44, 39),
      (.iPhone11, CGSize(width: 414, height: 896), 2, 48, 48, 41.5),
      (.iPhone13Mini, CGSize(width: 375, height: 812), 3, 50, 50, 44),
      (.iPhone14, CGSize(width: 390, height: 844), 3, 47, 47, 47 + 1.0 / 3),
      (.iPhone14Plus, CGSize(width: 428, height: 926), 3, 47, 47, 53 + 1.0 / 3),
      (.iPhone16, CGSize(width: 393, height: 852), 3, 59, 54, 55),
      (.iPhone16ProMax, CGSize(width: 440, height: 956), 3, 62, 57, 62),
      (.iPhone17, CGSize(width: 402, height: 874), 3, 62, 57, 62),
      (.iPhoneAir, CGSize(width: 420, height: 912), 3, 68, 63, 62),
      (.iPhone16e, CGSize(width: 390, height: 844), 3, 47, 47, 47 + 1.0 / 3),
      (.iPadMini, CGSize(width: 744, height: 1133), 2, 24, 24, 21.5),
      (.iPadAir13, CGSize(width: 1024, height: 1366), 2, 24, 24, 18),
      (.iPad102, CGSize(width: 810, height: 1080), 2, 20, 20, 0),
    ] as [(Device, CGSize, CGFloat, CGFloat, CGFloat, CGFloat)])
  func screens(
    device: Device, points: CGSize, scale: CGFloat, top: CGFloat, bar: CGFloat, corner: CGFloat
  ) {
    #expect(device.portraitSize == points)
    #expect(device.scale == scale)
    #expect(device.portraitSafeAreaInsets.top == top)
    #expect(device.statusBarHeight == bar)
    #expect(device.screenCornerRadius == corner)
  }

  @Test func housingsAndSizeClasses() {
    #expect(Device.iPhoneX.notch != nil && Device.iPhoneX.dynamicIsland == nil)
    #expect(Device.iPhone13.notch!.width < Device.iPhone12.notch!.width)
    #expect(Device.iPhone14Pro.dynamicIsland != nil && Device.iPhone14Pro.notch == nil)
    #expect(Device.iPhone8.sensorHousing == nil)
    let regular: [Device] = [.iPhone8Plus, .iPhoneXR, .iPhone11ProMax, .iPhone14Plus, .iPhoneAir]
    for d in regular { #expect(d.landscapeSizeClasses.horizontal == .regular, "\(d)") }
    let compact: [Device] = [.iPhoneSE1, .iPhone13Mini, .iPhone16, .iPhone17Pro]
    for d in compact { #expect(d.landscapeSizeClasses.horizontal == .compact, "\(d)") }
  }

  @Test(
    arguments: [
      ("iPhoneXsMax", Device.iPhoneXSMax), ("iPad10_2", .iPad102), ("iPad9_7", .iPad97),
      ("iPhone 6s", .iPhone8), ("iphone5s", .iPhoneSE1), ("iPadPro12_9", .iPadPro129),
      ("iPhone13Mini", .iPhone13Mini),
      // Curtain's own identifiers win where snapshot-testing spells one.
      ("iPhoneSe", .iPhoneSE), ("iPadPro11", .iPadPro11), ("iPadMini", .iPadMini),
    ] as [(String, Device)])
  func aliasesAndSnapshotTestingNames(typed: String, device: Device) {
    #expect(Device(identifier: typed) == device)
  }

  @Test func snapshotTestingNamesMeanTheirOwnScreens() {
    let devices = Device.snapshotTestingDevices
    #expect(devices.count == 19)
    #expect(devices["iPhoneSe"]?.portraitSize == CGSize(width: 320, height: 568))
    #expect(devices["iPadMini"]?.portraitSize == CGSize(width: 768, height: 1024))
    #expect(devices["iPadPro11"]?.portraitSize == CGSize(width: 834, height: 1194))
    #expect(devices["iPhone13Pro"] == .iPhone13Pro)
  }
}
