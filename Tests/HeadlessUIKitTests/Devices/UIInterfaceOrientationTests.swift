import Foundation
import Testing

@testable import HeadlessUIKit

/// Orientation enums, masks and corner and edge sets carry UIKit's raw values.
@Suite struct UIInterfaceOrientationTests {
  @Test(
    arguments: [
      //  orientation                                 raw  portrait landscape mask bit
      (UIInterfaceOrientation.unknown, 0, false, false, UInt(0)),
      (UIInterfaceOrientation.portrait, 1, true, false, UInt(2)),
      (UIInterfaceOrientation.portraitUpsideDown, 2, true, false, UInt(4)),
      (UIInterfaceOrientation.landscapeRight, 3, false, true, UInt(8)),
      (UIInterfaceOrientation.landscapeLeft, 4, false, true, UInt(16)),
    ] as [(UIInterfaceOrientation, Int, Bool, Bool, UInt)])
  func interfaceOrientations(
    orientation: UIInterfaceOrientation, raw: Int, isPortrait: Bool, isLandscape: Bool, bit: UInt
  ) {
    #expect(orientation.rawValue == raw)
    #expect(orientation.isPortrait == isPortrait)
    #expect(orientation.isLandscape == isLandscape)
    #expect(UIInterfaceOrientationMask.all.contains(orientation) == (bit != 0))
    if bit != 0 { #expect(UIInterfaceOrientationMask(rawValue: bit).contains(orientation)) }
  }

  @Test func masks() {
    #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
    #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
    #expect(UIInterfaceOrientationMask.landscape.contains(.landscapeLeft))
    #expect(!UIInterfaceOrientationMask.landscape.contains(.portrait))
  }

  @Test(
    arguments: [
      //  device orientation                   interface orientation
      (UIDeviceOrientation.portrait, UIInterfaceOrientation.portrait),
      (UIDeviceOrientation.portraitUpsideDown, UIInterfaceOrientation.portraitUpsideDown),
      (UIDeviceOrientation.landscapeLeft, UIInterfaceOrientation.landscapeRight),
      (UIDeviceOrientation.landscapeRight, UIInterfaceOrientation.landscapeLeft),
      (UIDeviceOrientation.faceUp, UIInterfaceOrientation.unknown),
      (UIDeviceOrientation.unknown, UIInterfaceOrientation.unknown),
    ] as [(UIDeviceOrientation, UIInterfaceOrientation)])
  func deviceOrientationsTurnTheInterfaceTheOtherWay(
    device: UIDeviceOrientation, interface: UIInterfaceOrientation
  ) {
    #expect(device.interfaceOrientation == interface)
    #expect(device.isValidInterfaceOrientation == (interface != .unknown))
  }

  @Test func cornersAndEdges() {
    #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
    #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
    #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
  }
}
