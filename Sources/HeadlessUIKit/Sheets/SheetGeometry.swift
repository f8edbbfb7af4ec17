import Foundation

/// Where a card sheet goes (iOS 13+, docs/uikit-behaviour.md#sheet-geometry), worked out from the
/// container and its traits: the sheet's frame, its rounded corners, and the presenter's "depth"
/// transform.
///
/// - Compact width, regular height (an iPhone in portrait): the sheet is attached to the bottom
///   edge, as wide as the screen, its top `topOffset` (10 pt) below the safe area's top (twice
///   that on a home-button iPhone), its top corners rounded by 10 pt. The presenter recedes:
///   scaled about its centre to `(W − 2 · inset) / W` and moved so that its top edge sits at the
///   safe area's top, `topOffset` above the sheet, with its corners rounded by 10 pt.
/// - Compact height (an iPhone in landscape): the sheet is forced full screen, unless it prefers
///   to stay edge-attached: then it is as wide as the safe area (or its preferred content width,
///   when it asks), centred, its top `topOffsetInCompactHeight` (8 pt) below the safe area's top,
///   and the presenter does not recede.
/// - Regular width and height (an iPad): a form sheet floats centred at its preferred content
///   size (else UIKit's default for the screen, docs/uikit-behaviour.md#form-sheet-size), every
///   corner rounded; a page sheet is page wide (672 pt of readable width plus 16 pt margins a
///   side) and runs from `2 · topOffset` below the safe area's top to the bottom edge. The
///   presenter does not recede.
///
/// UIKit's own formula for the presenter's scale was not recovered (`_UISheetTransformForMetrics`);
/// the side inset is Curtain's estimate, set by ``Stage/sheetPresenterInset``.
struct SheetGeometry: Equatable {
  enum Layout: Equatable {
    /// Attached to the bottom edge, full width, with the presenter receding.
    case edgeAttached
    /// Centred, at a form sheet's size.
    case floating
    /// Page wide, attached to the bottom edge (a page sheet in regular width).
    case pageSized
    /// Covering the container (compact height).
    case fullScreen
  }

  /// `_UISheetPresentationMetrics` (iOS 13–17), in points.
  static let cornerRadius: CGFloat = 10
  static let topOffset: CGFloat = 10
  static let topOffsetInCompactHeight: CGFloat = 8
  static let minimumSidePadding: CGFloat = 25
  /// How far each side of a receding presenter moves in: Curtain's estimate (UIKit's formula was
  /// not recovered), the default of ``Stage/sheetPresenterInset``.
  static let presenterInset: CGFloat = 16
  /// A page sheet's width in regular width: the readable width (672 pt) and 16 pt margins a side.
  static let pageWidth: CGFloat = 704

  var layout: Layout
  /// The sheet's frame in the container.
  var frame: CGRect
  /// The sheet's corner radius and which corners it rounds.
  var cornerRadius: CGFloat
  var roundedCorners: CACornerMask
  /// Whether the presenter recedes behind an edge-attached sheet (not in compact height).
  var presenterRecedes = true

