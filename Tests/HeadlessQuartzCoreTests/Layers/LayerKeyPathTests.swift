import Foundation
import Raster
import Testing

@_spi(UIKit) @testable import HeadlessQuartzCore

/// The key-path table: every key writes the field it reads, and the transform components read
/// the decomposed transform.
@MainActor @Suite struct LayerKeyPathTests {
  /// A value of `kind` that differs from every default.
  func sample(_ kind: AnimatableValue.Kind) -> AnimatableValue {
    switch kind {
    case .number: return .number(0.375)
    case .point: return .point(CGPoint(x: 7, y: -3))
    case .size: return .size(CGSize(width: 11, height: 13))
    case .rect: return .rect(CGRect(x: 1, y: 2, width: 30, height: 40))
    case .transform: return .transform(CATransform3DMakeScale(2, 3, 1))
    case .color: return .color(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    case .colors: return .colors([CGColor(gray: 0.5, alpha: 1)])
    case .numbers: return .numbers([0, 0.25, 1])
    case .path: return .path(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil))
    case .image: return .image(CGImage(bitmap: try! PremultipliedRGBA8Bitmap(width: 2, height: 1)))
    case .bool: return .bool(true)
    }
  }

  @Test(arguments: LayerState.keys.keys.sorted())
  func eachKeyReadsWhatItWrites(_ keyPath: String) throws {
    let kind = try #require(LayerState.kind(ofKeyPath: keyPath))
    var state = LayerState()
    let value = sample(kind)
    state.setValue(value, forKeyPath: keyPath)
    let read = try #require(state.value(forKeyPath: keyPath))
    #expect(read == value)
  }

  @Test func aValueOfAnotherKindIsIgnored() {
    var state = LayerState()
    state.setValue(.point(CGPoint(x: 9, y: 9)), forKeyPath: "opacity")
    #expect(state.opacity == 1)
  }

  @Test func transformComponentsReadTheDecomposedTransform() throws {
    var state = LayerState()
    state.setValue(.number(.pi / 2), forKeyPath: "transform.rotation.z")
    state.setValue(.size(CGSize(width: 5, height: 6)), forKeyPath: "sublayerTransform.translation")
    #expect(LayerState.kind(ofKeyPath: "transform.translation") == .size)
    #expect(LayerState.kind(ofKeyPath: "transform.nonsense") == nil)
    guard case let .number(angle)? = state.value(forKeyPath: "transform.rotation.z") else {
      Issue.record("no rotation")
      return
    }
    #expect(abs(angle - .pi / 2) < 1e-9)
    #expect(
      abs(state.sublayerTransform.m41 - 5) < 1e-9 && abs(state.sublayerTransform.m42 - 6) < 1e-9)
  }
}
