import Foundation

/// `NSValue` boxes for times and ranges, as AVFoundation adds them: time observers and image
/// generators take their times this way. On Linux the box holds the fields as an array of
/// 64-bit words (Foundation there cannot box structures), so `objCType` reads `[3q]` and `[6q]`
/// where Apple's reads `{?=qiIq}`.
extension NSValue {
  public convenience init(time: CMTime) {
    var words = TimeWords(time)
    self.init(bytes: &words, objCType: "[3q]")
  }

  public convenience init(timeRange: CMTimeRange) {
    var words = (TimeWords(timeRange.start), TimeWords(timeRange.duration))
    self.init(bytes: &words, objCType: "[6q]")
  }

  /// The boxed time (invalid when the value holds no time).
  public var timeValue: CMTime {
    guard String(cString: objCType) == "[3q]" else { return .invalid }
    var words = TimeWords(.invalid)
    getValue(&words)
    return words.time
  }

  /// The boxed range (invalid when the value holds no range).
  public var timeRangeValue: CMTimeRange {
    guard String(cString: objCType) == "[6q]" else { return .invalid }
    var words = (TimeWords(.invalid), TimeWords(.invalid))
    getValue(&words)
    return CMTimeRange(start: words.0.time, duration: words.1.time)
  }
}

/// A time as three 64-bit words: value, timescale and flags, epoch.
private struct TimeWords {
  var value: Int64
  var scaleAndFlags: Int64
  var epoch: Int64

  init(_ time: CMTime) {
    value = time.value
    scaleAndFlags = Int64(UInt32(bitPattern: time.timescale)) | Int64(time.flags.rawValue) << 32
    epoch = time.epoch
  }

  var time: CMTime {
    CMTime(
      value: value, timescale: Int32(truncatingIfNeeded: scaleAndFlags),
      flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: scaleAndFlags >> 32)),
      epoch: epoch)
  }
}
