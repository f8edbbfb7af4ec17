import Foundation
import Raster
import Synchronization

/// Where a system font's faces come from: Apple's San Francisco files when the user has them,
/// else open faces chosen for how closely they set text like SF (docs/text.md#typeface).
///
/// - The default design is SF Pro (`SF-Pro-Text-*.otf` below 20 points, `SF-Pro-Display-*.otf`
///   from 20) or, without them, Inter and Inter Display (Debian's `fonts-inter`), with Apple's
///   tracking and SF's line metrics either way.
/// - Rounded is SF Pro Rounded, else Inter; monospaced SF Mono, else DejaVu Sans Mono; serif
///   New York, else DejaVu Serif.
/// - Characters the face lacks come from the fallbacks: Noto Sans CJK SC (`fonts-noto-cjk`) for
///   Chinese, Japanese and Korean, Noto Color Emoji (`fonts-noto-color-emoji`) for emoji.
///
/// Faces are read once, when first used, and shared.
public final class FontCatalog: Sendable {
  /// The folder holding Apple's font files, if one was given.
  public let appleFontsDirectory: String?
  private let appleFiles: [String: String]
  private let faces = Mutex<[String: FontFace]>([:])

  /// The catalog from the environment: Apple's fonts from `CURTAIN_FONTS` if it names a folder.
  public static let standard = FontCatalog(
    appleFontsDirectory: ProcessInfo.processInfo.environment["CURTAIN_FONTS"])

  /// The catalog text is set from: a stage binds its own while it runs; else ``standard``.
  @TaskLocal public static var current: FontCatalog = .standard

