import Foundation

// UIKit's second layout pass for text: a label that may wrap and has no
// `preferredMaxLayoutWidth` first takes its one-line size, is laid out at the width the
// constraints give it, and is then asked its size again at that width.

extension LayoutEngine {
  /// Hands every view whose intrinsic size depends on its width the width the solution gives
  /// it, and takes its new intrinsic size, until no such width changes (at most four rounds, so
  /// that a layout whose widths follow the heights cannot loop).
  func measureAtSolvedWidths() {
    for _ in 0..<4 {
      var changed: [LayoutWidthMeasuring] = []
      for v in itemOrder {
        guard let view = v.item as? LayoutWidthMeasuring,
          !view.translatesAutoresizingMaskIntoConstraints
        else { continue }
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        let width = solvedFrame(v).roundedToPixels(scale: scale).width
        if view.takeLayoutWidth(width) { changed.append(view) }
      }
      guard !changed.isEmpty else { return }
      for view in changed { contentSizeDidChange(view) }
    }
  }
}

/// A view whose intrinsic size depends on the width Auto Layout gives it (a label that may wrap).
@MainActor protocol LayoutWidthMeasuring: UIView {
  /// Takes the width Auto Layout gave the view; true when its intrinsic size may have changed.
  func takeLayoutWidth(_ width: CGFloat) -> Bool
}
