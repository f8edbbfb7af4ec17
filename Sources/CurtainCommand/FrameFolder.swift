import Curtain
import Foundation

/// The PNG frames in a folder, `frame-00000.png`, `frame-00001.png`, … as `render -o DIR/`
/// writes them (whole or in shards), by frame number.
struct FrameFolder {
  /// The folder as the user named it.
  let path: String
  /// The frame numbers present.
  let numbers: Set<Int>

  /// The frames `numbers` in `path`, as read.
  init(path: String, numbers: Set<Int>) {
    self.path = path
    self.numbers = numbers
  }

  /// Reads the folder's file names; other files are ignored.
  ///
  /// - Throws: ``CommandFailure`` when `path` is not a readable directory or holds no frame.
  init(path: String) throws(CommandFailure) {
    guard OutputPath.isDirectory(path) else {
      throw .badInput(
        "\(path) is not a directory of frames; render some with "
          + "`\(CommandHost.current.name) render FILM -o \(path)/`")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw .badInput("cannot read \(path): \(error.localizedDescription)")
    }
    let numbers = Set(names.compactMap(Self.number(ofFile:)))
    guard !numbers.isEmpty else {
      throw .badInput(
        "\(path) holds no frame-NNNNN.png files; render them with "
          + "`\(CommandHost.current.name) render FILM -o \(path)/`")
    }
    self.init(path: path, numbers: numbers)
  }

  /// The frame number in a name `frame-` + at least five digits + `.png`, as `render` names its
  /// frames; `nil` for any other name.
  static func number(ofFile name: String) -> Int? {
    guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
    let digits = name.dropFirst("frame-".count).dropLast(".png".count)
    guard digits.count >= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits)
  }

  /// The frames from 0 to the highest number present.
  var fromZero: ClosedRange<Int> { 0...(numbers.max() ?? 0) }

  /// The numbers of `frames` that are not present, as runs of consecutive numbers in order.
  func missing(of frames: ClosedRange<Int>) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var start: Int? = nil
    for number in frames {
      let present = numbers.contains(number)
      if !present, start == nil { start = number }
      if present, let first = start {
        runs.append(first...(number - 1))
        start = nil
      }
    }
    if let first = start { runs.append(first...frames.upperBound) }
    return runs
  }

  /// Throws unless every one of `frames` is present, naming the missing ones and the
  /// `render --frames` that makes them.
  func checkComplete(_ frames: ClosedRange<Int>) throws(CommandFailure) {
    let runs = missing(of: frames)
    guard !runs.isEmpty else { return }
    let count = runs.reduce(0) { $0 + $1.count }
    let shown = runs.prefix(4).map { run in
      run.count == 1
        ? FrameFolderVideo.fileName(run.lowerBound)
        : "\(FrameFolderVideo.fileName(run.lowerBound)) to \(FrameFolderVideo.fileName(run.upperBound))"
    }
    let more = runs.count > shown.count ? " and \(runs.count - shown.count) more runs" : ""
    let first = runs[0]
    throw .badInput(
      "\(path) is missing \(count) of frames \(frames.lowerBound)-\(frames.upperBound): "
        + shown.joined(separator: ", ") + more + "; render them (e.g. `"
        + "\(CommandHost.current.name) render FILM -o \(path.hasSuffix("/") ? path : path + "/") "
        + "--frames "
        + "\(first.lowerBound)-\(first.upperBound)`) and assemble again; nothing was written")
  }
}
