// Header comment.
import Foundation
import os.log

extension CALayer {
  func pause() { speed = 0 }
}
