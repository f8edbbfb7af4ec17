internal import CHarfBuzz

extension FontFace {
  /// One glyph HarfBuzz chose: which, for which bytes of the text, and how far it moves the pen.
  struct ShapedGlyph: Sendable, Equatable {
    /// The glyph's index in the face.
    var glyph: UInt32
    /// The UTF-8 offset, in the text shaped, of the first byte this glyph draws.
    var cluster: Int
    /// The pen's advance and the glyph's offset from the pen, in 1/64 pixels (y up).
    var advance: Int
    var xOffset: Int
    var yOffset: Int
  }

  /// `text` shaped at `size` pixels per em with the font's kerning and standard ligatures
  /// (OpenType's `kern`, `liga`, `clig` and the script's required features). Right to left, the
  /// glyphs come in visual order (the last character's first), with mirrored brackets and
  /// Arabic's joined forms.
  func shape(_ text: Substring, size: Double, rightToLeft: Bool = false) -> [ShapedGlyph] {
    guard !text.isEmpty, let buffer = hb_buffer_create() else { return [] }
    defer { hb_buffer_destroy(buffer) }
    let utf8 = Array(text.utf8)
    utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_shape(shaper, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(Int(count))
    for i in 0..<Int(count) {
      let p = positions[i]
      glyphs.append(
        ShapedGlyph(
          glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
          advance: Self.pixels64(Int(p.x_advance), size: size, unitsPerEm),
          xOffset: Self.pixels64(Int(p.x_offset), size: size, unitsPerEm),
          yOffset: Self.pixels64(Int(p.y_offset), size: size, unitsPerEm)))
    }
    return glyphs
  }
}

extension FontFace {
  /// The height of flat capital letters, in ems (the `OS/2` table's; 0.7 without one).
  public var capHeight: Double { otMetric(HB_OT_METRICS_TAG_CAP_HEIGHT) ?? 0.7 }
  /// The height of lower-case letters without ascenders, in ems (0.5 without an `OS/2` table).
  public var xHeight: Double { otMetric(HB_OT_METRICS_TAG_X_HEIGHT) ?? 0.5 }

  /// The underline's top below the baseline (positive down) and its thickness, in ems (the
  /// `post` table's; 0.1 and 0.05 without one).
  public var underline: (offset: Double, thickness: Double) {
    (
      -(signedMetric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET) ?? -0.1),
      signedMetric(HB_OT_METRICS_TAG_UNDERLINE_SIZE).flatMap { $0 > 0 ? $0 : nil } ?? 0.05
    )
  }
  /// The strikethrough's top above the baseline and its thickness, in ems (the `OS/2` table's;
  /// a quarter em and 0.05 without one).
  public var strikethrough: (offset: Double, thickness: Double) {
    (
      signedMetric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET).flatMap { $0 > 0 ? $0 : nil } ?? 0.25,
      signedMetric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE).flatMap { $0 > 0 ? $0 : nil } ?? 0.05
    )
  }

  private func signedMetric(_ tag: hb_ot_metrics_tag_t) -> Double? {
    var value: hb_position_t = 0
    guard hb_ot_metrics_get_position(shaper, tag, &value) != 0 else { return nil }
    return Double(value) / unitsPerEm
  }

  private func otMetric(_ tag: hb_ot_metrics_tag_t) -> Double? {
    var value: hb_position_t = 0
    guard hb_ot_metrics_get_position(shaper, tag, &value) != 0, value > 0 else { return nil }
    return Double(value) / unitsPerEm
  }
}
