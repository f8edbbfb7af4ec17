import Foundation

// `UIImage(named:)`: finding an image file by name, as UIKit finds one in the app bundle.
//
// Curtain has no asset catalogues. A name is looked up as a PNG file, in order:
//   1. in `bundle`'s resources, when one is given (`UIImage(named:in:compatibleWith:)`, for example
//      with SwiftPM's `Bundle.module`);
//   2. in each directory of `UIImage.searchDirectories`, a task-local list (default: `Resources`
//      then `.`, both relative to the current directory), which the package's own code (a film, the
//      CLI) can scope with `UIImage.$searchDirectories.withValue([...]) { … }`;
//   3. in `Bundle.main`'s resources.
// In each place the scale variants are tried best first, as UIKit does: `name@3x.png`,
// `name@2x.png`, `name.png` for a 3× display (the display scale of the trait collection given,
// else of `UITraitCollection.current`; an unspecified scale counts as 1×: `name.png` first, then
// `name@2x.png`, `name@3x.png`). A name with an extension (`card.png`, `card@2x.png`) is taken as
// the file name itself. Nothing is cached: every call reads the file.

extension UIImage {
  /// The directories `UIImage(named:)` searches after a given bundle and before `Bundle.main`,
  /// relative to the current directory unless absolute. Scoped to the task, never global.
  ///
  /// Default: `["Resources", "."]`.
  @TaskLocal package static var searchDirectories: [String] = ["Resources", "."]

  /// The image in the PNG file called `name` (see the search order above), scaled for
  /// ``UITraitCollection/current``; `nil` when no file is found or the file does not decode.
  ///
  /// - Parameter name: The file name with or without `.png`, optionally with `@2x` / `@3x`.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image in the PNG file called `name`, looked up first in `bundle`'s resources.
  ///
  /// - Parameters:
  ///   - name: The file name with or without `.png`, optionally with `@2x` / `@3x`.
  ///   - bundle: A bundle to search first (for example `Bundle.module`), or `nil`.
  ///   - traitCollection: Whose `displayScale` picks the preferred scale variant; `nil` for
  ///     ``UITraitCollection/current``.
  /// - Returns: `nil` when no file is found or the file found does not decode.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard !name.isEmpty else { return nil }
    let traits = traitCollection ?? UITraitCollection.current
    let candidates = UIImage.fileNames(for: name, displayScale: traits.displayScale)
    var directories: [String] = []
    if let resources = bundle?.resourcePath { directories.append(resources) }
    directories += UIImage.searchDirectories
    if let resources = Bundle.main.resourcePath { directories.append(resources) }
    let fileManager = FileManager.default
    let found = directories.lazy.flatMap { directory in
      candidates.lazy.map { (directory as NSString).appendingPathComponent($0) }
    }.first { fileManager.fileExists(atPath: $0) }
    guard let found else { return nil }
    // The first file that exists decides, as in UIKit: a broken file gives nil.
    self.init(contentsOfFile: found)
  }

  /// The file names to try for `name`, best first, on a display of `displayScale` pixels per
  /// point (0 for unspecified, taken as 1).
  static func fileNames(for name: String, displayScale: CGFloat) -> [String] {
    if !(name as NSString).pathExtension.isEmpty { return [name] }
    let preferred = max(1, min(3, Int(displayScale.rounded())))
    // The display's own scale, then the larger ones (downsampled), then the smaller ones.
    let order =
      [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1))
      + (1..<preferred).reversed()
    return order.map { $0 == 1 ? "\(name).png" : "\(name)@\($0)x.png" }
  }
}
