import ArgumentParser
import Compositor
import Curtain
import Foundation
import ReferenceScenes
import Testing

@testable import CurtainBench
@testable import CurtainCommand

/// `curtain bench`: its options, its refusal in debug builds, and the report it prints.
@Suite struct BenchTests {
  @Test func parsesItsOptions() throws {
    let bench = try Bench.parse([
      "--threads", "2", "--scenes", "s3, S1,S3", "--runs", "30", "--json",
    ])
    #expect(bench.threads == 2)
    #expect(bench.scenes.scenes == [.manyLayers, .dimmedCard])
    #expect(bench.runs == 30)
    #expect(bench.json)
    let defaults = try Bench.parse([])
    #expect(defaults.threads == 1 && defaults.runs == 25 && defaults.warmups == 3 && !defaults.json)
    #expect(defaults.scenes.scenes == ReferenceScene.allCases)
    #expect(defaults.films == "all" && defaults.filmRuns == 3)
    let none = try Bench.parse(["--scenes", "none", "--films", "inset-card", "--film-runs", "5"])
    #expect(none.scenes.scenes.isEmpty && none.films == "inset-card" && none.filmRuns == 5)
  }

  @Test(arguments: [
    (["--runs", "5"], "at least 20"),
    (["--threads", "0"], "--threads"),
    (["--scenes", "S9"], "scenes"),
    (["--scenes", ""], "scenes"),
    (["--write", "/no/such/directory"], "no such directory"),
    (["--film-runs", "0"], "--film-runs"),
    (["--frobnicate"], "frobnicate"),
  ])
  func badOptionsAreOneClearError(arguments: [String], mentions: String) {
    do {
      _ = try Bench.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      let message = Bench.message(for: error)
      #expect(message.contains(mentions), "\(message)")
      #expect(!message.contains("\n"), "\(message)")
      #expect(Bench.exitCode(for: error) != .success)
    }
  }

  @Test func aDebugBuildRefusesToGiveNumbers() throws {
    guard Bench.isDebugBuild else { return }  // `swift test -c release` would really time
    let bench = try Bench.parse(["--scenes", "S1"])
    #expect(throws: ExitCode.failure) { try bench.run() }
  }

  /// Two small films of our own, hosted as `CurtainCommand.main(films:)` would.
  static let hosted = [
    NamedFilm(
      "blue", summary: "A blue screen.",
      film: Film(device: .iPhoneSE) { stage in
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        stage.window.rootViewController = root
      }),
    NamedFilm(
      "fade-in", summary: "Orange fades in over blue.",
      film: Film(device: .iPhoneSE) {
        stage in
        let root = UIViewController()
        let top = UIViewController()
        root.view.backgroundColor = .systemBlue
        top.view.backgroundColor = .systemOrange
        top.modalTransitionStyle = .crossDissolve
        stage.window.rootViewController = root
        stage.at(0.1) { root.present(top, animated: true) }
      }),
  ]

