// `import CoreMedia` on Linux: Core Media's rational time (`CMTime`, `CMTimeRange` and their
// functions), with Foundation. AVFoundation re-exports it, as on iOS. Add the product only for
// Linux.
@_exported import Foundation
