import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// The image strategies: sizes and scales as on iOS, pixels from the compositor, and the
/// library's record-and-compare round trip, messages and artefacts.
@MainActor @Suite struct ImageStrategyTests {
  func square(_ color: UIColor, side: CGFloat = 10) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    view.backgroundColor = color
    return view
  }

  /// The image a strategy makes of `value`, read back from the PNG it records.
  func recorded<Value>(_ value: Value, as strategy: Snapshotting<Value, UIImage>) throws
    -> UIImage
  {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    _ = fixtures.verify(value, as: strategy, named: "1", record: .all)
    let data = try Data(
      contentsOf: URL(fileURLWithPath: fixtures.path(named: "1", pathExtension: "png")))
    return try #require(UIImage(data: data, scale: 1))
  }

  @Test func aViewIsDrawnAtTheSimulatorsScale() throws {
    let image = try recorded(square(.red), as: .image)
    let bitmap = try #require(image.cgImage)
    #expect(bitmap.width == 30 && bitmap.height == 30)
    #expect(bitmap.renderImage.bitmap[15, 15] == .init(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func recordModesComeFromWithSnapshotTesting() throws {
    let fixtures = try SnapshotFixtures()
    fixtures.removesArtefact(named: "r", writtenFrom: "ImageStrategyTests")
    defer { fixtures.remove() }
    func verify(_ color: UIColor, _ record: SnapshotTestingConfiguration.Record) -> String? {
      withSnapshotTesting(record: record) {
        verifySnapshot(
          of: square(color), as: .image, named: "r", snapshotDirectory: fixtures.directory,
          testName: "test")
      }
    }
    let path = fixtures.path(named: "r", pathExtension: "png")
    #expect(verify(.red, .never)?.contains("New snapshot was not recorded") == true)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(verify(.red, .missing)?.contains("Automatically recorded snapshot") == true)
    #expect(FileManager.default.fileExists(atPath: path))
    // A change fails without touching the reference until everything is recorded.
    #expect(verify(.blue, .missing)?.contains("does not match reference") == true)
    #expect(verify(.blue, .all)?.contains("Record mode is on") == true)
    #expect(verify(.blue, .never) == nil)
  }

  @Test func aDisplayScaleTraitChoosesTheScale() throws {
    let image = try recorded(square(.red), as: .image(traits: .init(displayScale: 2)))
    #expect(image.cgImage?.width == 20)
  }

  @Test func theSimulatorCanBeAnotherDevice() throws {
    let image = try SnapshotSimulator.$device.withValue(.iPhoneSE) {
      try recorded(UIViewController(), as: .image)
    }
    // The controller's view is the screen's size, drawn at the screen's scale.
    #expect(image.cgImage?.width == 750 && image.cgImage?.height == 1334)
  }

  @Test func aConfigurationSizesTheWindow() throws {
    let controller = UIViewController()
    controller.view.backgroundColor = .blue
    let image = try recorded(controller, as: .image(on: .iPhoneSe))
    let bitmap = try #require(image.cgImage?.renderImage.bitmap)
    #expect(bitmap.width == 960 && bitmap.height == 1704)
    #expect(bitmap[0, 0] == .init(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func aNavigationControllersWindowLosesTheTopInset() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let image = try recorded(navigation, as: .image(on: .iPhoneSe))
    #expect(image.cgImage?.height == (568 - 20) * 3)
  }

  @Test func aLayerIsDrawnInItsBounds() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.backgroundColor = UIColor.red.cgColor
    layer.borderWidth = 4
    layer.borderColor = UIColor.black.cgColor
    let bitmap = try #require(try recorded(layer, as: .image).cgImage?.renderImage.bitmap)
    #expect(bitmap.width == 300)
    #expect(bitmap[5, 150] == .init(r: 0, g: 0, b: 0, a: 255))
    #expect(bitmap[150, 150] == .init(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func aViewWithoutSizeRecordsTheLibrarysErrorImage() throws {
    let image = try recorded(UIView(), as: .image)
    #expect(image.cgImage?.width == 1200 && image.cgImage?.height == 240)
    #expect(image.cgImage?.renderImage.bitmap[2, 2] == .init(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func aRecordedReferenceMatchesAndAChangeFails() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    let view = square(.green)
    let recording = try #require(fixtures.verify(view, as: .image, named: "x", record: .all))
    #expect(recording.hasPrefix("Record mode is on. Automatically recorded snapshot: …"))
    #expect(fixtures.verify(view, as: .image, named: "x") == nil)
    view.backgroundColor = .yellow
    let failure = try #require(fixtures.verify(view, as: .image, named: "x"))
    #expect(failure.hasPrefix("Snapshot \"x\" does not match reference.\n\n@−\n\""))
    #expect(failure.hasSuffix("\n\nNewly-taken snapshot does not match reference."))
    // The library writes the failed image to the artefacts folder, named as the reference.
    let artefact =
      (ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
      + "/SnapshotFixtures/test.x.png"
    #expect(failure.contains(artefact.replacingOccurrences(of: "//", with: "/")))
    #expect(FileManager.default.fileExists(atPath: artefact))
  }

  @Test func precisionCountsDifferingBytes() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    let view = square(.white, side: 10)
    _ = fixtures.verify(view, as: .image(precision: 0.9), named: "p", record: .all)
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 10))
    dot.backgroundColor = .black
    view.addSubview(dot)
    // Half the pixels change in three of their four bytes: 37.5 % of the bytes differ.
    let failure = try #require(fixtures.verify(view, as: .image(precision: 0.9), named: "p"))
    #expect(failure.hasSuffix("Actual image precision 0.625 is less than required 0.9"))
    #expect(fixtures.verify(view, as: .image(precision: 0.6), named: "p") == nil)
  }

  @Test func perceptualPrecisionMessages() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    let view = square(UIColor(white: 0.5, alpha: 1), side: 10)
    let strategy = Snapshotting<UIView, UIImage>.image(perceptualPrecision: 0.98)
    _ = fixtures.verify(view, as: strategy, named: "q", record: .all)
    // One grey level up is far below a ΔE of 2.
    view.backgroundColor = UIColor(white: 129 / 255, alpha: 1)
    #expect(fixtures.verify(view, as: strategy, named: "q") == nil)
    view.backgroundColor = .black
    let failure = try #require(fixtures.verify(view, as: strategy, named: "q"))
    #expect(
      failure.hasSuffix(
        """
        The percentage of pixels that match 0.0 is less than required 1.0
        The lowest perceptual color precision 0.4662857 is less than required 0.98
        """)
        || failure.contains("The percentage of pixels that match 0.0 is less than required 1.0"))
  }

  @Test func sizesMustMatch() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    _ = fixtures.verify(square(.red, side: 20), as: .image, named: "s", record: .all)
    let failure = try #require(fixtures.verify(square(.red), as: .image, named: "s"))
    #expect(
      failure.hasSuffix(
        "Newly-taken snapshot@(10.0, 10.0) does not match reference@(20.0, 20.0)."))
  }

  @Test func aFailureAttachesTheReferenceTheFailureAndTheirDifference() throws {
    let old = try recorded(square(.white), as: .image)
    let view = square(.white)
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    dot.backgroundColor = UIColor(white: 0.9, alpha: 1)
    view.addSubview(dot)
    let new = try recorded(view, as: .image)
    let (_, attachments) = try #require(Diffing<UIImage>.image.diffV2(old, new))
    let names = attachments.compactMap { attachment -> String? in
      if case .data(_, let name) = attachment { return name }
      return nil
    }
    #expect(names == ["reference.png", "failure.png", "difference.png"])
    guard case .data(let data, _) = attachments[2] else { return }
    let difference = try #require(UIImage(data: data)?.cgImage?.renderImage.bitmap)
    // The one changed point is stretched to white, the rest is black.
    #expect(difference[0, 0] == .init(r: 255, g: 255, b: 255, a: 255))
    #expect(difference[20, 20] == .init(r: 0, g: 0, b: 0, a: 255))
  }
}
