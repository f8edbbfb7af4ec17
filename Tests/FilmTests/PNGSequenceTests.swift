import Curtain
import Foundation
import RasterPNG
import Testing

/// `.pngSequence`: names, contents, atomic files, errors.
@MainActor @Suite struct PNGSequenceTests {
  @Test func framesAreNumberedPNGsThatDecodeToTheFrames() throws {
    try withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("a/b/frames")  // created with its parents
      let film = TestFilms.fade(duration: 0.5)
      let summary = try film.render(to: .pngSequence(directory: directory), jobs: 2)
      let names = try fileNames(in: directory)
      #expect(names == (0..<30).map { String(format: "frame-%05d.png", $0) })
      #expect(summary.encodedBytes > 0 && summary.videoBytes == nil)
      let collector = FrameCollector()
      try film.render(to: .memory(collector))
      for (index, name) in names.enumerated() {
        let decoded = try PNGCodec.read(from: directory.appendingPathComponent(name).path)
        #expect(decoded == collector.bitmaps[index], "\(name)")
      }
    }
  }

  @Test func theSameBytesWithAnyNumberOfJobs() throws {
    try withTemporaryDirectory { root in
      let film = TestFilms.insetCard()
      var runs: [[Data]] = []
      for jobs in [1, 3] {
        let directory = root.appendingPathComponent("jobs-\(jobs)")
        try film.render(to: .pngSequence(directory: directory), fps: 20, jobs: jobs)
        runs.append(
          try fileNames(in: directory).map {
            try Data(contentsOf: directory.appendingPathComponent($0))
          })
      }
      #expect(runs[0].count == 40)
      #expect(runs[0] == runs[1])
    }
  }

  @Test func aRangeKeepsTheFrameNumbers() throws {
    try withTemporaryDirectory { directory in
      try TestFilms.fade(duration: 0.5).render(
        to: .pngSequence(directory: directory), frames: 5...7)
      #expect(
        try fileNames(in: directory) == ["frame-00005.png", "frame-00006.png", "frame-00007.png"])
    }
  }

  @Test func anInterruptedRenderLeavesOnlyWholeFramesWithoutGaps() throws {
    try withTemporaryDirectory { directory in
      let control = FilmRenderControl()
      #expect(throws: FilmError.self) {
        try TestFilms.insetCard().render(
          to: .pngSequence(directory: directory), jobs: 3, control: control
        ) {
          if $0.frame >= 12 { control.cancel() }
        }
      }
      let names = try fileNames(in: directory)
      #expect(names.count >= 12 && names.count < 120)
      // No temporary files.
      #expect(names == (0..<names.count).map { String(format: "frame-%05d.png", $0) })
      for name in names {
        _ = try PNGCodec.read(from: directory.appendingPathComponent(name).path)
      }
    }
  }

  @Test func anUnwritableDirectoryIsReportedBeforeRendering() throws {
    try withTemporaryDirectory { root in
      let file = root.appendingPathComponent("file")
      try Data("x".utf8).write(to: file)
      let error = #expect(throws: FilmError.self) {
        try TestFilms.fade().render(
          to: .pngSequence(directory: file.appendingPathComponent("frames")))
      }
      guard case .unwritableOutput(let path, let reason)? = error else {
        Issue.record("expected unwritableOutput, got \(String(describing: error))")
        return
      }
      #expect(path.hasSuffix("file/frames"))
      #expect(error!.description == "cannot write \(path): \(reason); choose another output")
    }
  }
}
