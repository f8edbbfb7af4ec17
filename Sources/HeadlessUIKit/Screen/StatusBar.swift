import Foundation
import Geometry
import Raster

/// The status bar's content as the system draws it over the window: "9:41", cellular bars,
/// Wi-Fi and a full battery, in white or black, laid out per kind of device
/// (docs/uikit-behaviour.md#status-bar).
///
/// - Dynamic Island iPhones (Apple's iOS UI kit for Figma): a bar as tall as `statusBarHeight`
///   (54 pt) whose row of content starts 21 pt down and is 22 pt tall; the time, 17-pt
///   semibold, is centred between 16 pt from the left edge and 6 pt short of a 124-pt space
///   for the island; the icons, 7 pt apart, are centred between 6 pt past that space and
///   16 pt from the right edge.
/// - The iPhone SE (20 pt): the time, 12-pt semibold, centred; cellular bars and Wi-Fi on the
///   left, "100%" and the battery on the right, 6 pt from the edges, icons at 80 %.
/// - iPads (24 pt): the time and the date on the left, Wi-Fi, "100%" and the battery on the
///   right, 20 pt from the edges, icons at 85 %.
///
/// The time and labels are set in DejaVu Sans Bold, standing in for San Francisco.
struct StatusBar: Hashable {
  enum Layout: Hashable {
    case island
    case homeButton
    case pad
  }

  let layout: Layout
  /// The bar's size in points.
  let size: CGSize
  /// On phones with a sensor housing: the half-width of the space kept free for it and the
  /// row's centre, in points.
  let housingHalfWidth: CGFloat
  let rowCentre: CGFloat

  /// The status bar of `device` in `orientation`, or nil where the device shows none (iPhones
  /// in landscape).
  init?(device: Device, orientation: UIInterfaceOrientation) {
    if device.idiom == .pad {
      layout = .pad
    } else if orientation.isLandscape {
      return nil
    } else {
      layout = device.sensorHousing == nil ? .homeButton : .island
    }
    size = CGSize(width: device.size(for: orientation).width, height: device.statusBarHeight)
    // The island's row sits 22 pt above the bar's bottom, its space 124 pt wide plus 6 on each
    // side; beside a notch the row is centred in the ears, 6 pt clear of the notch.
    if let notch = device.notch {
      housingHalfWidth = notch.width / 2 + 6
      rowCentre = notch.height / 2 + 2
    } else {
      housingHalfWidth = 68
      rowCentre = device.statusBarHeight - 22
    }
  }

  /// The content, white when `light` else black, on a clear background, at `scale`.
  @MainActor func image(light: Bool, scale: CGFloat) -> CGImage? {
    let context = CGContext(
      width: Int((size.width * scale).rounded(.up)),
      height: Int((size.height * scale).rounded(.up)),
      transform: CGAffineTransform(scaleX: scale, y: scale))
    let color: UIColor = light ? .white : .black
    GraphicsContextStack.with(context) { draw(in: context, color: color) }
    return context.makeImage()
  }

