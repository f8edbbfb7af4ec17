import Foundation

/// Where a sheet can rest in its container (docs/uikit-behaviour.md#sheet-detents): one top edge
/// per active detent, and how dimmed and how far receded the presenter is for any top edge in
/// between.
///
/// - A detent's value is a height above the container's bottom safe-area inset (UIKit documents
///   custom values as "a height within the safe area of the sheet"); the large detent's is the
///   full sheet's, which is every context's `maximumDetentValue`. Values are clamped to
///   `0...maximumDetentValue`; nil leaves a detent out; if none is left the large one stands.
/// - Detents apply to edge-attached sheets. Floating and page-sized sheets (an iPad) and a sheet
///   covering the screen have one stop, their own frame (Curtain's choice).
/// - Dimming: full above the largest undimmed detent, none at or below it, interpolated between
///   it and the next larger detent.
/// - The presenter recedes only at the full-height detent, interpolated from the next smaller
///   detent (from the container's bottom when there is none), and never where the sheet is
///   undimmed.
@MainActor struct SheetDetentStops {
  struct Stop: Equatable {
    let identifier: UISheetPresentationController.Detent.Identifier
    /// The detent's value.
    let value: CGFloat
    /// The sheet's top edge in the container when it rests here.
    let top: CGFloat
  }

  /// Smallest first (lowest on screen); never empty.
  let stops: [Stop]
  /// The sheet's frame at full height.
  let fullFrame: CGRect
  /// Whether the sheet's height follows its top edge (edge-attached sheets).
  let isEdgeAttached: Bool
  /// The container's bottom edge.
  let bottom: CGFloat

  init(
    detents: [UISheetPresentationController.Detent], geometry g: SheetGeometry,
    container: CGRect, safeArea: UIEdgeInsets, traits: UITraitCollection,
    medium: MediumDetentHeight
  ) {
    fullFrame = g.frame
    bottom = container.maxY
    isEdgeAttached = g.layout == .edgeAttached
    let baseline = container.maxY - safeArea.bottom
    let maximum = max(0, baseline - g.frame.minY)
    let full = Stop(identifier: .large, value: maximum, top: g.frame.minY)
    guard isEdgeAttached else {
      stops = [full]
      return
    }
    let context = SheetDetentContext(
      traits: traits, maximumDetentValue: maximum, containerHeight: container.height,
      bottomInset: safeArea.bottom, medium: medium)
    var found: [Stop] = []
    for detent in detents where !found.contains(where: { $0.identifier == detent.identifier }) {
      guard let raw = detent.resolvedValue(in: context), raw.isFinite else { continue }
      let value = min(max(raw, 0), maximum)
      found.append(Stop(identifier: detent.identifier, value: value, top: baseline - value))
    }
    // A stable sort keeps the given order among equal values.
    let sorted = found.enumerated().sorted {
      ($0.element.value, $0.offset) < ($1.element.value, $1.offset)
    }.map(\.element)
    stops = sorted.isEmpty ? [full] : sorted
  }

  var smallest: Stop { stops[0] }
  var largest: Stop { stops[stops.count - 1] }

  /// The stop `identifier` names, else the smallest (`selectedDetentIdentifier` nil or inactive).
  func stop(for identifier: UISheetPresentationController.Detent.Identifier?) -> Stop {
    stops.first { $0.identifier == identifier } ?? smallest
  }

  /// The stop whose top edge is nearest `top` (the smaller one on a tie).
  func nearest(to top: CGFloat) -> Stop {
    stops.min { abs($0.top - top) < abs($1.top - top) } ?? smallest
  }

  /// The sheet's frame with its top edge at `top`.
  func frame(top: CGFloat) -> CGRect {
    var f = fullFrame
    f.origin.y = top
    if isEdgeAttached { f.size.height = max(0, bottom - top) }
    return f
  }

  /// How dimmed the presenter is (0...1) with the sheet's top edge at `top`.
  func dimming(
    atTop top: CGFloat, largestUndimmed: UISheetPresentationController.Detent.Identifier?
  ) -> CGFloat {
    guard let largestUndimmed,
      let index = stops.firstIndex(where: { $0.identifier == largestUndimmed })
    else { return 1 }
    guard index + 1 < stops.count else { return 0 }
    return Self.fraction(top, from: stops[index].top, to: stops[index + 1].top)
  }

  /// How far the presenter has receded (0...1) with the sheet's top edge at `top`.
  func recession(
    atTop top: CGFloat, largestUndimmed: UISheetPresentationController.Detent.Identifier?
  ) -> CGFloat {
    guard largest.top <= fullFrame.minY else { return 0 }
    let from = stops.count > 1 ? stops[stops.count - 2].top : bottom
    let r = Self.fraction(top, from: from, to: largest.top)
    return min(r, dimming(atTop: top, largestUndimmed: largestUndimmed))
  }

  /// How far `top` has gone from `from` towards `to`, clamped to 0...1.
  static func fraction(_ top: CGFloat, from: CGFloat, to: CGFloat) -> CGFloat {
    guard from != to else { return top <= to ? 1 : 0 }
    return min(1, max(0, (from - top) / (from - to)))
  }
}
