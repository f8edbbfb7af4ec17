import Foundation
import Testing

@testable import HeadlessUIKit

/// A screen's bounds, scale and traits follow its device and orientation.
@MainActor @Suite struct UIScreenTests {
  //  device                orientation                        bounds (points)
  @Test(
    arguments: [
      (Device.iPhoneSE, UIInterfaceOrientation.portrait, [375, 667]),
      (Device.iPhoneSE, UIInterfaceOrientation.landscapeLeft, [667, 375]),
      (Device.iPhone15Pro, UIInterfaceOrientation.portrait, [393, 852]),
      (Device.iPhone15Pro, UIInterfaceOrientation.landscapeRight, [852, 393]),
      (Device.iPhone15ProMax, UIInterfaceOrientation.landscapeLeft, [932, 430]),
      (Device.iPadPro13, UIInterfaceOrientation.portraitUpsideDown, [1032, 1376]),
      (Device.iPadPro13, UIInterfaceOrientation.landscapeLeft, [1376, 1032]),
    ] as [(Device, UIInterfaceOrientation, [CGFloat])])
  func boundsFollowTheOrientation(
    device: Device, orientation: UIInterfaceOrientation, size: [CGFloat]
  ) {
    let screen = UIScreen(device: device, orientation: orientation, style: .light)
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: size[0], height: size[1]))
    // Native bounds stay in portrait pixels.
    #expect(screen.nativeBounds == CGRect(origin: .zero, size: device.nativeSize))
    #expect(screen.scale == device.scale && screen.nativeScale == device.scale)
  }

  @Test func traitsFollowOrientationAndStyle() {
    let screen = UIScreen(device: .iPhone15ProMax)
    #expect(screen.traitCollection == Device.iPhone15ProMax.traitCollection(for: .portrait))
    #expect(screen.traitCollection.userInterfaceStyle == .light)
    screen.orientation = .landscapeRight
    screen.userInterfaceStyle = .dark
    #expect(screen.traitCollection.horizontalSizeClass == .regular)
    #expect(screen.traitCollection.verticalSizeClass == .compact)
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.bounds.size == CGSize(width: 932, height: 430))
  }

  @Test func refreshRateFollowsTheDevice() {
    #expect(UIScreen(device: .iPhone15).maximumFramesPerSecond == 60)
    #expect(UIScreen(device: .iPhone15Pro).maximumFramesPerSecond == 120)
    #expect(UIScreen(device: .iPadPro11).maximumFramesPerSecond == 120)
  }
}
