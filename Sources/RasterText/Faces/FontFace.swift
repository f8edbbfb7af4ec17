internal import CFreeType
internal import CHarfBuzz
import Foundation
import Raster

/// One face of a font file: its characters' glyphs, HarfBuzz's shaping (kerning, ligatures),
/// and its glyphs rendered by FreeType, as 8-bit coverage masks or, for a colour-bitmap face
/// such as Noto Color Emoji, as colour images scaled to the size asked for.
///
/// Sizes are in pixels per em (a 17-point font on a 3× screen is 51). Glyphs are laid out and
/// drawn unhinted, so a text's shape scales with its size and only its pixel grid differs.
/// FreeType's faces are not thread-safe: every call into FreeType holds the face's lock;
/// HarfBuzz's font is read-only once made, so shaping takes no lock.
public final class FontFace: @unchecked Sendable {
  /// The file the face was read from, and its index in a collection (`.ttc`).
  public let path: String
  public let index: Int
  /// Font units per em, and the face's ascender and descender (the descender negative) in them.
  public let unitsPerEm: Double
  private let ascenderUnits: Double
  private let descenderUnits: Double
  /// The family name the file gives (`"Inter"`, `"Noto Sans CJK SC"`).
  public let familyName: String
  /// Whether the face's glyphs are colour bitmaps (emoji), drawn as images, not masks.
  public let hasColorBitmaps: Bool
  /// The bitmap strike's pixels per em, for a colour-bitmap face.
  let strikeSize: Double
  /// The PostScript name the face gives (`"Inter-Regular"`), if any.
  public let postScriptName: String?
  /// How many faces the file holds (more than one for a collection, `.ttc`).
  public let faceCount: Int
  /// The font file's bytes, for a face read from memory: FreeType and HarfBuzz read them in
  /// place, so they live as long as the face.
  private let memory: UnsafeMutableRawBufferPointer?

  let library: FT_Library
  let face: FT_Face
  let shaper: OpaquePointer
  let lock = NSLock()
  private var masks: [GlyphKey: GlyphMask] = [:]
  var colorGlyphs: [GlyphKey: ColorGlyph] = [:]
  private var sizeSet: Int = -1

