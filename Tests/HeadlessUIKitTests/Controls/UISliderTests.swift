import Compositor
import Foundation
import RasterPNG
import Testing

@testable import HeadlessUIKit

@MainActor private final class SliderListener {
  var values: [Float] = []
  func changed(_ control: UISlider) { values.append(control.value) }
}

@MainActor @Suite struct UISliderTests {
  @Test func theValueStaysInItsRange() {
    let slider = UISlider()
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    #expect(slider.isContinuous)
    slider.value = 5
    #expect(slider.value == 1)
    slider.value = -1
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.setValue(7.5, animated: false)
    #expect(slider.value == 7.5)
    slider.maximumValue = 5
    #expect(slider.value == 5)
    slider.minimumValue = 6
    #expect(slider.value == 6 && slider.maximumValue == 6)
  }

  @Test func itIsThirtyOnePointsTall() {
    let slider = UISlider()
    #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
  }

  @Test func theRectsFollowTheBoundsImagesAndValue() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    let bounds = slider.bounds
    #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 0, y: 13.5, width: 200, height: 4))
    let track = slider.trackRect(forBounds: bounds)
    #expect(
      slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5)
        == CGRect(x: 86, y: 1.5, width: 28, height: 28))
    #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0).minX == 0)
    #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1).maxX == 200)
    #expect(slider.minimumValueImageRect(forBounds: bounds).width == 0)

    let image = UIImage(
      cgImage: CGImage(
        bitmap: try .init(width: 20, height: 20, fill: .init(r: 0, g: 0, b: 0, a: 255))), scale: 1,
      orientation: .up)
    slider.minimumValueImage = image
    slider.maximumValueImage = image
    #expect(
      slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20)
    )
    #expect(
      slider.maximumValueImageRect(forBounds: bounds)
        == CGRect(x: 180, y: 5.5, width: 20, height: 20))
    #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 25, y: 13.5, width: 150, height: 4))
  }

  @Test func draggingTheThumbSendsValueChanged() {
    let (stage, root) = stageWithRootView()
    let slider = UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 31))
    let listener = SliderListener()
    stage.run {
      slider.addTarget(listener, action: SliderListener.changed, for: .valueChanged)
      root.addSubview(slider)
    }
    stage.advance(to: 0.2)
    // The thumb sits at the start; drag it 100 of its 200 points of travel.
    stage.pan(from: CGPoint(x: 64, y: 315), to: CGPoint(x: 164, y: 315), duration: 0.3)
    stage.advance(to: 0.8)
    #expect(listener.values.count > 1)
    #expect(abs(slider.value - 0.5) < 0.001)
    #expect(listener.values.last == slider.value)
    // A drag on the track away from the thumb does nothing.
    stage.pan(from: CGPoint(x: 260, y: 315), to: CGPoint(x: 270, y: 315), duration: 0.2)
    stage.advance(to: 1.4)
    #expect(abs(slider.value - 0.5) < 0.001)
  }

  @Test func aDiscontinuousSliderSendsOnceWhenLifted() {
    let (stage, root) = stageWithRootView()
    let slider = UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 31))
    let listener = SliderListener()
    stage.run {
      slider.isContinuous = false
      slider.addTarget(listener, action: SliderListener.changed, for: .valueChanged)
      root.addSubview(slider)
    }
    stage.advance(to: 0.2)
    stage.pan(from: CGPoint(x: 64, y: 315), to: CGPoint(x: 264, y: 315), duration: 0.3)
    stage.advance(to: 0.8)
    #expect(listener.values == [1])
  }

  @Test func itDrawsATintedTrackAndAWhiteThumb() throws {
    let (stage, root) = stageWithRootView()
    let slider = UISlider(frame: CGRect(x: 40, y: 200, width: 300, height: 31))
    stage.run {
      root.backgroundColor = .white
      slider.value = 0.4
      root.addSubview(slider)
    }
    stage.advance(to: 0.3)
    let frame = try Compositor().render(stage.renderTree())
    if let directory = ProcessInfo.processInfo.environment["CURTAIN_SLIDER_PNG"] {
      try PNGCodec.write(frame, to: directory + "/slider.png")
    }
    let s = stage.screen.scale
    func pixel(_ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
      let p = frame.pixel(x: Int(x * s), y: Int(y * s))
      return (Int(p.r), Int(p.g), Int(p.b))
    }
    // Before the thumb, the track is the tint (system blue); after it, a light grey fill.
    let filled = pixel(60, 215.5)
    #expect(filled.2 > 200 && filled.0 < 60)
    let empty = pixel(320, 215.5)
    #expect(empty.0 > 200 && empty.0 < 245 && abs(empty.0 - empty.2) < 12)
    // The thumb is white, centred at 40 + 14 + 272 × 0.4.
    let thumb = pixel(40 + 14 + 272 * 0.4, 215.5)
    #expect(thumb == (255, 255, 255))
  }
}