  @MainActor @Test func filmsAreChosenByNameBeforeAnythingIsTimed() throws {
    let host = CommandHost(name: "curtain", catalog: FilmCatalog(films: Self.hosted), commands: [])
    try CommandHost.$current.withValue(host) { () throws in
      #expect(try Bench.parse([]).selectedFilms().map(\.name) == ["blue", "fade-in"])
      #expect(try Bench.parse(["--films", "none"]).selectedFilms().isEmpty)
      #expect(
        try Bench.parse(["--films", "Fade-In, blue,fade-in"]).selectedFilms().map(\.name)
          == ["fade-in", "blue"])
      #expect(
        throws: CommandFailure.badInput(
          "no film named 'fade-on'; did you mean 'fade-in'? `curtain list` shows them all")
      ) { try Bench.parse(["--films", "fade-on"]).selectedFilms() }
      #expect(throws: CommandFailure.self) {
        try Bench.parse(["--films", "blue,"]).selectedFilms()
      }
    }
  }

  /// Each film rendered whole: its frames, how many were composited, and timings that add up.
  @MainActor @Test func eachFilmIsTimedWhole() throws {
    let entries = try FilmBenchRunner(films: Self.hosted, runs: 2, threads: 2).run()
    #expect(entries.map(\.name) == ["blue", "fade-in"])
    for (entry, named) in zip(entries, Self.hosted) {
      #expect(entry.frames == (try named.film.frameCount()))
      #expect((1...entry.frames).contains(entry.compositedFrames))
      #expect(entry.width == 750 && entry.height == 1334)
      #expect(entry.minimumMilliseconds <= entry.medianMilliseconds)
      #expect(
        abs(entry.millisecondsPerFrame * Double(entry.frames) - entry.medianMilliseconds) < 1e-6)
    }
    // A still screen is one composited frame repeated; a fade composites every changing frame.
    #expect(entries[0].compositedFrames == 1)
    #expect(entries[1].compositedFrames > 20)

    var report = try BenchRunner(scenes: [], runs: 2, warmups: 0, threads: 1).run().report
    report.films = entries
    report.filmRuns = 2
    let json = try report.json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let films = try #require(object["films"] as? [[String: Any]])
    #expect(films.map { $0["name"] as? String } == ["blue", "fade-in"])
    #expect(films[1]["composited_frames"] as? Int == entries[1].compositedFrames)
    #expect(object["film_runs"] as? Int == 2)
    let table = report.table()
    #expect(table.contains("fade-in") && table.contains("ms/frame") && !table.contains("S1"))
  }

  @Test func theMedianIsTheMiddleTiming() {
    #expect(BenchStatistics([3, 1, 2]).median == 2)
    #expect(BenchStatistics([4, 1, 3, 2]).median == 2.5)
    let s = BenchStatistics([5, 0.5, 2])
    #expect(s.min == 0.5 && s.max == 5 && s.count == 3)
  }

  /// A short run of the runner itself (the command insists on 20 runs; the runner does not).
  @Test func theReportHasTheFloorAndEachSceneInJSON() throws {
    let runner = BenchRunner(scenes: [.dimmedCard], runs: 2, warmups: 1, threads: 1)
    let (report, frames) = try runner.run()
    #expect(
      report.memsetMilliseconds > 0 && report.memsetMinimumMilliseconds <= report.memsetMilliseconds
    )
    #expect(report.scenes.map(\.name) == ["S1"])
    let s1 = try #require(report.scenes.first)
    #expect(
      s1.minimumMilliseconds <= s1.medianMilliseconds
        && s1.medianMilliseconds <= s1.maximumMilliseconds)
    #expect(abs(s1.timesMemset - s1.medianMilliseconds / report.memsetMilliseconds) < 1e-9)
    let expected = try Compositor().render(ReferenceScene.dimmedCard.tree)
    #expect(frames.count == 1 && frames[0].still == expected && frames[0].lastMoving == nil)
    #expect(s1.movingMedianMilliseconds == nil)

    let json = try report.json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    // Numbers survive the round trip (to within printing; JSON parsers may differ in the last bit).
    func close(_ value: Any?, _ expected: Double) -> Bool {
      guard let v = (value as? NSNumber)?.doubleValue else { return false }
      return abs(v - expected) <= 1e-9 * max(1, abs(expected))
    }
    #expect(close(object["memset_ms"], report.memsetMilliseconds))
    let scenes = try #require(object["scenes"] as? [[String: Any]])
    #expect(scenes.first?["name"] as? String == "S1")
    #expect(close(scenes.first?["median_ms"], s1.medianMilliseconds))
    #expect(close(scenes.first?["min_ms"], s1.minimumMilliseconds))
    #expect(!json.contains("\n"))
    #expect(!json.contains("moving"))

    let table = report.table()
    #expect(table.contains("memset floor") && table.contains("S1") && table.contains("dimmed card"))
  }
}