  /// Reads face `index` of a font file.
  ///
  /// - Throws: `RasterError/fontUnavailable(path:reason:)` when the file is missing or is not
  ///   a font FreeType and HarfBuzz read.
  public convenience init(path: String, index: Int = 0) throws(RasterError) {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .fontUnavailable(path: path, reason: "no such file")
    }
    try self.init(path: path, bytes: nil, index: index)
  }

  /// Reads face `index` of a font file's bytes, kept in memory as long as the face (a font
  /// registered from data). `name` stands in for a path in ``path`` and in errors.
  ///
  /// - Throws: `RasterError/fontUnavailable(path:reason:)` when the bytes are not a font
  ///   FreeType and HarfBuzz read.
  public convenience init(data: Data, name: String, index: Int = 0) throws(RasterError) {
    guard !data.isEmpty, data.count <= Int(UInt32.max) else {
      throw .fontUnavailable(path: name, reason: "no font data")
    }
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 8)
    bytes.copyBytes(from: data)
    do {
      try self.init(path: name, bytes: bytes, index: index)
    } catch {
      bytes.deallocate()
      throw error
    }
  }

  /// Opens the face from the file at `path`, or from `bytes` when given (the face then owns them).
  private init(path: String, bytes: UnsafeMutableRawBufferPointer?, index: Int) throws(RasterError)
  {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw .fontUnavailable(path: path, reason: "FreeType could not start")
    }
    var face: FT_Face?
    let opened =
      if let bytes {
        FT_New_Memory_Face(
          library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count),
          FT_Long(index), &face)
      } else {
        FT_New_Face(library, path, FT_Long(index), &face)
      }
    guard opened == 0, let face else {
      FT_Done_FreeType(library)
      throw .fontUnavailable(path: path, reason: "not a font FreeType can read")
    }
    let blob =
      if let bytes {
        hb_blob_create_or_fail(
          bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
          HB_MEMORY_MODE_READONLY, nil, nil)
      } else {
        hb_blob_create_from_file_or_fail(path)
      }
    guard let blob else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .fontUnavailable(path: path, reason: "HarfBuzz cannot read it")
    }
    let hbFace = hb_face_create(blob, UInt32(index))
    hb_blob_destroy(blob)
    let font = hb_font_create(hbFace)!
    // FreeType reports no em and no line metrics for a bitmap-only face (Noto Color Emoji):
    // HarfBuzz reads them from the head and hhea tables.
    let upem = Int32(hb_face_get_upem(hbFace))
    hb_face_destroy(hbFace)
    guard upem > 0 else {
      hb_font_destroy(font)
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .fontUnavailable(path: path, reason: "not a font FreeType can read")
    }
    hb_font_set_scale(font, upem, upem)  // positions in font units
    hb_font_make_immutable(font)
    var ascender = hb_position_t(face.pointee.ascender)
    var descender = hb_position_t(face.pointee.descender)
    if face.pointee.units_per_EM == 0 {
      _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender)
      _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender)
    }
    self.path = path
    self.index = index
    memory = bytes
    postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
    faceCount = max(1, Int(face.pointee.num_faces))
    self.library = library
    self.face = face
    shaper = font
    unitsPerEm = Double(upem)
    ascenderUnits = Double(ascender)
    descenderUnits = Double(descender)
    familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
    let color = (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0
    let strikes = Int(face.pointee.num_fixed_sizes)
    hasColorBitmaps = color && strikes > 0
    strikeSize =
      hasColorBitmaps
      ? (0..<strikes).map { Double(face.pointee.available_sizes[$0].y_ppem) / 64 }.max() ?? 0 : 0
  }

  deinit {
    hb_font_destroy(shaper)
    FT_Done_Face(face)
    FT_Done_FreeType(library)
    memory?.deallocate()
  }

  // MARK: - Metrics

  /// The ascender at `size` pixels per em: from the baseline up to the top of the line, in pixels.
  public func ascender(size: Double) -> Double { ascenderUnits * size / unitsPerEm }
  /// The descender at `size`: from the baseline down to the bottom of the line, negative.
  public func descender(size: Double) -> Double { descenderUnits * size / unitsPerEm }

  /// The glyph for a character (0, the face's "missing" box, if it has none).
  public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(shaper, scalar.value, &glyph) != 0 ? glyph : 0
  }

  /// Whether the face has a glyph for every scalar of `character` that shows (joiners and
  /// variation selectors need none).
  public func covers(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { s in
      Self.isInvisibleControl(s) || glyph(for: s) != 0
    }
  }

  /// Joiners, variation selectors and the emoji tags: drawn by no glyph of their own.
  static func isInvisibleControl(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0x20E3: true
    default: false
    }
  }

  /// A glyph's advance at `size`, in 1/64 pixels (unhinted: the font's own width, scaled).
  public func advance(of glyph: UInt32, size: Double) -> Int {
    Self.pixels64(Int(hb_font_get_glyph_h_advance(shaper, glyph)), size: size, unitsPerEm)
  }

  /// `units` font units at `size` pixels per em, in 1/64 pixels, rounded to the nearest.
  static func pixels64(_ units: Int, size: Double, _ unitsPerEm: Double) -> Int {
    Int((Double(units) * size * 64 / unitsPerEm).rounded())
  }

  // MARK: - Masks

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

  private static let loadNoHinting: Int32 = 1 << 1  // FT_LOAD_NO_HINTING
  private static let loadNoBitmap: Int32 = 1 << 3  // FT_LOAD_NO_BITMAP

  /// A size in 26.6 pixels (what FreeType takes), at least one pixel.
  static func size64(_ size: Double) -> Int { max(64, Int((size * 64).rounded())) }

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
    guard !hasColorBitmaps else { return .empty }
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
      height: height, coverage: values)
  }

  struct GlyphKey: Hashable {
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
