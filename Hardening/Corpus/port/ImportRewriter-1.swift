import UIKit.UIGestureRecognizerSubclass
import os.log
@preconcurrency import os.signpost
import os
import Foundation

let log = OSLog(subsystem: "a", category: "b")
