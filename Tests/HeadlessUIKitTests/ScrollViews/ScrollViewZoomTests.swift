import Foundation
import Testing

@testable import HeadlessUIKit

/// A scroll view delegate that zooms a photo view and logs the zoom calls.
final class PhotoZoomer: NSObject, UIScrollViewDelegate {
  let photo = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
  var calls: [String] = []
  var zooms = 0
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    calls.append("willBegin")
  }
  func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) { calls.append("didEnd \(scale)") }
}

@MainActor @Suite struct ScrollViewZoomTests {
  /// A 320 × 480 scroll view on an iPhone SE zooming `zoomer`'s photo between 1 and 4.
  func scene(_ zoomer: PhotoZoomer) -> (Stage, UIScrollView) {
    let stage = Stage(device: .iPhoneSE)
    let root = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 44, width: 320, height: 480))
    scroll.contentInsetAdjustmentBehavior = .never
    stage.run {
      stage.window.rootViewController = root
      root.view.addSubview(scroll)
      scroll.addSubview(zoomer.photo)
      scroll.contentSize = zoomer.photo.bounds.size
      scroll.delegate = zoomer
      scroll.minimumZoomScale = 1
      scroll.maximumZoomScale = 4
    }
    stage.advance(to: 0.05)
    return (stage, scroll)
  }

  @Test func zoomingIsOffUntilTheLimitsAllowIt() {
    let scroll = UIScrollView()
    #expect(scroll.zoomScale == 1 && scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1)
    #expect(scroll.pinchGestureRecognizer == nil && scroll.bouncesZoom)
    scroll.maximumZoomScale = 3
    #expect(scroll.pinchGestureRecognizer != nil)
    #expect(scroll.gestureRecognizers?.contains { $0 === scroll.pinchGestureRecognizer } == true)
    scroll.maximumZoomScale = 1
    #expect(scroll.pinchGestureRecognizer == nil)
    // Without a view to zoom, setting the scale does nothing.
    scroll.maximumZoomScale = 3
    scroll.zoomScale = 2
    #expect(scroll.zoomScale == 1)
  }

  @Test func settingTheScaleScalesTheViewAboutTheVisibleCentre() {
    let zoomer = PhotoZoomer()
    let (stage, scroll) = scene(zoomer)
    stage.run { scroll.zoomScale = 2 }
    #expect(scroll.zoomScale == 2)
    #expect(zoomer.photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(zoomer.photo.frame == CGRect(x: 0, y: 0, width: 640, height: 480))
    #expect(scroll.contentSize == CGSize(width: 640, height: 480))
    // The photo's point at the visible centre stays there across (x 160 → 320 − 160); down,
    // the content is no taller than the view, so it rests at the top.
    #expect(scroll.contentOffset.x == 160)
    #expect(zoomer.zooms == 1 && zoomer.calls.isEmpty)
    stage.run { scroll.setZoomScale(9, animated: false) }
    #expect(scroll.zoomScale == 4)
  }

  @Test func zoomingToARectangleFitsIt() {
    let zoomer = PhotoZoomer()
    let (stage, scroll) = scene(zoomer)
    stage.run { scroll.zoom(to: CGRect(x: 200, y: 100, width: 80, height: 60), animated: true) }
    #expect(scroll.isZoomAnimating)
    stage.advance(to: 1)
    // 320 / 80 = 4 (480 / 60 = 8): the rectangle's centre (240, 130) comes to the centre.
    #expect(scroll.zoomScale == 4 && !scroll.isZoomAnimating)
    #expect(scroll.contentOffset == CGPoint(x: 240 * 4 - 160, y: 130 * 4 - 240))
    #expect(zoomer.calls == ["didEnd 4.0"])
  }

  @Test func aPinchZoomsAboutTheFingersAndBouncesBackFromPastTheLimit() throws {
    let zoomer = PhotoZoomer()
    let (stage, scroll) = scene(zoomer)
    // Fingers about the photo's point (100, 100) spread from 100 to 300 points: scale 3.
    stage.at(0.1) {
      stage.pinch(at: CGPoint(x: 100, y: 144), from: 100, to: 300, duration: 0.4)
    }
    stage.advance(to: 0.4)
    #expect(scroll.isZooming)
    stage.advance(to: 1)
    #expect(!scroll.isZooming)
    #expect(abs(scroll.zoomScale - 3) < 0.01)
    // The photo's point under the fingers stayed under them.
    let under = zoomer.photo.convert(CGPoint(x: 100, y: 144), from: stage.window)
    #expect(abs(under.x - 100) < 0.5 && abs(under.y - 100) < 0.5)
    #expect(zoomer.calls.first == "willBegin" && zoomer.calls.count == 2)
    // A pinch far past the maximum stretches, then springs back to it.
    stage.at(1.1) {
      stage.pinch(at: CGPoint(x: 160, y: 284), from: 50, to: 300, duration: 0.3)
    }
    stage.advance(to: 1.42)
    #expect(scroll.zoomScale > 4)
    stage.advance(to: 2.5)
    #expect(scroll.zoomScale == 4 && !scroll.isZoomBouncing)
    #expect(zoomer.calls.last == "didEnd 4.0")
  }
}
