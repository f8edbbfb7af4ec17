import Foundation
import RasterText

extension UIFont {
  /// The families of the faces text is set in on this stage, sorted: the system font's (Inter
  /// and Inter Display, or SF Pro Text and Display), the monospaced and serif ones, and the
  /// fallbacks (Noto Sans CJK, Noto Color Emoji, DejaVu Sans). Families whose files are
  /// missing are left out.
  public static var familyNames: [String] {
    Array(Set(installedFaces().map(\.family))).sorted()
  }

  /// The PostScript names of the faces of `familyName` on this stage (`"Inter-Bold"`…),
  /// sorted; empty for a family the stage does not have.
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    Array(Set(installedFaces().filter { $0.family == familyName }.map(\.name))).sorted()
  }

  /// Every face the catalog resolves for the system designs at each weight, text and display
  /// sizes, and the fallbacks.
  private static func installedFaces() -> [(family: String, name: String)] {
    let catalog = FontCatalog.current
    var faces: [FontFace] = []
    for design in [FontDesign.default, .rounded, .monospaced, .serif] {
      for weight in stride(from: 100, through: 900, by: 100) {
        for size in [17.0, 20.0] {
          if let font = try? catalog.font(design: design, weight: weight, pointSize: size) {
            faces.append(font.face)
          }
        }
      }
    }
    faces += catalog.fallbacks(weight: 400) + catalog.fallbacks(weight: 700)
    return faces.map { face in
      let file = URL(fileURLWithPath: face.path).deletingPathExtension().lastPathComponent
      return (face.familyName, file.replacingOccurrences(of: "SF-Pro-", with: "SFPro"))
    }
  }

  /// The italic system font at `fontSize`. Curtain's faces have no italics: the font is the
  /// upright system font, and the first use says so on the stage's console.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    noteFromAnyThread("UIFont.italicSystemFont(ofSize:)", "the system font is drawn upright")
    return UIFont(size: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` and `weight` with digits of equal width. Inter's and SF's
  /// digits are set proportionally here (the first use says so); sizes and weights are UIKit's.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight)
    -> UIFont
  {
    noteFromAnyThread(
      "UIFont.monospacedDigitSystemFont(ofSize:weight:)", "digits keep their proportional widths")
    return UIFont(size: fontSize, weight: weight)
  }

  /// The system font at `fontSize`, `weight` and `width` (iOS 16). Widths other than
  /// `.standard` are drawn at the standard width (the first use says so).
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
    if width != .standard {
      noteFromAnyThread(
        "UIFont.systemFont(ofSize:weight:width:)", "condensed and expanded widths draw standard")
    }
    return UIFont(size: fontSize, weight: weight)
  }

  /// Fonts are made on any thread; the stage's console is the main actor's, so a font made
  /// elsewhere says nothing.
  private static func noteFromAnyThread(_ member: String, _ consequence: String) {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated { noteMissingEffect(member, consequence) }
  }

  /// A width of the system font, as UIKit's `UIFont.Width` (iOS 16): −1 (compressed) … 1.
  public struct Width: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let compressed = Width(rawValue: -0.3)
    public static let condensed = Width(rawValue: -0.2)
    public static let standard = Width(rawValue: 0)
    public static let expanded = Width(rawValue: 0.2)
  }
}