/// `curtain bench --moving`: each scene's animation, moved a fraction of a pixel a frame.
@Suite struct MovingBenchTests {
  @Test func theMovingVariantIsTimedAndReportedBesideTheStillScene() throws {
    #expect(try Bench.parse(["--moving"]).moving)
    #expect(try !Bench.parse([]).moving)
    let runner = BenchRunner(scenes: [.dimmedCard], runs: 2, warmups: 1, threads: 2, moving: true)
    let (report, frames) = try runner.run()
    let s1 = try #require(report.scenes.first)
    let median = try #require(s1.movingMedianMilliseconds)
    let minimum = try #require(s1.movingMinimumMilliseconds)
    let maximum = try #require(s1.movingMaximumMilliseconds)
    #expect(0 < minimum && minimum <= median && median <= maximum)
    // The still figures are still there.
    #expect(s1.medianMilliseconds > 0 && s1.coldMedianMilliseconds > 0)
    let last = try Compositor().render(ReferenceScene.dimmedCard.movingTree(frame: 29))
    #expect(frames.first?.lastMoving == last)
    #expect(frames.first?.still != last)

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let scene = try #require((object["scenes"] as? [[String: Any]])?.first)
    // To within printing: JSON parsers may differ in the last bit.
    for (key, value) in [("moving_median_ms", median), ("moving_min_ms", minimum)] {
      let read = try #require((scene[key] as? NSNumber)?.doubleValue, "\(key)")
      #expect(abs(read - value) <= 1e-9 * value, "\(key)")
    }
    #expect(scene["median_ms"] != nil && scene["cold_median_ms"] != nil)
    #expect(report.table().contains("moving median"))
  }

  /// Frame f moves every layer by f · (0.37, 0.61) px; frame 0 is the still scene itself.
  @Test(arguments: ReferenceScene.allCases)
  func framesMoveTheWholeSceneAndNoTwoAreEqual(scene: ReferenceScene) throws {
    #expect(scene.movingTree(frame: 0) == scene.tree)
    let frames =
      (ReferenceScene.movingWarmUpFrames
      .lowerBound..<ReferenceScene.movingFrames
      .upperBound).map { scene.movingTree(frame: $0) }
    #expect(Set(frames.map { "\($0.layers.map(\.position))" }).count == frames.count)
    let still = scene.tree
    let moved = scene.movingTree(frame: 10)
    #expect(moved.size == still.size && moved.layers.count == still.layers.count)
    for (a, b) in zip(still.layers, moved.layers) {
      #expect(abs(b.position.x - a.position.x - 3.7) < 1e-9)
      #expect(abs(b.position.y - a.position.y - 6.1) < 1e-9)
      #expect(b.bounds == a.bounds && b.shadow == a.shadow)
    }
  }
}

/// `curtain bench --files`: a film's way to files beside libpng and ffmpeg alone.
@Suite struct FilesBenchTests {
  @MainActor @Test func everyFigureIsMeasuredAndTheRatiosFollowFromThem() throws {
    var film = BenchTests.hosted[1].film
    film.duration = 0.25
    let report = try FilmBenchmark(film: film, jobs: 2, runs: 1).run()
    #expect(report.frames == 15 && report.width == 750 && report.height == 1334)
    let figures = [
      report.pngEncodingAlone, report.compositingAlone, report.pngFramesEveryFrame,
      report.pngFrames, report.ffmpegAlone, report.mp4RawStream, report.mp4ThroughPNGs,
    ]
    for figure in figures {
      let figure = try #require(figure)
      #expect(figure.best > 0 && figure.best <= figure.median && figure.processorTime > 0)
    }
    let alone = try #require(report.ffmpegAlone)
    let stream = try #require(report.mp4RawStream)
    #expect(abs(report.mp4TimeRatio - stream.best / alone.best) < 1e-12)
    #expect(report.text.contains("ffmpeg alone") && report.text.contains("× ffmpeg alone"))

    var bench = try BenchRunner(scenes: [], runs: 2, warmups: 0, threads: 1).run().report
    bench.files = report
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(bench.json().utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [String: Any])
    let ffmpeg = try #require(files["ffmpeg_alone"] as? [String: Any])
    #expect(ffmpeg["best_s"] != nil && files["png_frames"] != nil && files["frames"] as? Int == 15)
  }
}

