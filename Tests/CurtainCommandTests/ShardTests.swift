import Testing

@testable import CurtainCommand

/// `--shard I/N` read and applied to frame ranges, the frames `assemble` finds missing, and the
/// parent of an output path.
@Suite struct ShardTests {
  @Test func shardsAreReadCountingFromZero() throws {
    #expect(try Shard(parsing: "0/3") == Shard(index: 0, count: 3))
    #expect(try Shard(parsing: " 2 / 3 ") == Shard(index: 2, count: 3))
    #expect(try Shard(parsing: "0/1").description == "0/1")
    for bad in ["3/3", "-1/3", "1/0", "1", "1/2/3", "a/b", "", "/3", "1/20000"] {
      #expect(throws: CommandFailure.self, "\(bad)") { try Shard(parsing: bad) }
    }
  }

  /// Every split of every small range: the shards, in order, run without gap or overlap from
  /// the first frame to the last, and their lengths differ by at most one.
  @Test func shardsCutARangeIntoEvenContiguousRuns() throws {
    for first in [0, 5] {
      for length in 1...40 {
        let frames = first...(first + length - 1)
        for count in 1...12 {
          let parts = (0..<count).map { Shard(index: $0, count: count).frames(of: frames) }
          let present = parts.compactMap { $0 }
          #expect(present.count == min(count, length))
          #expect(present.first?.lowerBound == frames.lowerBound)
          #expect(present.last?.upperBound == frames.upperBound)
          for (a, b) in zip(present, present.dropFirst()) {
            #expect(b.lowerBound == a.upperBound + 1)
          }
          let lengths = present.map(\.count)
          #expect(lengths.max()! - lengths.min()! <= 1)
        }
      }
    }
    #expect(Shard(index: 1, count: 3).frames(of: 0...131) == 44...87)
    #expect(Shard(index: 0, count: 5).frames(of: 0...1) == nil)
  }

  @Test func theFolderNamesRunsOfMissingFrames() throws {
    #expect(FrameFolder.number(ofFile: "frame-00042.png") == 42)
    #expect(FrameFolder.number(ofFile: "frame-123456.png") == 123_456)
    for other in ["frame-0042.png", "frame-00042.PNG", "frame-0004x.png", "x-00042.png"] {
      #expect(FrameFolder.number(ofFile: other) == nil, "\(other)")
    }
    let folder = FrameFolder(path: "f/", numbers: [0, 1, 4, 5, 7])
    #expect(folder.fromZero == 0...7)
    #expect(folder.missing(of: 0...7) == [2...3, 6...6])
    #expect(folder.missing(of: 0...9) == [2...3, 6...6, 8...9])
    #expect(folder.missing(of: 4...5).isEmpty)
  }

  @Test func theParentOfAPathIsItsDirectory() {
    let cases = [
      ("out.mp4", "."), ("f/", "."), ("f", "."), ("a/b.mp4", "a"), ("a/b/", "a"),
      ("/b", "/"), ("/a/b", "/a"), ("a//b", "a"), ("/", "/"),
    ]
    for (path, parent) in cases {
      #expect(OutputPath.parent(of: path) == parent, "\(path)")
    }
  }
}
