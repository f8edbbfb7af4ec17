import Foundation
import Testing

@testable import HeadlessUIKit

// Short names for the tables.
private let compact = UIUserInterfaceSizeClass.compact
private let regular = UIUserInterfaceSizeClass.regular
private let portrait = UIInterfaceOrientation.portrait
private let upsideDown = UIInterfaceOrientation.portraitUpsideDown
private let landscapeLeft = UIInterfaceOrientation.landscapeLeft
private let landscapeRight = UIInterfaceOrientation.landscapeRight

/// The device catalog: sizes, safe areas and size classes per orientation, and lookup by name.
@Suite struct DeviceTests {
  /// docs/uikit-behaviour.md#size-classes: iPhones are wC/hR in portrait; in landscape wC/hC,
  /// except Max and Plus phones, which are wR/hC; iPads are wR/hR both ways.
  @Test(
    arguments: [
      //  device                orientation     horizontal vertical
      (Device.iPhoneSE, portrait, compact, regular),
      (Device.iPhoneSE, landscapeLeft, compact, compact),
      (Device.iPhone15, portrait, compact, regular),
      (Device.iPhone15, landscapeRight, compact, compact),
      (Device.iPhone15Pro, portrait, compact, regular),
      (Device.iPhone15Pro, landscapeLeft, compact, compact),
      (Device.iPhone15Pro, landscapeRight, compact, compact),
      (Device.iPhone15ProMax, portrait, compact, regular),
      (Device.iPhone15ProMax, landscapeLeft, regular, compact),
      (Device.iPhone15ProMax, landscapeRight, regular, compact),
      (Device.iPadPro11, portrait, regular, regular),
      (Device.iPadPro11, landscapeLeft, regular, regular),
      (Device.iPadPro13, upsideDown, regular, regular),
      (Device.iPadPro13, landscapeRight, regular, regular),
    ] as [(Device, UIInterfaceOrientation, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)])
  func sizeClasses(
    device: Device, orientation: UIInterfaceOrientation,
    horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
  ) {
    let traits = device.traitCollection(for: orientation, style: .dark)
    #expect(traits.horizontalSizeClass == horizontal)
    #expect(traits.verticalSizeClass == vertical)
    #expect(traits.userInterfaceStyle == .dark)
    #expect(traits.userInterfaceIdiom == device.idiom)
    #expect(traits.displayScale == device.scale)
    #expect(traits.layoutDirection == .leftToRight)
  }

  /// Safe-area insets of a full-screen view as iOS reports them (top, left, bottom, right).
  @Test(
    arguments: [
      //  device                orientation     top left bottom right
      (Device.iPhoneSE, portrait, [20, 0, 0, 0]),
      (Device.iPhoneSE, landscapeLeft, [0, 0, 0, 0]),
      (Device.iPhone15, portrait, [59, 0, 34, 0]),
      (Device.iPhone15, landscapeLeft, [0, 59, 21, 59]),
      (Device.iPhone15Pro, portrait, [59, 0, 34, 0]),
      (Device.iPhone15Pro, landscapeLeft, [0, 59, 21, 59]),
      (Device.iPhone15Pro, landscapeRight, [0, 59, 21, 59]),
      (Device.iPhone15ProMax, portrait, [59, 0, 34, 0]),
      (Device.iPhone15ProMax, landscapeRight, [0, 59, 21, 59]),
      (Device.iPadPro11, portrait, [24, 0, 20, 0]),
      (Device.iPadPro11, landscapeLeft, [24, 0, 20, 0]),
      (Device.iPadPro13, upsideDown, [24, 0, 20, 0]),
      (Device.iPadPro13, landscapeRight, [24, 0, 20, 0]),
    ] as [(Device, UIInterfaceOrientation, [CGFloat])])
  func safeAreas(device: Device, orientation: UIInterfaceOrientation, insets: [CGFloat]) {
    let i = device.safeAreaInsets(for: orientation)
    #expect([i.top, i.left, i.bottom, i.right] == insets)
  }

  /// Screens in points (portrait) and pixels.
  @Test(
    arguments: [
      //  device                points        scale pixels
      (Device.iPhoneSE, [375, 667], 2, [750, 1334]),
      (Device.iPhone15, [393, 852], 3, [1179, 2556]),
      (Device.iPhone15Pro, [393, 852], 3, [1179, 2556]),
      (Device.iPhone15ProMax, [430, 932], 3, [1290, 2796]),
      (Device.iPadPro11, [834, 1210], 2, [1668, 2420]),
      (Device.iPadPro13, [1032, 1376], 2, [2064, 2752]),
    ] as [(Device, [CGFloat], CGFloat, [CGFloat])])
  func screenSizes(device: Device, points: [CGFloat], scale: CGFloat, pixels: [CGFloat]) {
    #expect(device.portraitSize == CGSize(width: points[0], height: points[1]))
    #expect(device.scale == scale)
    #expect(device.nativeSize == CGSize(width: pixels[0], height: pixels[1]))
    #expect(device.size(for: .portrait) == device.portraitSize)
    #expect(device.size(for: .portraitUpsideDown) == device.portraitSize)
    #expect(device.size(for: .unknown) == device.portraitSize)
    for landscape in [landscapeLeft, landscapeRight] {
      #expect(device.size(for: landscape) == CGSize(width: points[1], height: points[0]))
    }
  }

