import Foundation
import RasterText
import Synchronization

extension UILabel {
  /// The text set for a room `width` × `height` points (nil: no limit), at `scale`, in at
  /// most `lines` lines (nil: ``numberOfLines``), shrunk to fit if `fits` and the label adjusts
  /// its font size; nil without text or the font file.
  func layout(
    width: CGFloat?, height: CGFloat?, scale: CGFloat, fits: Bool, lines: Int? = nil
  ) -> TextLayout? {
    guard let text, !text.isEmpty else { return nil }
    let content = content
    let traits = traitCollection
    let pack = { (c: UIColor) in
      c.resolvedColor(with: traits).cgColor.rgbaColor.premultiplied().packed
    }
    let paragraph = content.paragraph(scale: scale)
    let mode = content.paragraphStyle?.lineBreakMode ?? lineBreakMode
    let numberOfLines = lines ?? numberOfLines
    let (wrapping, truncation) = mode.textBreaking(lines: numberOfLines)
    func set(_ fontScale: CGFloat, maxLines: Int) -> TextLayout? {
      guard let styled = content.styled(scale: scale, fontScale: fontScale, pack: pack) else {
        return nil
      }
      return TextLayout(
        styled, paragraph: paragraph, maxWidth: width.map { Double($0 * scale) },
        maxLines: maxLines, wrapping: wrapping, truncation: truncation)
    }
    func fitted(_ fontScale: CGFloat) -> TextLayout? {
      guard var layout = set(fontScale, maxLines: numberOfLines) else { return nil }
      // Only the lines the height holds (at least one).
      if let height, layout.lines.count > 1, layout.height > Double(height * scale) + 0.5 {
        let room = Double(height * scale) + 0.5
        let fit = max(1, layout.lines.filter { $0.top + $0.height <= room }.count)
        layout = set(fontScale, maxLines: fit) ?? layout
      }
      return layout
    }
    guard let layout = fitted(1) else {
      TextWarning.fontMissingOnce()
      return nil
    }
    guard fits, adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
      layout.isTruncated
    else { return layout }
    // The largest size from the minimum up that is not cut off, to 1/64 of the size.
    var low = minimumScaleFactor
    var high: CGFloat = 1
    var best = fitted(low) ?? layout
    guard !best.isTruncated else { return best }
    for _ in 0..<6 {
      let mid = (low + high) / 2
      guard let trial = fitted(mid) else { break }
      if trial.isTruncated {
        high = mid
      } else {
        low = mid
        best = trial
      }
    }
    return best
  }
}

/// The one warning text gives when its font cannot be read: text is then not drawn.
enum TextWarning {
  private static let said = Mutex(false)

  static func fontMissingOnce() {
    guard
      !said.withLock({ s in
        defer { s = true }
        return s
      })
    else { return }
    do {
      _ = try FontCatalog.current.font(design: .default, weight: 400, pointSize: 17)
    } catch {
      FileHandle.standardError.write(Data("curtain: warning: text is not drawn: \(error)\n".utf8))
    }
  }
}
