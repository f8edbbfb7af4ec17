import Compositor
import Foundation
import Geometry
import Raster

/// What a cached status bar image depends on.
struct StatusBarImageKey: Hashable {
  var bar: StatusBar
  var light: Bool
  var scale: CGFloat
}

extension Stage {
  /// The status bar and the home indicator as the system draws them over the window, as far as
  /// the stage shows them and the window's controllers ask for them, for a frame rendered at
  /// `scale`.
  func systemOverlays(scale: CGFloat) -> [RenderNode] {
    guard showsStatusBar || showsHomeIndicator else { return [] }
    let appearance = StatusBarAppearance(stage: self)
    var nodes: [RenderNode] = []
    if showsStatusBar, !appearance.isHidden,
      let bar = StatusBar(device: device, orientation: screen.orientation)
    {
      let key = StatusBarImageKey(bar: bar, light: appearance.isLight, scale: scale)
      let image = statusBarImages[key] ?? bar.image(light: key.light, scale: key.scale)
      statusBarImages[key] = image
      if let image {
        nodes.append(
          RenderNode(frame: CGRect(origin: .zero, size: bar.size), contents: image.renderImage))
      }
    }
    if showsHomeIndicator, !appearance.hidesHomeIndicator, let size = device.homeIndicatorSize {
      let bounds = screen.bounds
      let light = appearance.asksForLight
      nodes.append(
        RenderNode(
          frame: CGRect(
            x: (bounds.width - size.width) / 2,
            y: bounds.height - Self.homeIndicatorInset - size.height,
            width: size.width, height: size.height),
          backgroundColor: light ? .white : .black,
          cornerRadii: CornerRadii(uniform: size.height / 2)))
    }
    return nodes
  }

  /// How far the home indicator sits above the screen's bottom edge, in points.
  static let homeIndicatorInset: CGFloat = 8

  /// The display's visible area in the current orientation, in points: its outline with
  /// continuous corners, and the Dynamic Island or the notch inside it (to fill even-odd).
  var displayShape: Path {
    let bounds = screen.bounds
    let rr = RoundedRect(rect: bounds, cornerRadius: device.screenCornerRadius)
    var shape = Path()
    if let outline = rr.continuousShape {
      shape = outline
    } else {
      shape.addRoundedRect(rr.capsuleFallback)
    }
    if let island = device.dynamicIsland.map({ Self.island($0, device, screen.orientation) }) {
      shape.addRoundedRect(
        RoundedRect(rect: island, cornerRadius: min(island.width, island.height) / 2))
    }
    if let notch = device.notch {
      // Reaching as far above the top edge as it hangs below it, so that only its lower
      // corners are rounded inside the display.
      let cut = CGRect(
        x: notch.minX, y: -notch.height, width: notch.width, height: 2 * notch.height)
      shape.addRoundedRect(
        RoundedRect(
          rect: Self.island(cut, device, screen.orientation), cornerRadius: notch.height * 2 / 3))
    }
    return shape
  }

  /// The portrait island `r` where the device's top edge is in `orientation`.
  static func island(_ r: CGRect, _ device: Device, _ orientation: UIInterfaceOrientation)
    -> CGRect
  {
    let w = device.portraitSize.width
    let h = device.portraitSize.height
    switch orientation {
    case .landscapeLeft:  // home edge on the left: the top edge on the right
      return CGRect(x: h - r.maxY, y: r.minX, width: r.height, height: r.width)
    case .landscapeRight:
      return CGRect(x: r.minY, y: w - r.maxX, width: r.height, height: r.width)
    case .portraitUpsideDown:
      return CGRect(x: w - r.maxX, y: h - r.maxY, width: r.width, height: r.height)
    default:
      return r
    }
  }
}
