import Foundation
import Geometry

/// The status bar's icons, drawn as paths in points at their size on Face ID iPhones: cellular
/// bars 19.2 × 12.23, Wi-Fi 17.14 × 12.33, a full battery 27.33 × 13 (the icon frames of the
/// status bar in Apple's iOS UI kit for Figma). The shapes follow those icons: four rounded
/// bars rising left to right; a wedge under two arcs; a rounded body at 35 % opacity holding
/// a full charge, and its terminal at 40 %.
enum StatusBarGlyphs {
  static let cellularSize = CGSize(width: 19.2, height: 12.226)
  static let wifiSize = CGSize(width: 17.142, height: 12.328)
  static let batterySize = CGSize(width: 27.328, height: 13)

  /// Four bars, each 3 wide, bottoms aligned, rising to the icon's full height.
  static func cellular(at origin: CGPoint) -> Path {
    var p = Path()
    let heights: [CGFloat] = [4, 6.3, 8.8, cellularSize.height]
    let gap = (cellularSize.width - 4 * 3) / 3
    for (i, h) in heights.enumerated() {
      let x = origin.x + CGFloat(i) * (3 + gap)
      p.addRoundedRect(
        RoundedRect(
          rect: CGRect(x: x, y: origin.y + cellularSize.height - h, width: 3, height: h),
          cornerRadius: 1))
    }
    return p
  }

  /// The wedge and its two arcs, about a point at the bottom centre: a filled sector, then two
  /// arcs stroked with round ends (as outlines, to fill).
  static func wifi(at origin: CGPoint) -> Path {
    let centre = CGPoint(x: origin.x + wifiSize.width / 2, y: origin.y + 11.6)
    let up = -CGFloat.pi / 2
    var p = Path()
    p.move(to: centre)
    p.addArc(
      center: centre, radius: 3.6, startAngle: up - .pi / 4, endAngle: up + .pi / 4,
      clockwise: false)
    p.closeSubpath()
    for (radius, spread) in [(6.6, 0.66), (10.4, 0.70)] as [(CGFloat, CGFloat)] {
      var arc = Path()
      arc.addArc(
        center: centre, radius: radius, startAngle: up - spread, endAngle: up + spread,
        clockwise: false)
      p.addPath(
        arc.strokeOutline(StrokeStyle(lineWidth: 2.3, lineCap: .round), tolerance: 0.01))
    }
    return p
  }

  /// The battery's body outline (a ring one point wide), its charge, and its terminal.
  static func battery(at origin: CGPoint) -> (body: Path, charge: Path, terminal: Path) {
    let o = origin
    var body = Path()
    let outer = RoundedRect(
      rect: CGRect(x: o.x, y: o.y, width: 25, height: batterySize.height), cornerRadius: 4.3)
    body.addRoundedRect(outer)
    body.addRoundedRect(outer.insetBy(1))
    var charge = Path()
    charge.addRoundedRect(
      RoundedRect(rect: CGRect(x: o.x + 2, y: o.y + 2, width: 21, height: 9), cornerRadius: 2.5))
    var terminal = Path()
    terminal.addRoundedRect(
      RoundedRect(
        rect: CGRect(x: o.x + 26, y: o.y + 4.5, width: batterySize.width - 26, height: 4),
        radii: CornerRadii(topLeft: 0, topRight: 1.328, bottomRight: 1.328, bottomLeft: 0)))
    return (body, charge, terminal)
  }
}
