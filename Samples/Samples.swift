import Curtain

/// The films the `curtain` executable hosts: the demos of the articles Curtain grew from and
/// UIKit's built-in transitions, in the order `curtain list` shows them. The first,
/// `inset-card`, is the default demo.
///
/// ```
/// swift run curtain render inset-card -o demo.mp4
/// ```
public let samples: [NamedFilm] = [
  .insetCard,
  .dimmingChrome,
  .fade,
  .halfHeight,
  .presentationStyles,
  .cView,
  .coverVertical,
  .crossDissolve,
  .flipHorizontal,
  .dragDismissCancel,
  .dragDismissFling,
  .tapToDismiss,
  .alert,
  .actionSheet,
  .popover,
  .navigation,
  .sheet,
  .mapsSheet,
  .mapsSheetScroll,
  .autoLayoutSheet,
  .pullDownSheet,
  .circularReveal,
  .materialSheet,
  .photoZoom,
  .photoZoomPinch,
  .growingChart,
]