  @MainActor private func draw(in context: CGContext, color: UIColor) {
    let w = size.width
    switch layout {
    case .island:
      let mid = rowCentre  // 32 on a 54-pt bar: 21 + 22 / 2
      let half = housingHalfWidth
      let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
      text("9:41", font: font, color: color, centredAt: CGPoint(x: (16 + w / 2 - half) / 2, y: mid))
      icons(
        [.cellular, .wifi, .battery], scale: 1, gap: 7, color: color, in: context,
        centredAt: CGPoint(x: (w / 2 + half + w - 16) / 2, y: mid))
    case .homeButton:
      let mid = size.height / 2
      let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
      text("9:41 AM", font: font, color: color, centredAt: CGPoint(x: w / 2, y: mid))
      icons(
        [.cellular, .wifi], scale: 0.8, gap: 5, color: color, in: context, startingAt: 6, y: mid)
      let battery = StatusBarGlyphs.batterySize.width * 0.8
      icons(
        [.battery], scale: 0.8, gap: 0, color: color, in: context,
        startingAt: w - 6 - battery, y: mid)
      let label = "100%"
      let labelWidth = label.size(withAttributes: [.font: font]).width
      text(
        label, font: font, color: color,
        centredAt: CGPoint(x: w - 6 - battery - 3 - labelWidth / 2, y: mid))
    case .pad:
      let mid = size.height / 2
      let bold = UIFont.systemFont(ofSize: 14, weight: .semibold)
      let time = "9:41 AM"
      let timeWidth = time.size(withAttributes: [.font: bold]).width
      text(time, font: bold, color: color, centredAt: CGPoint(x: 20 + timeWidth / 2, y: mid))
      let regular = UIFont.systemFont(ofSize: 14)
      let date = "Tue Jan 9"
      let dateWidth = date.size(withAttributes: [.font: regular]).width
      text(
        date, font: regular, color: color,
        centredAt: CGPoint(x: 20 + timeWidth + 6 + dateWidth / 2, y: mid))
      let battery = StatusBarGlyphs.batterySize.width * 0.85
      let wifi = StatusBarGlyphs.wifiSize.width * 0.85
      let label = "100%"
      let labelWidth = label.size(withAttributes: [.font: bold]).width
      icons(
        [.battery], scale: 0.85, gap: 0, color: color, in: context, startingAt: w - 20 - battery,
        y: mid)
      text(
        label, font: bold, color: color,
        centredAt: CGPoint(x: w - 20 - battery - 4 - labelWidth / 2, y: mid))
      icons(
        [.wifi], scale: 0.85, gap: 0, color: color, in: context,
        startingAt: w - 20 - battery - 4 - labelWidth - 6 - wifi, y: mid)
    }
  }

  enum Icon {
    case cellular, wifi, battery

    var size: CGSize {
      switch self {
      case .cellular: StatusBarGlyphs.cellularSize
      case .wifi: StatusBarGlyphs.wifiSize
      case .battery: StatusBarGlyphs.batterySize
      }
    }
  }

  /// Draws `icons` in a row centred at `centre`.
  @MainActor private func icons(
    _ icons: [Icon], scale: CGFloat, gap: CGFloat, color: UIColor, in context: CGContext,
    centredAt centre: CGPoint
  ) {
    let width = icons.map(\.size.width).reduce(0, +) * scale + gap * CGFloat(icons.count - 1)
    self.icons(
      icons, scale: scale, gap: gap, color: color, in: context, startingAt: centre.x - width / 2,
      y: centre.y)
  }

  /// Draws `icons` in a row from `x`, each centred vertically on `y`, at `scale`; returns where
  /// the row ends.
  @MainActor @discardableResult
  private func icons(
    _ icons: [Icon], scale: CGFloat, gap: CGFloat, color: UIColor, in context: CGContext,
    startingAt x: CGFloat, y: CGFloat
  ) -> CGFloat {
    var x = x
    for icon in icons {
      context.saveGState()
      context.translateBy(x: x, y: y - icon.size.height * scale / 2)
      context.scaleBy(x: scale, y: scale)
      let c = color.cgColor
      switch icon {
      case .cellular: fill(StatusBarGlyphs.cellular(at: .zero), c, in: context)
      case .wifi: fill(StatusBarGlyphs.wifi(at: .zero), c, in: context)
      case .battery:
        let (body, charge, terminal) = StatusBarGlyphs.battery(at: .zero)
        fill(body, c.copy(alpha: 0.35) ?? c, rule: .evenOdd, in: context)
        fill(charge, c, in: context)
        fill(terminal, c.copy(alpha: 0.4) ?? c, in: context)
      }
      context.restoreGState()
      x += icon.size.width * scale + gap
    }
    return x - gap
  }

  private func fill(
    _ path: Path, _ color: CGColor, rule: CGPathFillRule = .winding, in context: CGContext
  ) {
    context.setFillColor(color)
    context.addPath(CGPath(path: path))
    context.fillPath(using: rule)
  }

  /// Draws `string` with its line centred on `centre`.
  @MainActor private func text(
    _ string: String, font: UIFont, color: UIColor, centredAt centre: CGPoint
  ) {
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
    let size = string.size(withAttributes: attributes)
    string.draw(
      at: CGPoint(x: centre.x - size.width / 2, y: centre.y - size.height / 2),
      withAttributes: attributes)
  }
}