  /// A catalog that takes Apple's fonts from `appleFontsDirectory` (searched one folder deep)
  /// where it has them, and the open faces elsewhere.
  public init(appleFontsDirectory: String?) {
    self.appleFontsDirectory = appleFontsDirectory
    var files: [String: String] = [:]
    if let dir = appleFontsDirectory {
      let fm = FileManager.default
      let top = (try? fm.contentsOfDirectory(atPath: dir)) ?? []
      for name in top.sorted() {
        let path = dir + "/" + name
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
          for inner in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted()
          where files[inner] == nil {
            files[inner] = path + "/" + inner
          }
        } else if files[name] == nil {
          files[name] = path
        }
      }
    }
    appleFiles = files
  }

  /// The folders of the open faces (Debian's).
  static let interDirectory = "/usr/share/fonts/opentype/inter"
  static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
  static let cjkDirectory = "/usr/share/fonts/opentype/noto"
  static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

  /// Whether Apple's SF Pro files stand behind the default design.
  public var hasAppleFonts: Bool { appleFiles["SF-Pro-Text-Regular.otf"] != nil }

  // MARK: - Resolving

  /// The face for `design` at `weight` (100 … 900, CSS's scale) and `pointSize`, with its
  /// tracking and line metrics.
  ///
  /// - Throws: `RasterError/fontUnavailable(path:reason:)` when neither Apple's file nor the
  ///   open face can be read.
  public func font(design: FontDesign, weight: Int, pointSize: Double) throws(RasterError)
    -> SystemFont
  {
    let display = pointSize >= 20
    let w = Self.nearestWeight(weight)
    switch design {
    case .default, .rounded:
      if design == .rounded, let path = apple("SF-Pro-Rounded-\(Self.appleWeightName(w)).otf") {
        return SystemFont(face: try face(path), tracking: .rounded, lineMetrics: nil)
      }
      if let path = apple(
        "SF-Pro-\(display ? "Display" : "Text")-\(Self.appleWeightName(w)).otf")
      {
        return SystemFont(
          face: try face(path), tracking: display ? .display : .text, lineMetrics: .sanFrancisco)
      }
      let name = "\(display ? "InterDisplay" : "Inter")-\(Self.interWeightName(w)).otf"
      return SystemFont(
        face: try face(Self.interDirectory + "/" + name), tracking: display ? .display : .text,
        lineMetrics: .sanFrancisco)
    case .monospaced:
      let monoWeight = min(max(w, 300), 800)
      if let path = apple("SF-Mono-\(Self.appleWeightName(monoWeight)).otf") {
        return SystemFont(face: try face(path), tracking: .none, lineMetrics: nil)
      }
      let name = w >= 600 ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf"
      return SystemFont(
        face: try face(Self.dejaVuDirectory + "/" + name), tracking: .none, lineMetrics: nil)
    case .serif:
      let size = display ? "Medium" : "Small"
      if let path = apple("NewYork\(size)-\(Self.appleWeightName(min(max(w, 400), 900))).otf") {
        return SystemFont(face: try face(path), tracking: .serif, lineMetrics: nil)
      }
      let name = w >= 600 ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf"
      return SystemFont(
        face: try face(Self.dejaVuDirectory + "/" + name), tracking: .none, lineMetrics: nil)
    }
  }

  /// The faces tried, in order, for characters a font lacks: CJK, then emoji, then DejaVu Sans
  /// (Hebrew, Arabic and most other alphabets). Faces whose files are missing are left out.
  public func fallbacks(weight: Int) -> [FontFace] {
    let cjk =
      Self.cjkDirectory + (weight >= 600 ? "/NotoSansCJK-Bold.ttc" : "/NotoSansCJK-Regular.ttc")
    let alphabets =
      Self.dejaVuDirectory + (weight >= 600 ? "/DejaVuSans-Bold.ttf" : "/DejaVuSans.ttf")
    return [(cjk, Self.cjkSimplifiedChineseIndex), (Self.emojiPath, 0), (alphabets, 0)].compactMap {
      try? face($0.0, index: $0.1)
    }
  }

  /// Noto Sans CJK's collection holds Japanese, Korean, Simplified and Traditional Chinese and
  /// Hong Kong faces in that order; iOS sets Han characters in PingFang SC by default.
  static let cjkSimplifiedChineseIndex = 2

  /// A face read once per file and index.
  public func face(_ path: String, index: Int = 0) throws(RasterError) -> FontFace {
    let key = "\(path)#\(index)"
    if let f = faces.withLock({ $0[key] }) { return f }
    let f = try FontFace(path: path, index: index)
    return faces.withLock { faces in
      if let existing = faces[key] { return existing }
      faces[key] = f
      return f
    }
  }

  private func apple(_ name: String) -> String? { appleFiles[name] }

  // MARK: - Weights

  static func nearestWeight(_ weight: Int) -> Int { min(900, max(100, (weight + 50) / 100 * 100)) }

  static func interWeightName(_ w: Int) -> String {
    [
      100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
      600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
    ][w] ?? "Regular"
  }

  static func appleWeightName(_ w: Int) -> String {
    [
      100: "Ultralight", 200: "Thin", 300: "Light", 400: "Regular", 500: "Medium",
      600: "Semibold", 700: "Bold", 800: "Heavy", 900: "Black",
    ][w] ?? "Regular"
  }
}

/// A system font's design, as `UIFontDescriptor.SystemDesign`.
public enum FontDesign: String, Sendable, Hashable {
  case `default`, rounded, monospaced, serif
}

/// A system font resolved: its face, its tracking table and the line metrics it reports.
public struct SystemFont: Sendable {
  public let face: FontFace
  public let tracking: Tracking
  /// The ascender and descender in ems that replace the face's own, if any.
  public let lineMetrics: LineMetrics?

  /// The ascender at `pointSize`, in points.
  public func ascender(pointSize: Double) -> Double {
    lineMetrics.map { $0.ascender * pointSize } ?? face.ascender(size: pointSize)
  }
  /// The descender at `pointSize`, in points (negative).
  public func descender(pointSize: Double) -> Double {
    lineMetrics.map { $0.descender * pointSize } ?? face.descender(size: pointSize)
  }
}

/// A line's ascender and descender in ems.
public struct LineMetrics: Sendable, Hashable {
  public var ascender: Double
  public var descender: Double

  /// San Francisco's: 1950 and −494 of 2048 units per em, as iOS reports them (a 40-point
  /// system font's ascender is 38.0859375 points, its descender −9.6484375, docs/text.md#metrics).
  public static let sanFrancisco = LineMetrics(ascender: 1950.0 / 2048, descender: -494.0 / 2048)
}
