// `import UIKit` brings Foundation and Core Graphics' types with it; so does HeadlessUIKit.
@_exported import Foundation
@_exported import Geometry
