// swift-tools-version: 6.0
import PackageDescription

// Curtain's fuzz targets (libFuzzer), built apart from the package they test so that the normal
// build never compiles them: each has no main (libFuzzer's is linked in by `--sanitize fuzzer`).
// Scripts/fuzz.sh builds and runs them; docs/reliability.md says what they check.
//
// TestSupport is the root package's Tests/TestSupport (through a link): the fuzz targets draw
// the tests' random paths and layer trees, from the fuzzer's input instead of a seed.
let package = Package(
  name: "CurtainHardening",
  dependencies: [
    .package(name: "Curtain", path: ".."),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    .target(
      name: "TestSupport",
      dependencies: [
        .product(name: "Compositor", package: "Curtain"),
        .product(name: "Raster", package: "Curtain"),
        .product(name: "Geometry", package: "Curtain"),
      ]),
    .target(name: "FuzzSupport", dependencies: ["TestSupport"]),
    .executableTarget(
      name: "fuzz-png",
      dependencies: [
        "FuzzSupport", .product(name: "Raster", package: "Curtain"),
        .product(name: "RasterPNG", package: "Curtain"),
      ]),
    .executableTarget(
      name: "fuzz-path",
      dependencies: [
        "FuzzSupport", "TestSupport", .product(name: "Raster", package: "Curtain"),
        .product(name: "Geometry", package: "Curtain"),
      ]),
    .executableTarget(
      name: "fuzz-compositor",
      dependencies: [
        "FuzzSupport", "TestSupport", .product(name: "Compositor", package: "Curtain"),
        .product(name: "Raster", package: "Curtain"),
      ]),
    .executableTarget(
      name: "fuzz-port",
      dependencies: [
        "FuzzSupport", .product(name: "CurtainPort", package: "Curtain"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // Not a fuzz target: the multi-threaded paths, for ThreadSanitizer (`Scripts/sanitize.sh`).
    .executableTarget(
      name: "check-threads",
      dependencies: [
        "TestSupport", .product(name: "Curtain", package: "Curtain"),
        .product(name: "Compositor", package: "Curtain"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
