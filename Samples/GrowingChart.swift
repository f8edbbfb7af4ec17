import Curtain

// A view that draws itself: a week of steps as a line chart whose line grows from Monday to
// Sunday while the total counts up. The view's draw(_:) paints everything with Core Graphics
// (a rounded card, dashed grid lines, the day letters, a gradient under the line, the line and
// a dot at its head), and a CADisplayLink redraws it once per screen refresh through
// setNeedsDisplay(), the way charts and progress rings animate on iOS. GrowingChartTests
// checks what it says.

extension NamedFilm {
  /// A card charting a week of steps; 0.3 s in, its line grows across the week in 1.2 s.
  static let growingChart = NamedFilm(
    "growing-chart",
    summary: "A line chart drawn with draw(_:) grows across a week, redrawn by a CADisplayLink.",
    source: "UIKit: UIView.draw(_:) and CADisplayLink",
    film: Film { stage in
      let controller = ChartViewController()
      stage.window.rootViewController = controller
      stage.at(0.3) { controller.chart.animateIn() }
    })
}

/// A screen showing one ``LineChartView`` card.
final class ChartViewController: UIViewController {
  let chart = LineChartView(values: [6_240, 8_410, 5_120, 9_870, 7_350, 11_920, 4_630])

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    view.addSubview(chart)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    chart.frame = CGRect(x: 16, y: top + 16, width: view.bounds.width - 32, height: 300)
  }
}

/// A line chart of a few values that draws itself, and grows its line from the first value to
/// the last when asked to.
final class LineChartView: UIView {
  /// The values, one per day, Monday first.
  let values: [CGFloat]
  /// How much of the line shows, 0 to 1: the line reaches across that part of the chart.
  var progress: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }
  /// How long the line takes to grow, in seconds.
  let growthDuration: CFTimeInterval = 1.2
  private var link: CADisplayLink?
  private var growthStart: CFTimeInterval = 0

  init(values: [CGFloat]) {
    self.values = values
    super.init(frame: .zero)
    // The card's corners are drawn, so the view is not opaque; and it redraws when resized.
    isOpaque = false
    backgroundColor = .clear
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  /// Grows the line from nothing, easing out, one step per screen refresh.
  func animateIn() {
    link?.invalidate()
    progress = 0
    growthStart = CACurrentMediaTime()
    let link = CADisplayLink(target: self, selector: LineChartView.step)
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// One screen refresh: the progress the next frame shows, and the end of the growth.
  func step(_ link: CADisplayLink) {
    let t = min(1, (link.targetTimestamp - growthStart) / growthDuration)
    progress = CGFloat(1 - pow(1 - t, 3))
    if t >= 1 {
      link.invalidate()
      self.link = nil
    }
  }

  /// The values' largest gridline: the maximum rounded up to thousands.
  private var ceiling: CGFloat { ((values.max() ?? 1) / 1_000).rounded(.up) * 1_000 }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    UIColor.secondarySystemGroupedBackground.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: 16).fill()

    let plot = CGRect(x: 20, y: 104, width: bounds.width - 40, height: bounds.height - 148)
    drawHeading()
    drawGrid(in: plot, context: context)
    drawDays(under: plot)

    let points = values.enumerated().map { index, value in
      CGPoint(
        x: plot.minX + plot.width * CGFloat(index) / CGFloat(values.count - 1),
        y: plot.maxY - plot.height * value / ceiling)
    }
    let shown = Self.prefix(of: points, reaching: progress)
    guard let head = shown.last, shown.count > 1 else { return }
    let line = CGMutablePath()
    line.addLines(between: shown)

    // The area under the line, shaded from the accent colour to nothing at the baseline.
    let area = CGMutablePath()
    area.addPath(line)
    area.addLine(to: CGPoint(x: head.x, y: plot.maxY))
    area.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
    area.closeSubpath()
    let accent = UIColor.systemBlue
    let colors = [accent.withAlphaComponent(0.35).cgColor, accent.withAlphaComponent(0).cgColor]
    if let gradient = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: [0, 1]) {
      context.saveGState()
      context.addPath(area)
      context.clip()
      context.drawLinearGradient(
        gradient, start: CGPoint(x: 0, y: plot.minY), end: CGPoint(x: 0, y: plot.maxY),
        options: [])
      context.restoreGState()
    }

    context.addPath(line)
    context.setStrokeColor(accent.cgColor)
    context.setLineWidth(3)
    context.setLineCap(.round)
    context.setLineJoin(.round)
    context.strokePath()

    let dot = CGRect(x: head.x - 6, y: head.y - 6, width: 12, height: 12)
    context.setFillColor(UIColor.secondarySystemGroupedBackground.cgColor)
    context.fillEllipse(in: dot)
    context.strokeEllipse(in: dot)
  }

  /// The caption and the total so far, as much of the week's as the line has reached.
  private func drawHeading() {
    let caption: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 15, weight: .semibold),
      .foregroundColor: UIColor.secondaryLabel,
    ]
    "Steps this week".draw(at: CGPoint(x: 20, y: 18), withAttributes: caption)
    let total = Int((values.reduce(0, +) * progress).rounded())
    let figure: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: UIColor.label,
    ]
    Self.grouped(total).draw(at: CGPoint(x: 20, y: 42), withAttributes: figure)
  }

  /// Four dashed lines across the plot: the baseline, the ceiling and two between.
  private func drawGrid(in plot: CGRect, context: CGContext) {
    context.saveGState()
    context.setLineWidth(1)
    context.setLineDash(phase: 0, lengths: [4, 4])
    UIColor.separator.setStroke()
    for index in 0...3 {
      let y = plot.minY + plot.height * CGFloat(index) / 3
      context.move(to: CGPoint(x: plot.minX, y: y))
      context.addLine(to: CGPoint(x: plot.maxX, y: y))
    }
    context.strokePath()
    context.restoreGState()
  }

  /// The days' initials, centred under their values.
  private func drawDays(under plot: CGRect) {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.secondaryLabel,
    ]
    for (index, day) in ["M", "T", "W", "T", "F", "S", "S"].enumerated() {
      let x = plot.minX + plot.width * CGFloat(index) / CGFloat(values.count - 1)
      let size = day.size(withAttributes: attributes)
      day.draw(at: CGPoint(x: x - size.width / 2, y: plot.maxY + 12), withAttributes: attributes)
    }
  }

  /// The points of a polyline up to `fraction` of its horizontal run, ending part-way along a
  /// segment where the fraction falls inside one.
  static func prefix(of points: [CGPoint], reaching fraction: CGFloat) -> [CGPoint] {
    guard let first = points.first, let last = points.last, last.x > first.x else { return [] }
    let reach = first.x + (last.x - first.x) * min(1, max(0, fraction))
    var shown = [first]
    for (a, b) in zip(points, points.dropFirst()) {
      if b.x <= reach {
        shown.append(b)
      } else {
        if reach > a.x {
          shown.append(CGPoint(x: reach, y: a.y + (b.y - a.y) * (reach - a.x) / (b.x - a.x)))
        }
        break
      }
    }
    return shown
  }

  /// `value` with a comma between thousands, as "53,540".
  static func grouped(_ value: Int) -> String {
    let thousands = value / 1_000
    let rest = value % 1_000
    guard thousands > 0 else { return String(rest) }
    return "\(grouped(thousands)),\(String(rest).leftPadded(to: 3))"
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
