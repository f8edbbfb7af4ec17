import UIKit
import OSLog
@preconcurrency import OSLog
import OSLog
import Foundation

let log = OSLog(subsystem: "a", category: "b")
