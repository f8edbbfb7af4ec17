import Testing

@testable import CurtainPort

/// `curtain-port PACKAGE_DIR` gives the package's manifest Curtain's drop-ins for Linux.
@Suite struct PackageManifestTests {
  static let products = PackageManifest.dropIns.map {
    ".product(name: \"\($0)\", package: \"Curtain\", condition: .when(platforms: [.linux])),"
  }

  @Test func everySourceAndTestTargetGainsTheDropInsForLinux() throws {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "Sheet",
        products: [.library(name: "Sheet", targets: ["Sheet"])],
        targets: [
          .target(name: "Sheet"),
          .testTarget(
            name: "SheetTests",
            dependencies: ["Sheet"]),
          .binaryTarget(name: "Blur", path: "Blur.xcframework"),
        ]
      )
      """
    let text = try #require(
      try PackageManifest.addingDropIns(to: manifest, curtain: "https://example.com/Curtain.git"))
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      text.contains(
        """
          dependencies: [
            .package(url: "https://example.com/Curtain.git", branch: "main"),
          ],
          targets: [
        """))
    // Both targets, once each; the binary target has no sources to import UIKit.
    for product in Self.products { #expect(lines.filter { $0 == product }.count == 2) }
    #expect(text.contains(".binaryTarget(name: \"Blur\", path: \"Blur.xcframework\"),\n"))
    #expect(
      text.contains(
        """
              dependencies: [
                "Sheet",
                .product(name: "UIKit"
        """))
    // Ported twice, nothing changes.
    #expect(try PackageManifest.addingDropIns(to: text, curtain: "../Curtain") == nil)
  }

  @Test func aPathIsTakenAsALocalPackageAndExistingDependenciesStay() throws {
    let manifest = """
      let package = Package(
        name: "Toast",
        dependencies: [
          .package(url: "https://github.com/SnapKit/SnapKit.git", from: "5.0.0")
        ],
        targets: [
          .target(name: "Toast", dependencies: ["SnapKit"], path: "Sources")
        ]
      )
      """
    let text = try #require(try PackageManifest.addingDropIns(to: manifest, curtain: "../Curtain"))
    #expect(
      text.contains(
        """
            .package(url: "https://github.com/SnapKit/SnapKit.git", from: "5.0.0"),
            .package(path: "../Curtain"),
          ],
        """))
    #expect(text.contains("\"SnapKit\",\n"))
    #expect(text.contains("], path: \"Sources\")"))
  }

  @Test func aManifestAlreadyDependingOnCurtainIsLeftAlone() throws {
    let manifest = """
      let package = Package(
        name: "Ported",
        dependencies: [.package(url: "https://github.com/your-org/Curtain", branch: "main")],
        targets: [.target(name: "Ported")]
      )
      """
    #expect(try PackageManifest.addingDropIns(to: manifest, curtain: "../Curtain") == nil)
  }

  @Test func aManifestWithoutAPackageCallIsBadInput() {
    #expect(throws: PortInputError.self) {
      try PackageManifest.addingDropIns(to: "import PackageDescription\n", curtain: "../Curtain")
    }
  }

  @Test func theManifestIsNotAmongThePackagesSources() {
    #expect(SourceDirectory.isManifest("Lib/Package.swift", in: "Lib"))
    #expect(SourceDirectory.isManifest("Lib/Package@swift-5.9.swift", in: "Lib/"))
    #expect(!SourceDirectory.isManifest("Lib/Sources/Package.swift", in: "Lib"))
    #expect(!SourceDirectory.isManifest("Lib/Sources/A.swift", in: "Lib"))
  }
}
