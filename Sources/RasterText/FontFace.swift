internal import CFreeType
import Foundation
import Raster

/// A font file, read with FreeType: glyphs for characters, their advances, and their outlines
/// rendered to coverage masks (8-bit, anti-aliased, unhinted), kept once rendered.
///
/// Sizes are in pixels per em (a 17-point font on a 3× screen is 51). Glyphs are laid out and
/// drawn unhinted, so a text's shape scales with its size and only its pixel grid differs.
/// FreeType's faces are not thread-safe: every call into it holds the face's lock.
public final class FontFace: @unchecked Sendable {
  /// The file the face was read from.
  internal let path: String
  /// Font units per em, and the face's ascender and descender (the descender negative) in them.
  public let unitsPerEm: Double
  private let ascenderUnits: Double
  private let descenderUnits: Double

  private let library: FT_Library
  private let face: FT_Face
  private let lock = NSLock()
  private var advances: [GlyphKey: Int] = [:]
  private var masks: [GlyphKey: GlyphMask] = [:]
  private var sizeSet: Int = -1

  /// Reads the first face of a font file.
  ///
  /// - Throws: `RasterError/fontUnavailable(path:reason:)` when the file is missing or is not
  ///   a font FreeType reads.
  public init(path: String) throws(RasterError) {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw .fontUnavailable(path: path, reason: "FreeType could not start")
    }
    var face: FT_Face?
    guard FileManager.default.fileExists(atPath: path) else {
      FT_Done_FreeType(library)
      throw .fontUnavailable(path: path, reason: "no such file")
    }
    guard FT_New_Face(library, path, 0, &face) == 0, let face, face.pointee.units_per_EM > 0 else {
      FT_Done_FreeType(library)
      throw .fontUnavailable(path: path, reason: "not a font FreeType can read")
    }
    self.path = path
    self.library = library
    self.face = face
    unitsPerEm = Double(face.pointee.units_per_EM)
    ascenderUnits = Double(face.pointee.ascender)
    descenderUnits = Double(face.pointee.descender)
  }

  deinit {
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  // MARK: - Metrics

  /// The ascender at `size` pixels per em: from the baseline up to the top of the line, in pixels.
  public func ascender(size: Double) -> Double { ascenderUnits * size / unitsPerEm }
  /// The descender at `size`: from the baseline down to the bottom of the line, negative.
  public func descender(size: Double) -> Double { descenderUnits * size / unitsPerEm }

  /// The glyph for a character (0, the face's "missing" box, if it has none).
  public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
    lock.withLock { UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value))) }
  }

  /// A glyph's advance at `size`, in 1/64 pixels (unhinted, exact to FreeType's 16.16 maths).
  public func advance(of glyph: UInt32, size: Double) -> Int {
    let key = GlyphKey(glyph: glyph, size64: Self.size64(size), phase: 0)
    return lock.withLock {
      if let a = advances[key] { return a }
      var fixed: FT_Fixed = 0
      setSize(key.size64)
      // Unhinted advances (16.16 pixels) do not depend on the pixel grid.
      let a =
        FT_Get_Advance(face, glyph, FT_Int32(Self.loadNoHinting), &fixed) == 0
        ? (Int(fixed) + 512) >> 10 : 0
      advances[key] = a
      return a
    }
  }

  /// A glyph's coverage at `size`, its pen origin `phase`/4 of a pixel right of a pixel boundary
  /// (glyphs sit on quarter pixels, so spacing stays even without resampling).
  internal func mask(of glyph: UInt32, size: Double, phase: Int) -> GlyphMask {
    let key = GlyphKey(glyph: glyph, size64: Self.size64(size), phase: UInt8(phase & 3))
    return lock.withLock {
      if let m = masks[key] { return m }
      let m = render(key)
      masks[key] = m
      return m
    }
  }

  // MARK: - FreeType

  private static let loadNoHinting: Int32 = 1 << 1  // FT_LOAD_NO_HINTING
  private static let loadNoBitmap: Int32 = 1 << 3  // FT_LOAD_NO_BITMAP

  /// A size in 26.6 pixels (what FreeType takes), at least one pixel.
  private static func size64(_ size: Double) -> Int { max(64, Int((size * 64).rounded())) }

  /// Sets the face's size (the lock held).
  private func setSize(_ size64: Int) {
    guard size64 != sizeSet else { return }
    // 72 dpi: a "point" is a pixel.
    FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72)
    sizeSet = size64
  }

  /// Renders a glyph (the lock held): outline shifted by its phase, then FreeType's
  /// anti-aliasing rasteriser (exact area coverage, 256 levels).
  private func render(_ key: GlyphKey) -> GlyphMask {
    setSize(key.size64)
    guard FT_Load_Glyph(face, key.glyph, Self.loadNoHinting | Self.loadNoBitmap) == 0,
      let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return .empty }
    FT_Outline_Translate(&slot.pointee.outline, FT_Pos(Int(key.phase) * 16), 0)
    guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
    let b = slot.pointee.bitmap
    let width = Int(b.width)
    let height = Int(b.rows)
    guard width > 0, height > 0, let buffer = b.buffer else { return .empty }
    var values = [UInt8](repeating: 0, count: width * height)
    let pitch = Int(b.pitch)
    for y in 0..<height {
      let row = pitch >= 0 ? buffer + y * pitch : buffer + (height - 1 - y) * -pitch
      for x in 0..<width { values[y * width + x] = row[x] }
    }
    return GlyphMask(
      left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), width: width,
      height: height,
      coverage: values)
  }

  private struct GlyphKey: Hashable {
    var glyph: UInt32
    var size64: Int
    var phase: UInt8
  }
}

/// A rendered glyph: coverage (0 … 255) per pixel, row by row, placed relative to the pen:
/// its left column `left` pixels right of the pen, its top row `top` pixels above the baseline.
internal struct GlyphMask: Sendable, Equatable {
  internal var left: Int
  internal var top: Int
  public var width: Int
  public var height: Int
  internal var coverage: [UInt8]

  /// Nothing to draw (a space).
  internal static let empty = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])
}
