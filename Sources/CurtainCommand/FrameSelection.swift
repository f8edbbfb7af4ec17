import Foundation

/// Which frames `render` renders: all of them, `--frames A-B` (frame numbers from 0, both
/// included), or `--from`/`--to` (seconds on the film's clock, before slow motion).
enum FrameSelection: Equatable {
  case all
  case frames(ClosedRange<Int>)
  case time(from: Double?, to: Double?)

  /// Reads the options.
  ///
  /// - Throws: ``CommandFailure`` for a malformed, reversed or empty range, or for both kinds
  ///   of range at once.
  init(frames: String?, from: Double?, to: Double?) throws(CommandFailure) {
    if let frames {
      guard from == nil, to == nil else {
        throw .badInput("give either --frames or --from/--to, not both")
      }
      self = .frames(try Self.parseFrames(frames))
      return
    }
    guard from != nil || to != nil else {
      self = .all
      return
    }
    // Bounded, so that a time times the frame rate is a frame number.
    if let from { try TimeOption.check(from, "--from") }
    if let to { try TimeOption.check(to, "--to") }
    if let from, let to, from >= to {
      throw .badInput(
        from == to
          ? "--from and --to are both \(StageOptions.format(from)) s, an empty range; "
            + "give --to a later time"
          : "--from \(StageOptions.format(from)) is after --to \(StageOptions.format(to)); "
            + "give the earlier time first")
    }
    self = .time(from: from, to: to)
  }

  /// `A-B` or `N`, with `A ≤ B`.
  static func parseFrames(_ text: String) throws(CommandFailure) -> ClosedRange<Int> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    let numbers = parts.map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard (1...2).contains(parts.count), numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else {
      throw .badInput(
        "--frames '\(text)' is not a frame range; write A-B with frame numbers from 0, "
          + "e.g. --frames 0-29")
    }
    let first = numbers[0]!
    let last = numbers.last!!
    guard first <= last else {
      throw .badInput(
        "--frames \(text) is reversed; give the first frame first: --frames \(last)-\(first)")
    }
    return first...last
  }

  /// The frame numbers to render of a film with `frameCount` frames, where frame `n` shows the
  /// film's clock at `n / (fps · slowMotion)` seconds. A range that runs past the last frame is
  /// cut there.
  ///
  /// - Throws: ``CommandFailure`` when no frame of the film lies in the range.
  func resolve(frameCount: Int, fps: Double, slowMotion: Double) throws(CommandFailure)
    -> ClosedRange<Int>
  {
    let last = frameCount - 1
    let framesPerFilmSecond = fps * slowMotion
    let length = "\(frameCount) frames, 0-\(last), at \(StageOptions.format(fps)) fps"
    switch self {
    case .all:
      return 0...last
    case .frames(let range):
      guard range.lowerBound <= last else {
        throw .badInput(
          "--frames \(range.lowerBound)-\(range.upperBound) starts after the film's end "
            + "(\(length)); start at \(last) or before")
      }
      return range.lowerBound...min(range.upperBound, last)
    case .time(let from, let to):
      // A frame exactly on a bound is in; 1e-9 absorbs the rounding of t · fps.
      let first = from.map { Int(($0 * framesPerFilmSecond - 1e-9).rounded(.up)) } ?? 0
      let end = to.map { Int(($0 * framesPerFilmSecond + 1e-9).rounded(.down)) } ?? last
      let bounds =
        "\(from.map { StageOptions.format($0) } ?? "0") s and "
        + "\(to.map { StageOptions.format($0) + " s" } ?? "the end")"
      guard first <= last else {
        throw .badInput(
          "no frame lies between \(bounds): the film ends at frame \(last) (\(length)); "
            + "start earlier")
      }
      guard first <= end else {
        throw .badInput(
          "no frame lies between \(bounds) at \(StageOptions.format(fps)) fps; widen the range")
      }
      return first...min(end, last)
    }
  }
}
