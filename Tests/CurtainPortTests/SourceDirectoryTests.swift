import CurtainPort
import Foundation
import Testing

@Suite struct SourceDirectoryTests {
  /// A fresh folder under the temporary directory, removed after the body runs.
  private func withFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-port-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  private func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func swiftFilesAreFoundSortedAndHiddenFoldersSkipped() throws {
    try withFolder { folder in
      try write("let b = 1\n", folder + "/Sources/B.swift")
      try write("let a = 1\n", folder + "/Sources/With Space/A.swift")
      try write("ignored\n", folder + "/Sources/notes.md")
      try write("let hidden = 1\n", folder + "/.build/checkouts/X.swift")
      let files = try SourceDirectory.read(folder + "/")
      #expect(
        files.map(\.path) == [folder + "/Sources/B.swift", folder + "/Sources/With Space/A.swift"])
      #expect(files[1].text == "let a = 1\n")
    }
  }

  @Test func aMissingFolderIsOneLine() {
    #expect(
      throws: PortInputError(
        "no directory at /nonexistent/x; pass the folder holding the Swift sources")
    ) {
      try SourceDirectory.read("/nonexistent/x")
    }
  }

  @Test func aFolderWithoutSwiftFilesIsOneLine() throws {
    try withFolder { folder in
      try write("# readme\n", folder + "/README.md")
      #expect(
        throws: PortInputError("no .swift files under \(folder); pass the folder holding them")
      ) {
        try SourceDirectory.read(folder)
      }
    }
  }

  @Test func writingReplacesTheWholeFile() throws {
    try withFolder { folder in
      let path = folder + "/A.swift"
      try write(String(repeating: "old text\n", count: 100), path)
      try SourceDirectory.write("new\n", to: path)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["A.swift"])
    }
  }
}