/// `curtain bench --layout`: the solver's workload and the same screen as views are measured
/// and reported, whatever the speed.
@MainActor @Suite struct LayoutBenchTests {
  @Test func theSolverIsMeasuredAndReported() throws {
    let entry = try LayoutBenchRunner(runs: 2, warmups: 0).run()
    #expect(entry.constraints > 1000 && entry.views > 100)
    #expect(entry.addAndSolveMinimumMilliseconds > 0)
    #expect(entry.constantChangeMinimumMicroseconds > 0)
    #expect(entry.addAndSolveMedianMilliseconds >= entry.addAndSolveMinimumMilliseconds)
    #expect(entry.viewLayoutPassMinimumMilliseconds > 0)
    #expect(entry.viewConstantChangeMinimumMicroseconds > 0)
    let bench = try Bench.parse(["--layout", "--scenes", "none", "--films", "none"])
    #expect(bench.layout)
  }
}

/// The memory-traffic floor beside each scene: the bytes a frame must move, and their time at
/// the copy bandwidth measured in the same run.
@Suite struct TrafficFloorTests {
  static let (width, height) = (1179, 2556)

  @Test func scenesWithoutAnImageOnlyWriteTheFrame() {
    for scene in [ReferenceScene.dimmedCard, .manyLayers, .shadowedCard, .paths] {
      let t = SceneTraffic(scene, width: Self.width, height: Self.height)
      #expect(t.written == Self.width * Self.height * 4 && t.read == 0, "\(scene)")
    }
  }

  /// S2 and S6 show image P only above the sheet: 65 rows of P at 0.92 (59.76 px of the
  /// frame), and one more for the bilinear filter.
  @Test func thePageSheetReadsOnlyTheImageAboveTheSheet() {
    for scene in [ReferenceScene.pageSheet, .material] {
      let t = SceneTraffic(scene, width: Self.width, height: Self.height)
      #expect(t.read == 66 * Self.width * 4, "\(scene)")
      #expect(t.bytes == t.written + t.read)
    }
  }

  /// S5 reads the pixels the revealing disc overlaps, counted here pixel by pixel from the
  /// point of each pixel's square nearest the centre.
  @Test func theRevealReadsThePixelsTheDiscTouches() {
    let (cx, cy, r) = (900.5, 2300.25, 1450.75)
    var touched = 0
    for y in 0..<Self.height {
      for x in 0..<Self.width {
        let nx = min(max(cx, Double(x)), Double(x + 1))
        let ny = min(max(cy, Double(y)), Double(y + 1))
        if (nx - cx) * (nx - cx) + (ny - cy) * (ny - cy) < r * r { touched += 1 }
      }
    }
    let t = SceneTraffic(.circularReveal, width: Self.width, height: Self.height)
    #expect(t.read == touched * 4)
    #expect(touched > Self.width * Self.height / 2 && touched < Self.width * Self.height)
  }

  @Test func eachSceneHasItsFloorAtTheMeasuredCopyBandwidth() throws {
    let runner = BenchRunner(
      scenes: [.dimmedCard, .circularReveal], runs: 2, warmups: 1, threads: 1)
    let report = try runner.run().report
    #expect(report.copyMilliseconds > 0)
    let pixels = Double(report.width * report.height)
    for s in report.scenes {
      let scene = try #require(ReferenceScene(rawValue: s.name))
      let traffic = SceneTraffic(scene, width: report.width, height: report.height)
      #expect(s.trafficBytes == traffic.bytes)
      // Each pixel under an image pixel read is a copied pixel, every other a written one.
      let shown = Double(traffic.read / 4)
      let expected =
        (report.memsetMilliseconds * (pixels - shown) + report.copyMilliseconds * shown) / pixels
      #expect(abs(s.floorMilliseconds - expected) <= 1e-9 * expected, "\(s.name)")
    }
    // Without an image the floor is the memset's; with one, between the memset's and the copy's.
    #expect(report.scenes[0].floorMilliseconds == report.memsetMilliseconds)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    #expect(object["copy_ms"] != nil)
    let first = try #require((object["scenes"] as? [[String: Any]])?.first)
    #expect(first["traffic_bytes"] as? Int == report.scenes[0].trafficBytes)
    #expect(first["floor_ms"] != nil)
    let table = report.table()
    #expect(table.contains("copy floor") && table.contains("floor ms"))
  }
}
