import Foundation

final class OffsetTracker {
  var observation: NSKeyValueObservation?
}
