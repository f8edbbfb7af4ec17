// On iOS, UIKit re-exports CoreGraphics and QuartzCore, so a file importing only UIKit may write
// module-qualified names such as `CoreGraphics.log(x)` or `QuartzCore.CALayer`.
@_exported import CoreGraphics
// iOS's UIKit brings Core Text too: code registers its fonts with `import UIKit` alone.
@_exported import CoreText
// `import UIKit` on Linux: everything HeadlessUIKit offers (and Foundation with it), so iOS
// sources compile without editing their imports. Add the product only for Linux
// (`condition: .when(platforms: [.linux])`); on iOS the system framework answers.
@_exported import HeadlessUIKit
// On iOS, UIKit brings Foundation and with it the Objective-C runtime's associated objects.
@_exported import ObjectiveCRuntime
@_exported import QuartzCore
