import Foundation

/// A scroll view's indicators: thin rounded bars along the trailing and bottom edges that show
/// while the content scrolls and fade out shortly after it stops, as UIKit's.
///
/// UIKit does not document their metrics; Curtain draws them 3 points thick, 3 points in from
/// the edges (and the safe area), at least 36 points long (shrinking towards 7 as the content
/// stretches past an edge), black at 35 % in light mode and white at 35 % in dark mode, and
/// fades them over 0.3 s starting 0.2 s after scrolling ends.
@MainActor final class ScrollIndicators {
  static let thickness: CGFloat = 3
  static let margin: CGFloat = 3
  static let minimumLength: CGFloat = 36
  static let stretchedLength: CGFloat = 7

  let vertical = UIView()
  let horizontal = UIView()

  init() {
    for bar in [vertical, horizontal] {
      bar.layer.cornerRadius = Self.thickness / 2
      bar.isUserInteractionEnabled = false
      bar.alpha = 0
    }
  }

  /// Sizes and places the bars for the scroll view's current offset, in its content
  /// coordinates, in front of its other subviews.
  func layout(in scrollView: UIScrollView) {
    let color: UIColor =
      switch scrollView.indicatorStyle {
      case .black: UIColor(white: 0, alpha: 0.35)
      case .white: UIColor(white: 1, alpha: 0.35)
      case .default:
        scrollView.traitCollection.userInterfaceStyle == .dark
          ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
      }
    UIView.performWithoutAnimation {
      for (bar, axis) in [(vertical, NSLayoutConstraint.Axis.vertical), (horizontal, .horizontal)] {
        bar.backgroundColor = color
        let frame = Self.frame(along: axis, in: scrollView)
        bar.isHidden = frame == nil
        if let frame { bar.frame = frame }
      }
    }
    for bar in [vertical, horizontal]
    where bar.superview !== scrollView
      || scrollView.subviews.last !== horizontal
    {
      scrollView.addSubview(bar)
    }
  }

  /// The indicator's frame along `axis` in the scroll view's content coordinates, or nil when
  /// it does not show (turned off, or nothing to scroll that way).
  static func frame(along axis: NSLayoutConstraint.Axis, in scrollView: UIScrollView) -> CGRect? {
    let vertical = axis == .vertical
    let range = vertical ? scrollView.offsetRange.y : scrollView.offsetRange.x
    let shows =
      vertical ? scrollView.showsVerticalScrollIndicator : scrollView.showsHorizontalScrollIndicator
    guard shows, range.upperBound > range.lowerBound else { return nil }
    // Worked out as for the vertical bar, on a bounds transposed for the horizontal one.
    func flip(_ r: CGRect) -> CGRect {
      CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width)
    }
    func flip(_ i: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom)
    }
    let b = vertical ? scrollView.bounds : flip(scrollView.bounds)
    let safe = vertical ? scrollView.safeAreaInsets : flip(scrollView.safeAreaInsets)
    let insets =
      vertical
      ? scrollView.verticalScrollIndicatorInsets : flip(scrollView.horizontalScrollIndicatorInsets)
    let adjusted =
      vertical ? scrollView.adjustedContentInset : flip(scrollView.adjustedContentInset)
    let extent =
      (vertical ? scrollView.contentSize.height : scrollView.contentSize.width) + adjusted.top
      + adjusted.bottom
    let track = max(0, b.height - safe.top - safe.bottom - insets.top - insets.bottom - 2 * margin)
    let bar = bar(track: track, visible: b.height, extent: extent, offset: b.minY, range: range)
    let frame = CGRect(
      x: b.maxX - safe.right - insets.right - margin - thickness,
      y: b.minY + safe.top + insets.top + margin + bar.position, width: thickness,
      height: bar.length)
    return vertical ? frame : flip(frame)
  }

  /// A bar's length and its place along a track: as long as the visible share of the content
  /// (within the minimum), moving with the offset through its range, shorter by the stretch
  /// past an edge.
  static func bar(
    track: CGFloat, visible: CGFloat, extent: CGFloat, offset: CGFloat,
    range: ClosedRange<CGFloat>
  ) -> (position: CGFloat, length: CGFloat) {
    guard extent > 0, track > 0 else { return (0, 0) }
    var length = min(track, max(minimumLength, track * visible / extent))
    let span = range.upperBound - range.lowerBound
    var progress = span > 0 ? (offset - range.lowerBound) / span : 0
    let stretch =
      offset < range.lowerBound
      ? range.lowerBound - offset : offset > range.upperBound ? offset - range.upperBound : 0
    if stretch > 0 {
      length = max(stretchedLength, length - stretch)
      progress = min(max(progress, 0), 1)
    }
    return (progress * (track - length), length)
  }
}

extension UIScrollView {
  /// Shows the indicators at once (stopping a fade).
  func showIndicators() {
    let bars = indicators ?? ScrollIndicators()
    indicators = bars
    for bar in [bars.vertical, bars.horizontal] {
      bar.layer.removeAllAnimations()
      UIView.performWithoutAnimation { bar.alpha = 1 }
    }
    bars.layout(in: self)
  }

  /// Fades the indicators out shortly after scrolling ends.
  func hideIndicatorsSoon() {
    guard let bars = indicators else { return }
    UIView.animate(
      withDuration: 0.3, delay: 0.2, options: [.curveEaseOut],
      animations: {
        bars.vertical.alpha = 0
        bars.horizontal.alpha = 0
      })
  }
}
