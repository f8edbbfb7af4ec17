import Foundation
import Geometry
import Raster
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIViewSnapshotTests {
  /// A 40 × 20 red view with a blue 10-point square at (20, 5), in an iPhone SE's window (2×).
  func makeView(_ stage: Stage) -> (view: UIView, square: UIView) {
    let v = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
    v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let square = UIView(frame: CGRect(x: 20, y: 5, width: 10, height: 10))
    square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    v.addSubview(square)
    stage.window.addSubview(v)
    return (v, square)
  }

  func pixels(_ snapshot: UIView?) -> PremultipliedRGBA8Bitmap? {
    (snapshot?.layer.contents as? CGImage)?.renderImage.bitmap
  }

  @Test func aSnapshotIsTheViewsRenderingAtTheScreenScale() {
    let stage = Stage(device: .iPhoneSE)
    stage.run {
      let (v, _) = makeView(stage)
      v.transform = CGAffineTransform(rotationAngle: 0.5)  // not part of the snapshot
      v.alpha = 0.5
      let snapshot = v.snapshotView(afterScreenUpdates: true)
      #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
      #expect(snapshot?.layer.contentsScale == 2)
      let image = pixels(snapshot)
      #expect(image?.width == 80 && image?.height == 40)
      #expect(image?[1, 1] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
      #expect(image?[50, 20] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
      #expect(image?[79, 39] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }
  }

  @Test func aSnapshotShowsPresentationValuesAtTheCurrentTime() {
    let stage = Stage(device: .iPhoneSE)
    stage.run {
      let (v, square) = makeView(stage)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { square.alpha = 0 })
      stage.advance(to: 0.5)
      let image = pixels(v.snapshotView(afterScreenUpdates: false))
      // Half of the blue square over red.
      let p = image![50, 20]
      #expect(p.a == 255 && abs(Int(p.r) - 128) <= 1 && abs(Int(p.b) - 127) <= 1 && p.g == 0)
    }
  }

  @Test func roundedClippedCornersAreTransparent() {
    let stage = Stage(device: .iPhoneSE)
    stage.run {
      let (v, _) = makeView(stage)
      v.layer.cornerRadius = 8
      v.clipsToBounds = true
      let image = pixels(v.snapshotView(afterScreenUpdates: true))
      #expect(image?[0, 0] == .transparent)
      #expect(image?[40, 20].a == 255)
    }
  }

  @Test func hiddenOrEmptyViewsGiveSnapshotsWithoutContents() {
    let stage = Stage()
    stage.run {
      let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      hidden.backgroundColor = .white
      hidden.isHidden = true
      let empty = UIView()
      #expect(hidden.snapshotView(afterScreenUpdates: false)?.layer.contents == nil)
      #expect(empty.snapshotView(afterScreenUpdates: false)?.bounds.size == .zero)
      #expect(empty.snapshotView(afterScreenUpdates: false)?.layer.contents == nil)
    }
  }
}