  /// Lays out a sheet of `style` (`.pageSheet` or `.formSheet`) in a container of `bounds`.
  ///
  /// - Parameters:
  ///   - safeArea: the container's safe-area insets.
  ///   - traits: the container's traits (the size classes decide the layout).
  ///   - preferredContentSize: the presented controller's, for a form sheet (zero: the default).
  ///   - screenLongestSide: the screen's longer side, which picks a form sheet's default size.
  ///   - edgeAttachedInCompactHeight: `prefersEdgeAttachedInCompactHeight`.
  ///   - widthFollowsPreferredContentSize: `widthFollowsPreferredContentSizeWhenEdgeAttached`.
  init(
    style: UIModalPresentationStyle, bounds: CGRect, safeArea: UIEdgeInsets,
    traits: UITraitCollection,
    preferredContentSize: CGSize, screenLongestSide: CGFloat,
    edgeAttachedInCompactHeight: Bool = false, widthFollowsPreferredContentSize: Bool = false
  ) {
    if traits.verticalSizeClass == .compact && edgeAttachedInCompactHeight {
      let safeWidth = bounds.width - safeArea.left - safeArea.right
      let preferred = preferredContentSize.width
      let w =
        widthFollowsPreferredContentSize && preferred > 0 ? min(preferred, safeWidth) : safeWidth
      let y = bounds.minY + safeArea.top + Self.topOffsetInCompactHeight
      let x = (bounds.minX + safeArea.left + (safeWidth - w) / 2).rounded()
      self.init(
        layout: .edgeAttached, frame: CGRect(x: x, y: y, width: w, height: bounds.maxY - y),
        cornerRadius: Self.cornerRadius, roundedCorners: .topCorners)
      presenterRecedes = false
    } else if traits.verticalSizeClass == .compact {
      self.init(layout: .fullScreen, frame: bounds, cornerRadius: 0, roundedCorners: [])
    } else if traits.horizontalSizeClass == .compact {
      // A home-button iPhone (no home indicator: no bottom inset) leaves twice the offset.
      let y = bounds.minY + safeArea.top + (safeArea.bottom > 0 ? 1 : 2) * Self.topOffset
      self.init(
        layout: .edgeAttached,
        frame: CGRect(x: bounds.minX, y: y, width: bounds.width, height: bounds.maxY - y),
        cornerRadius: Self.cornerRadius, roundedCorners: .topCorners)
    } else if style == .formSheet {
      let size = Self.formSheetSize(
        preferred: preferredContentSize, screenLongestSide: screenLongestSide)
      let w = min(size.width, bounds.width - 2 * Self.minimumSidePadding)
      let h = min(size.height, bounds.height - safeArea.top - safeArea.bottom - 2 * Self.topOffset)
      self.init(
        layout: .floating,
        frame: CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h).integral,
        cornerRadius: Self.cornerRadius, roundedCorners: .allCorners)
    } else {
      let w = min(Self.pageWidth, bounds.width - 2 * Self.minimumSidePadding)
      let y = bounds.minY + safeArea.top + 2 * Self.topOffset
      self.init(
        layout: .pageSized,
        frame: CGRect(x: (bounds.midX - w / 2).rounded(), y: y, width: w, height: bounds.maxY - y),
        cornerRadius: Self.cornerRadius, roundedCorners: .topCorners)
    }
  }

  init(layout: Layout, frame: CGRect, cornerRadius: CGFloat, roundedCorners: CACornerMask) {
    self.layout = layout
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.roundedCorners = roundedCorners
  }

  /// A form sheet's size: the preferred content size when both sides are set, else UIKit's
  /// default for the screen (iOS 16+): 540 × 600 on screens up to 1024 pt long, 620 × 680 from
  /// 1590 pt, 580 × 640 between.
  static func formSheetSize(preferred: CGSize, screenLongestSide: CGFloat) -> CGSize {
    if preferred.width > 0 && preferred.height > 0 { return preferred }
    if screenLongestSide >= 1590 { return CGSize(width: 620, height: 680) }
    if screenLongestSide <= 1024 { return CGSize(width: 540, height: 600) }
    return CGSize(width: 580, height: 640)
  }

  /// The transform that makes a view of `frame` (in the container) recede behind this sheet:
  /// scaled about its centre to `(W − 2 · inset) / W` and moved so that its top edge sits
  /// `topOffset` above the sheet. Nil when the layout has no depth effect.
  func recedingTransform(for frame: CGRect, inset: CGFloat) -> CGAffineTransform? {
    guard layout == .edgeAttached, presenterRecedes, frame.width > 2 * inset else { return nil }
    let s = (frame.width - 2 * inset) / frame.width
    // After scaling about the centre the top is at midY − s · h / 2; it should be at
    // sheetTop − topOffset.
    let ty = (self.frame.minY - Self.topOffset) - (frame.midY - s * frame.height / 2)
    return CGAffineTransform(translationX: 0, y: ty).scaledBy(x: s, y: s)
  }
}

extension CACornerMask {
  /// The two top corners.
  static let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
  /// All four corners.
  static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
