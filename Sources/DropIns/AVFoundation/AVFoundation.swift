// `import AVFoundation` on Linux: players, items, assets and the player layer on the stage's
// clock, with Core Media's time and Core Animation re-exported, as on iOS. A player layer shows
// frames ffmpeg decodes; without ffmpeg it stays transparent and says so. Add the product only
// for Linux.
@_exported import CoreMedia
@_exported import QuartzCore
