// `import UIKit` on Linux: everything HeadlessUIKit offers (and Foundation with it), so iOS
// sources compile without editing their imports. Add the product only for Linux
// (`condition: .when(platforms: [.linux])`); on iOS the system framework answers.
@_exported import HeadlessUIKit
