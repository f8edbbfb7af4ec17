import ArgumentParser
import Raster

/// `curtain diff A.png B.png [-o diff.png]`: whether two images are the same, pixel for pixel.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two PNGs pixel by pixel.",
    discussion: """
      Prints whether the images are identical, or how many pixels differ and the largest \
      channel delta. Exit status: 0 identical, 1 different, 2 on error (as cmp). The decoded \
      pixels are compared, premultiplied, never the PNG bytes.
      """)

  @Argument(help: ArgumentHelp("The reference image.", valueName: "a.png"))
  var reference: String

  @Argument(help: ArgumentHelp("The image to compare with it.", valueName: "b.png"))
  var actual: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Write a picture of the differences: a.png in grey, differing pixels in red.",
      valueName: "diff.png"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "The largest channel difference that still counts as equal, 0…255.", valueName: "delta"))
  var tolerance = 0

  init() {}

  func run() throws {
    do {
      try compare()
    } catch let failure where failure.status != 1 {
      // Every trouble is status 2, as cmp's; 1 only means "different".
      throw CommandFailure.badInput(failure.message)
    }
  }

  func compare() throws(CommandFailure) {
    guard (0...255).contains(tolerance) else {
      throw .badInput("--tolerance must be 0…255, not \(tolerance)")
    }
    if let output {
      guard output.lowercased().hasSuffix(".png") else {
        throw .badInput("-o \(output) must name a .png file")
      }
      try OutputPath.checkFile(output)
    }
    let a = try Self.read(reference)
    let b = try Self.read(actual)
    let difference = ImageDifference(reference: a, actual: b, tolerance: tolerance)
    if let output {
      do {
        try PNGCodec.write(try difference.picture(), to: output)
      } catch {
        throw .badInput("cannot write \(output): \(error)")
      }
    }
    let console = Console.current
    guard difference.sizesMatch else {
      console.output(
        "the sizes differ: \(reference) is \(a.width)×\(a.height), "
          + "\(actual) is \(b.width)×\(b.height)")
      throw .imagesDiffer
    }
    let total = a.width * a.height
    guard !difference.isMatch else {
      let within =
        difference.maxChannelDelta > 0
        ? " within the tolerance (max channel delta \(difference.maxChannelDelta))" : ""
      console.output("identical\(within): \(a.width)×\(a.height) pixels")
      return
    }
    let (x, y) = difference.worst
    console.output(
      "\(difference.count) of \(total) pixels differ; max channel delta "
        + "\(difference.maxChannelDelta) at (\(x), \(y)): \(a[x, y]) vs \(b[x, y])")
    throw .imagesDiffer
  }

  /// The image at `path`.
  static func read(_ path: String) throws(CommandFailure) -> PremultipliedRGBA8Bitmap {
    do {
      return try PNGCodec.read(from: path)
    } catch .fileAccessFailed(_, let reason) {
      throw .badInput("cannot read \(path): \(reason)")
    } catch {
      throw .badInput("\(error); is it a PNG?")
    }
  }
}
