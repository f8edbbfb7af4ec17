import Curtain

/// A progress bar with the frame count and the time left, redrawn in place on standard error:
///
/// ```
/// [##############----------------]  56/120 frames  47%  0:02 left
/// ```
///
/// It draws only on a terminal (``Console/errorIsTerminal``): piped into a log, carriage returns
/// and escape codes would be noise. It redraws at most 15 times a second, and ``finish()``
/// erases it.
struct ProgressBar {
  /// Where it draws.
  let console: Console
  /// Whether it draws at all.
  let isEnabled: Bool
  private var lastDrawn: TimeInterval?
  private var hasDrawn = false

  /// Characters between the brackets.
  static let width = 30

  /// A bar on `console`, drawn only if `enabled` and standard error is a terminal.
  init(console: Console, enabled: Bool) {
    self.console = console
    isEnabled = enabled && console.errorIsTerminal
  }

  /// Shows how far the render has got.
  mutating func update(_ progress: FilmProgress) {
    guard isEnabled else { return }
    let isLast = progress.frame >= progress.total || progress.phase == .finishing
    if let lastDrawn, !isLast, progress.elapsed - lastDrawn < 1.0 / 15 { return }
    lastDrawn = progress.elapsed
    hasDrawn = true
    console.writeError("\r\u{1B}[2K" + Self.line(progress))
  }

  /// Erases the bar.
  mutating func finish() {
    guard hasDrawn else { return }
    console.writeError("\r\u{1B}[2K")
    hasDrawn = false
  }

  /// The bar's text.
  static func line(_ progress: FilmProgress) -> String {
    let (done, total) = (progress.frame, progress.total)
    let filled = Int(Double(width) * progress.fraction)
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    let count =
      String(repeating: " ", count: max(0, String(total).count - String(done).count))
      + "\(done)/\(total) frames"
    let percent = Int(progress.fraction * 100)
    let padding = percent < 10 ? "  " : percent < 100 ? " " : ""
    let status: String
    if progress.phase == .finishing {
      status = "  finishing the video"
    } else if let remaining = progress.estimatedRemaining {
      status = "  \(clockTime(remaining)) left"
    } else {
      status = ""
    }
    return "[\(bar)] \(count) \(padding)\(percent)%\(status)"
  }

  /// `m:ss`, rounded up to the second.
  static func clockTime(_ seconds: Double) -> String {
    let whole = max(0, Int(seconds.rounded(.up)))
    let s = whole % 60
    return "\(whole / 60):\(s < 10 ? "0" : "")\(s)"
  }
}
