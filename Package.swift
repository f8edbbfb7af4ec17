// swift-tools-version: 6.0
import PackageDescription

// Curtain: UIKit's view-controller presentation machinery, headless, with its own compositor.
// Modules and the direction of their dependencies (docs/architecture.md#modules):
//   curtain -> CurtainCommand -> Curtain -> Film -> HeadlessUIKit
//   HeadlessUIKit -> HeadlessQuartzCore -> HeadlessCoreGraphics -> Raster -> Geometry
//   HeadlessUIKit -> Layout, RasterText, RasterPNG;  HeadlessQuartzCore -> Motion, Compositor,
//   SystemRunLoop
// Raster and Compositor know nothing of UIKit or time; HeadlessUIKit knows nothing of ffmpeg,
// sinks or worker threads.

let package = Package(
  name: "Curtain",
  products: [
    .library(name: "Curtain", targets: ["Curtain"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "HeadlessQuartzCore", targets: ["HeadlessQuartzCore"]),
    .library(name: "HeadlessCoreGraphics", targets: ["HeadlessCoreGraphics"]),
    .library(name: "Film", targets: ["Film"]),
    .library(name: "CurtainCommand", targets: ["CurtainCommand"]),
    .executable(name: "curtain", targets: ["CurtainCLI"]),
    .library(name: "Geometry", targets: ["Geometry"]),
    .library(name: "Motion", targets: ["Motion"]),
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "RasterPNG", targets: ["RasterPNG"]),
    .library(name: "RasterText", targets: ["RasterText"]),
    .library(name: "Compositor", targets: ["Compositor"]),
    .library(name: "CurtainTesting", targets: ["CurtainTesting"]),
    // The porting tool is its own product so that building Curtain never builds swift-syntax.
    .library(name: "CurtainPort", targets: ["CurtainPort"]),
    .executable(name: "curtain-port", targets: ["curtain-port"]),
    // Drop-in modules for ported iOS code on Linux (add them with
    // `condition: .when(platforms: [.linux])`): `import UIKit` and friends compile unchanged.
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "ObjectiveCRuntime", targets: ["ObjectiveCRuntime"]),
    .library(name: "Accelerate", targets: ["Accelerate"]),
    .library(name: "ImageIO", targets: ["ImageIO"]),
    .library(name: "CoreText", targets: ["CoreText"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "CoreMedia", targets: ["CoreMedia"]),
    .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` builds the DocC catalogs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Only the porting tool uses it.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // Only the Combine drop-in uses it: its publishers, operators and subjects.
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    // MARK: - Public modules

    .target(name: "Curtain", dependencies: ["HeadlessUIKit", "Film", "Raster", "RasterPNG"]),
    // Core Graphics: colours, images, paths, gradients and bitmap contexts.
    .target(
      name: "HeadlessCoreGraphics", dependencies: ["Geometry", "Raster", "RasterPNG", "Compositor"]),
    // Core Animation: layers, animations, transactions, media timing, the clock, KVO.
    .target(
      name: "HeadlessQuartzCore",
      dependencies: [
        "HeadlessCoreGraphics", "Geometry", "Motion", "Compositor", "CRunLoopHooks",
        "SystemRunLoop",
      ]),
    // Foundation's own main queue, clock and timers, out of sight of the stage's versions.
    .target(name: "SystemRunLoop"),
    // UIKit: views, controllers, presentations, gestures, text, devices, the stage.
    .target(
      name: "HeadlessUIKit",
      dependencies: [
        "HeadlessQuartzCore", "HeadlessCoreGraphics", "Geometry", "Motion", "Layout", "Raster",
        "RasterPNG", "RasterGIF", "RasterText", "Compositor",
      ]),
    .target(
      name: "Film",
      dependencies: ["HeadlessUIKit", "Compositor", "Raster", "RasterPNG"],
      resources: [.copy("Resources/make-video.sh")]
    ),
    .target(
      name: "CurtainCommand",
      dependencies: [
        "Curtain", "Compositor", "Raster", "RasterPNG",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The `curtain` executable: the command line with the sample films, `bench` and `port`.
    .executableTarget(
      name: "CurtainCLI",
      dependencies: [
        "CurtainCommand", "CurtainSamples", "CurtainBench",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The films that read like the seed articles, and showcases; `curtain list` shows them.
    .target(name: "CurtainSamples", dependencies: ["Curtain"], path: "Samples"),
    // The compositor's seven reference scenes as render trees, for the bench, the compositor's
    // tests and the peer harness's agreement checks. Knows nothing of UIKit. In no product.
    .target(name: "ReferenceScenes", dependencies: ["Compositor", "Raster", "Geometry"]),
    // `curtain bench`: the compositor timed against a memset floor, and films timed against
    // libpng and ffmpeg alone. In no product.
    .target(
      name: "CurtainBench",
      dependencies: [
        "Compositor", "Raster", "RasterPNG", "ReferenceScenes", "Film", "Layout", "HeadlessUIKit",
        "CurtainCommand", "CurtainSamples",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(name: "Geometry"),
    .target(name: "Motion", dependencies: ["Geometry"]),
    // The constraint solver under Auto Layout: variables, linear constraints, priorities.
    .target(name: "Layout"),
    // The pixel core: bitmaps, pixel maths, coverage, kernels, paints, blur, the reference.
    .target(name: "Raster", dependencies: ["Geometry", "CPixelKernels"]),
    // PNG in and out through libpng, and whole-file reads and atomic writes.
    .target(name: "RasterPNG", dependencies: ["Raster", "CLibPNGShim"]),
    // GIF in: every frame of an animation composed as a viewer shows it, with its delay.
    .target(name: "RasterGIF", dependencies: ["Raster"]),
    // Fonts and their fallbacks, shaping (HarfBuzz), glyph masks and colour glyphs (FreeType),
    // styled text set in lines.
    .target(name: "RasterText", dependencies: ["Raster", "Geometry", "CFreeType", "CHarfBuzz"]),
    .target(name: "Compositor", dependencies: ["Raster", "Geometry"]),
    // Golden assertions, and swift-snapshot-testing's UIKit strategies on Linux. It depends on
    // the drop-in UIKit so that every target loading SnapshotTesting is built after UIKit: the
    // library imports UIKit when it can, which it can whenever UIKit was built first
    // (docs/architecture.md#snapshot-testing-and-uikit).
    .target(
      name: "CurtainTesting",
      dependencies: [
        "Raster", "RasterPNG", "Compositor", "HeadlessUIKit", "UIKit",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),

    // MARK: - Porting iOS code

    // Rewrites what Linux Swift cannot compile (#selector, @objc, optional requirements,
    // iOS-only #if guards); pure functions over source text.
    .target(
      name: "CurtainPort",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "curtain-port",
      dependencies: [
        "CurtainPort",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // How much of the iOS SDK's UIKit surface the drop-in UIKit module declares: Objective-C
    // headers against symbol graphs (Scripts/uikit-coverage.sh, docs/uikit-coverage.md).
    .target(name: "UIKitCoverage"),
    .executableTarget(name: "curtain-coverage", dependencies: ["UIKitCoverage"]),

    // MARK: - Drop-in modules for ported iOS code (Linux only)

    // Each re-exports its framework's module (UIKit also QuartzCore and CoreGraphics, QuartzCore
    // also CoreGraphics, as on iOS): iOS sources keep their `import UIKit`.
    .target(
      name: "UIKit",
      dependencies: [
        "HeadlessUIKit", "CoreGraphics", "QuartzCore", "CoreText", "ObjectiveCRuntime",
        "_Testing_UIKit",
      ],
      path: "Sources/DropIns/UIKit"),
    .target(
      name: "QuartzCore", dependencies: ["HeadlessQuartzCore", "CoreGraphics"],
      path: "Sources/DropIns/QuartzCore"),
    .target(
      name: "CoreGraphics",
      dependencies: ["HeadlessCoreGraphics", "HeadlessQuartzCore", "_Testing_CoreGraphics"],
      path: "Sources/DropIns/CoreGraphics"),
    // Swift Testing's cross-import overlays for UIKit and CoreGraphics: a test file importing
    // Testing and one of them loads these (empty) modules.
    .target(name: "_Testing_UIKit", path: "Sources/DropIns/_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics", path: "Sources/DropIns/_Testing_CoreGraphics"),
    // Apple's logging (os_log, OSLog, Logger) to standard error, and os_unfair_lock.
    .target(name: "OSLog", dependencies: ["COSUnfairLock"], path: "Sources/DropIns/OSLog"),
    .target(name: "COSUnfairLock", path: "Sources/DropIns/COSUnfairLock"),
    // Apple's Combine: OpenCombine's publishers and operators, with Foundation's schedulers,
    // timers and notifications on the stage's clock during its turns.
    .target(
      name: "Combine",
      dependencies: [
        "HeadlessQuartzCore", "SystemRunLoop",
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Sources/DropIns/Combine"),
    // The Objective-C runtime's associated objects for Swift objects. Not named `ObjectiveC`:
    // code tests `canImport(ObjectiveC)` to mean Apple's runtime (`@objc`, swizzling).
    .target(name: "ObjectiveCRuntime", path: "Sources/DropIns/ObjectiveCRuntime"),
    // vImage's box and tent convolutions over ARGB8888 buffers, for code that blurs with them.
    .target(name: "Accelerate", dependencies: ["CoreGraphics"], path: "Sources/DropIns/Accelerate"),
    // Image sources over PNG and GIF data: frames, counts and GIF properties (delays, loops).
    .target(
      name: "ImageIO",
      dependencies: ["CoreGraphics", "HeadlessCoreGraphics", "Raster", "RasterPNG", "RasterGIF"],
      path: "Sources/DropIns/ImageIO"),
    // Core Text's font manager: fonts registered from files or data, found by their names.
    .target(
      name: "CoreText", dependencies: ["CoreGraphics", "HeadlessCoreGraphics", "RasterText"],
      path: "Sources/DropIns/CoreText"),
    // Players, items and assets on the stage's clock; layers show frames ffmpeg decodes.
    .target(
      name: "AVFoundation", dependencies: ["CoreMedia", "QuartzCore", "HeadlessQuartzCore"],
      path: "Sources/DropIns/AVFoundation"),
    // Core Media's rational time: CMTime and CMTimeRange with exact arithmetic.
    .target(name: "CoreMedia", path: "Sources/DropIns/CoreMedia"),
    // Core Services' uniform type identifiers (`kUTTypeGIF`) and their conformance.
    .target(
      name: "MobileCoreServices", dependencies: ["CoreGraphics"],
      path: "Sources/DropIns/MobileCoreServices"),

    // MARK: - System libraries (imported with `internal import` only)

    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    // Glyph outlines to coverage masks and colour bitmaps, for text (the fonts setup.sh lists).
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [
        .apt([
          "libfreetype-dev", "fonts-inter", "fonts-dejavu-core", "fonts-noto-cjk",
          "fonts-noto-color-emoji",
        ])
      ]
    ),
    // Text shaping: kerning, ligatures, the glyphs a script needs.
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    // The shim keeps libpng's setjmp/longjmp error handling on the C side: Swift only sees
    // functions that return status codes and messages.
    .target(name: "CLibPNGShim", dependencies: ["CLibPNG"]),
    // The Swift runtime's executor hooks and the stage running on a thread: main-actor jobs
    // sent from a stage's turn run on its clock.
    .target(name: "CRunLoopHooks"),
    // Pixel kernels eight pixels a step on CPUs with AVX2, chosen at run time (no flags needed).
    .target(name: "CPixelKernels"),

    // MARK: - Tests

    // What several test targets and the fuzz targets (Hardening/) share: seeded draws and
    // random layer trees; in no product.
    .target(
      name: "TestSupport", dependencies: ["Compositor", "Raster", "Geometry"],
      path: "Tests/TestSupport"),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
    .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "TestSupport"]),
    // Code written the way Swift 5 libraries for UIKit are, built in the Swift 5 language mode.
    .testTarget(
      name: "Swift5ClientTests", dependencies: ["HeadlessUIKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "RasterTests",
      dependencies: ["Raster", "RasterPNG", "RasterText", "CurtainTesting", "TestSupport"],
      exclude: ["Coverage/__Snapshots__", "Paint/__Snapshots__", "__Snapshots__"]
    ),
    .testTarget(
      name: "RasterPNGTests", dependencies: ["Raster", "RasterPNG", "TestSupport"]),
    .testTarget(name: "RasterGIFTests", dependencies: ["Raster", "RasterGIF", "TestSupport"]),
    .testTarget(
      name: "RasterTextTests",
      dependencies: ["Raster", "RasterText", "CurtainTesting", "TestSupport"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CompositorTests",
      dependencies: [
        "Compositor", "ReferenceScenes", "RasterPNG", "CurtainTesting", "TestSupport",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CurtainTestingTests",
      dependencies: ["CurtainTesting", "RasterPNG", "Compositor", "UIKit"]),
    .testTarget(
      name: "HeadlessCoreGraphicsTests",
      dependencies: [
        "HeadlessCoreGraphics", "HeadlessUIKit", "Raster", "Compositor", "TestSupport",
      ]),
    .testTarget(
      name: "HeadlessQuartzCoreTests",
      dependencies: ["HeadlessQuartzCore", "HeadlessUIKit", "Raster", "Compositor", "TestSupport"]),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: ["HeadlessUIKit", "RasterPNG", "RasterText", "CurtainTesting", "TestSupport"],
      exclude: [
        "Alerts/__Snapshots__", "Animation/__Snapshots__", "Fidelity/__Snapshots__",
        "Navigation/__Snapshots__", "Popovers/__Snapshots__", "Tables/__Snapshots__",
        "Text/__Snapshots__", "Views/__Snapshots__",
      ]
    ),
    .testTarget(
      name: "CurtainCommandTests",
      dependencies: ["CurtainCommand", "CurtainCLI", "RasterPNG", "TestSupport"]),
    .testTarget(
      name: "CurtainBenchTests",
      dependencies: ["CurtainBench", "CurtainCommand", "ReferenceScenes"]),
    .testTarget(
      name: "SamplesTests",
      dependencies: [
        "CurtainSamples", "CurtainCommand", "HeadlessUIKit", "Compositor", "CurtainTesting",
        "TestSupport",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "CurtainPortTests", dependencies: ["CurtainPort", "TestSupport"]),
    .testTarget(name: "UIKitCoverageTests", dependencies: ["UIKitCoverage"]),
    // Code written against Apple's modules, importing the drop-ins, in the Swift 5 mode.
    .testTarget(
      name: "DropInTests",
      dependencies: [
        "UIKit", "QuartzCore", "CoreGraphics", "OSLog", "Combine", "ObjectiveCRuntime",
        "Accelerate", "ImageIO", "CoreText", "AVFoundation", "CoreMedia", "MobileCoreServices",
        "TestSupport",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "FilmTests",
      dependencies: [
        "Film", "Curtain", "CurtainCommand", "CurtainSamples", "CurtainTesting", "RasterPNG",
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
