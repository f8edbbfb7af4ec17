import ArgumentParser
import Raster
import RasterPNG

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
    let difference = BitmapDifference.compare(
      reference: a, actual: b, maxChannelDelta: UInt8(tolerance))
    if let output {
      let picture = BitmapDifference.differenceImage(
        reference: a, actual: b, maxChannelDelta: UInt8(tolerance))
      do {
        try PNGCodec.write(picture, to: output)
      } catch {
        throw .badInput("cannot write \(output): \(error)")
      }
    }
    let console = Console.current
    switch difference?.kind {
    case nil:
      // Within the tolerance: say how close, from the exact comparison.
      let exact = BitmapDifference.compare(reference: a, actual: b, maxChannelDelta: 0)
      var within = ""
      if case .pixels(_, let delta, _, _, _) = exact?.kind {
        within = " within the tolerance (max channel delta \(delta))"
      }
      console.output("identical\(within): \(a.width)×\(a.height) pixels")
    case .size:
      console.output(
        "the sizes differ: \(reference) is \(a.width)×\(a.height), "
          + "\(actual) is \(b.width)×\(b.height)")
      throw .imagesDiffer
    case .pixels(let count, let delta, let x, let y, _):
      console.output(
        "\(count) of \(a.width * a.height) pixels differ; max channel delta "
          + "\(delta) at (\(x), \(y)): \(a[x, y]) vs \(b[x, y])")
      throw .imagesDiffer
    }
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