  @Test func theCatalogIsComplete() {
    #expect(
      Device.all.map(\.identifier) == [
        "iPhoneSE", "iPhone15", "iPhone15Pro", "iPhone15ProMax", "iPadPro11", "iPadPro13",
      ])
    #expect(Set(Device.all).count == Device.all.count)
    #expect(Device.iPhone15Pro.name == "iPhone 15 Pro")
    #expect(Device.iPhone15Pro.description == "iPhone 15 Pro")
    #expect(Device.all.filter { $0.idiom == .pad } == [.iPadPro11, .iPadPro13])
  }

  // MARK: - Lookup

  @Test(
    arguments: [
      //  typed                          found
      ("iPhone15Pro", Device.iPhone15Pro),
      ("iphone15pro", Device.iPhone15Pro),
      ("IPHONE-15-PRO", Device.iPhone15Pro),
      ("iPhone 15 Pro", Device.iPhone15Pro),
      ("iphone15promax", Device.iPhone15ProMax),
      ("iPhoneSE", Device.iPhoneSE),
      ("iPhone SE (3rd generation)", Device.iPhoneSE),
      ("ipadpro13", Device.iPadPro13),
      ("iPad Pro 11-inch (M4)", Device.iPadPro11),
    ] as [(String, Device)])
  func lookupIgnoresCaseSpacesAndPunctuation(typed: String, device: Device) {
    #expect(Device(identifier: typed) == device)
  }

  @Test(arguments: ["", "iPhone 16", "pixel7", "iPhone15Pr"])
  func lookupFailsForOtherNames(_ typed: String) {
    #expect(Device(identifier: typed) == nil)
  }

  @Test(
    arguments: [
      //  typed            nearest
      ("iPhone15Pr", Device.iPhone15Pro),
      ("iphone15promx", Device.iPhone15ProMax),
      ("iPhone 15 PMax", Device.iPhone15ProMax),
      ("iPhoneS", Device.iPhoneSE),
      ("ipad13", Device.iPadPro13),
      ("iPadPro", Device.iPadPro11),
      ("iPhone16", Device.iPhone15),
    ] as [(String, Device)])
  func nearestSuggestsTheClosestName(typed: String, device: Device) {
    #expect(Device.nearest(to: typed) == device)
  }

  @Test(
    arguments: [
      //  a         b          distance
      ("", "", 0),
      ("", "abc", 3),
      ("kitten", "sitting", 3),
      ("flaw", "lawn", 2),
      ("same", "same", 0),
    ] as [(String, String, Int)])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(Device.editDistance(a, b) == distance)
    #expect(Device.editDistance(b, a) == distance)
  }

  /// Device+Catalog.swift's sources: the display's corner radius, the Dynamic Island, the
  /// status bar's height and the home indicator per device.
  @Test func theScreensShapesAndSystemChrome() {
    for d in [Device.iPhone15, .iPhone15Pro] {
      #expect(d.screenCornerRadius == 55 && d.statusBarHeight == 54)
      #expect(d.dynamicIsland == CGRect(x: 133.5, y: 11, width: 126, height: 37 + 1.0 / 3))
      #expect(d.homeIndicatorSize == CGSize(width: 134, height: 5))
      // The status bar is shorter than the safe area it sits in.
      #expect(d.statusBarHeight < d.portraitSafeAreaInsets.top)
    }
    #expect(Device.iPhone15ProMax.dynamicIsland?.midX == 215)
    #expect(Device.iPhoneSE.screenCornerRadius == 0 && Device.iPhoneSE.dynamicIsland == nil)
    #expect(Device.iPhoneSE.statusBarHeight == 20 && Device.iPhoneSE.homeIndicatorSize == nil)
    for d in [Device.iPadPro11, .iPadPro13] {
      #expect(d.screenCornerRadius == 30 && d.statusBarHeight == 24 && d.dynamicIsland == nil)
      #expect(d.homeIndicatorSize?.height == 5)
    }
  }

  @Test func customDevicesCanBeDescribed() {
    let device = Device(
      name: "Tall Phone", identifier: "TallPhone", idiom: .phone,
      portraitSize: CGSize(width: 400, height: 900), scale: 3,
      portraitSafeAreaInsets: UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0),
      landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 50, bottom: 20, right: 50),
      portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
      landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact))
    #expect(device.nativeSize == CGSize(width: 1200, height: 2700))
    #expect(device.screenCornerRadius == 0 && device.maximumFramesPerSecond == 60)
    #expect(device.statusBarHeight == 50 && device.dynamicIsland == nil)
    #expect(device.homeIndicatorSize == nil)
    #expect(Device(identifier: "TallPhone") == nil)  // only the catalog is searched
  }
}
