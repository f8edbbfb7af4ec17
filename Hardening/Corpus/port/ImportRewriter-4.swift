// Header comment.
import Foundation
import OSLog
import UIKit

extension CALayer {
  func pause() { speed = 0 }
}
