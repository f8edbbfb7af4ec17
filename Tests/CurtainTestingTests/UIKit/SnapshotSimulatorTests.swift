import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// The simulator setting: what `UIScreen.main` and `UIDevice.current` answer before a strategy
/// runs, and the environment variables that choose it.
@MainActor @Suite struct SnapshotSimulatorTests {
  @Test func theMainScreenIsTheSimulatedDevicesOutsideAStrategy() {
    SnapshotSimulator.$device.withValue(.iPhone8) {
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
      #expect(UIScreen.main.scale == 2)
      #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }
    SnapshotSimulator.$device.withValue(.iPadPro129) {
      #expect(UIScreen.main.bounds.size == CGSize(width: 1024, height: 1366))
      #expect(UIDevice.current.userInterfaceIdiom == .pad)
    }
  }

  @Test func theSystemVersionIsTheSimulatedOne() {
    #expect(UIDevice.current.systemVersion == SnapshotSimulator.systemVersion)
    SnapshotSimulator.$systemVersion.withValue("12.2") {
      // Suites name references after it: `test_Snapshot-_12-2_2-0.1.png`.
      #expect(UIDevice.current.systemVersion == "12.2")
    }
  }

  /// A view sized to `UIScreen.main.bounds` when it is made, as iOS code does, matches a
  /// reference recorded on that simulator.
  final class MainView: UIView {
    init() {
      super.init(frame: UIScreen.main.bounds)
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
        bar.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
        bar.centerYAnchor.constraint(equalTo: centerYAnchor),
        bar.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test func aViewSizedToTheMainScreenBeforeTheStrategyMatches() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(
      """
      <_TtCC19CurtainTestingTests22SnapshotSimulatorTests8MainView; frame = (0 0; 375 667); layer = <CALayer>>
         | <UIView; frame = (20 308.5; 335 50); layer = <CALayer>>
      """, named: "1")
    try SnapshotSimulator.$device.withValue(.iPhone8) {
      try SnapshotSimulator.$systemVersion.withValue("12.2") {
        let view = MainView()
        #expect(fixtures.verify(view, as: .recursiveDescription, named: "1") == nil)
        // Its image is the simulator's size at the simulator's scale, as on iOS.
        _ = fixtures.verify(view, as: .image, named: "2", record: .all)
        let data = try Data(
          contentsOf: URL(fileURLWithPath: fixtures.path(named: "2", pathExtension: "png")))
        let image = try #require(UIImage(data: data, scale: 1)?.cgImage)
        #expect(image.width == 750 && image.height == 1334)
      }
    }
  }

  /// One view verified on two configurations, as suites do (`.image(on: .iPhoneSe)`, then
  /// `.recursiveDescription(on: .iPhoneX)`): its constraints lay it out again at the new size
  /// (the solver of the first window lets go of them).
  @Test func aViewLaidOutByOneStrategyIsLaidOutAgainByTheNext() throws {
    let controller = UIViewController()
    controller.view = MainView()
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    let name = "_TtCC19CurtainTestingTests22SnapshotSimulatorTests8MainView"
    try fixtures.write(
      """
      <\(name); frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
         | <UIView; frame = (20 259; 280 50); layer = <CALayer>>
      """, named: "iphone-se")
    try fixtures.write(
      """
      <\(name); frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer>>
         | <UIView; frame = (20 381; 335 50); layer = <CALayer>>
      """, named: "iphone-x")
    #expect(
      fixtures.verify(
        controller, as: .recursiveDescription(on: .iPhoneSe), named: "iphone-se") == nil)
    #expect(
      fixtures.verify(
        controller, as: .recursiveDescription(on: .iPhoneX), named: "iphone-x") == nil)
  }

  @Test func theEnvironmentChoosesTheDeviceAndVersion() {
    #expect(CurtainSimulator.device(in: [:]) == .iPhone15Pro)
    #expect(CurtainSimulator.device(in: ["CURTAIN_SIMULATOR": "iPhone8"]) == .iPhone8)
    #expect(CurtainSimulator.systemVersion(in: [:]) == "17.0")
    #expect(CurtainSimulator.systemVersion(in: ["CURTAIN_SIMULATOR_OS": "12.2"]) == "12.2")
  }

  @Test(arguments: [
    ("12.2", "12.2"), ("16", "16.0"), ("iOS 15.4", "15.4"), ("ios18", "18.0"),
    (" 17.0.1 ", "17.0.1"),
  ])
  func versionsAreReadAsIOSWritesThem(text: String, version: String) {
    #expect(CurtainSimulator.normalizedVersion(text) == version)
  }

  @Test(arguments: ["", "twelve", "12.", "1.2", "12.2.3.4", "-12", "１２"])
  func otherTextIsNoVersion(text: String) {
    #expect(CurtainSimulator.normalizedVersion(text) == nil)
  }
}
