import Testing

@testable import CurtainCommand

/// `--frames`, `--from` and `--to`, read and resolved against a film's frame count.
@Suite struct FrameSelectionTests {
  /// (--frames, --from, --to, frame count, fps, slow motion, the frames).
  static let resolved: [(String?, Double?, Double?, Int, Double, Double, ClosedRange<Int>)] = [
    (nil, nil, nil, 120, 60, 1, 0...119),
    ("0-9", nil, nil, 120, 60, 1, 0...9),
    ("7", nil, nil, 120, 60, 1, 7...7),
    ("100-999", nil, nil, 120, 60, 1, 100...119),
    (nil, 0.2, 1.2, 132, 60, 1, 12...72),
    (nil, 0.2, nil, 132, 60, 1, 12...131),
    (nil, nil, 0.5, 132, 60, 1, 0...30),
    (nil, 0.21, 0.23, 132, 60, 1, 13...13),
    (nil, 0.2, 0.7, 44, 10, 2, 4...14),
    (nil, 1.0 / 3, 2.0 / 3, 60, 30, 1, 10...20),
  ]

  @Test(arguments: resolved)
  func rangesResolveToFrames(
    frames: String?, from: Double?, to: Double?, count: Int, fps: Double, slow: Double,
    expected: ClosedRange<Int>
  ) throws {
    let selection = try FrameSelection(frames: frames, from: from, to: to)
    #expect(try selection.resolve(frameCount: count, fps: fps, slowMotion: slow) == expected)
  }

  /// (--frames, --from, --to): refused as they are read.
  static let malformed: [(String?, Double?, Double?)] = [
    ("9-3", nil, nil), ("", nil, nil), ("-3", nil, nil), ("1-2-3", nil, nil), ("a-b", nil, nil),
    ("0-9", 1, nil), (nil, 1, 1), (nil, 2, 1), (nil, -1, nil), (nil, .infinity, nil),
  ]

  @Test(arguments: malformed)
  func malformedRangesAreBadInput(frames: String?, from: Double?, to: Double?) {
    #expect(throws: CommandFailure.self) { try FrameSelection(frames: frames, from: from, to: to) }
  }

  @Test func rangesWithoutFramesAreBadInput() throws {
    let past = try FrameSelection(frames: "200-300", from: nil, to: nil)
    #expect(throws: CommandFailure.self) {
      try past.resolve(frameCount: 120, fps: 60, slowMotion: 1)
    }
    let between = try FrameSelection(frames: nil, from: 0.51, to: 0.512)
    #expect(throws: CommandFailure.self) {
      try between.resolve(frameCount: 120, fps: 60, slowMotion: 1)
    }
  }
}
