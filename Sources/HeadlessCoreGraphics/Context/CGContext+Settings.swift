import Foundation
import Raster

/// How scaled images are sampled, as Core Graphics' `CGInterpolationQuality`. Curtain samples
/// bilinearly at every level but `.none`.
public enum CGInterpolationQuality: Int32, Sendable {
  case `default` = 0
  case none = 1
  case low = 2
  case medium = 4
  case high = 3
}

/// How text is painted, as Core Graphics' `CGTextDrawingMode`.
public enum CGTextDrawingMode: Int32, Sendable {
  case fill = 0
  case stroke = 1
  case fillStroke = 2
  case invisible = 3
  case fillClip = 4
  case strokeClip = 5
  case fillStrokeClip = 6
  case clip = 7
}

/// Settings a context keeps that change how little or nothing of what Curtain draws: kept and
/// read back, part of the graphics state as in Core Graphics.
struct ContextSettings {
  var interpolationQuality: CGInterpolationQuality = .default
  var shouldAntialias = true
  var allowsAntialiasing = true
  var shouldSmoothFonts = true
  var allowsFontSmoothing = true
  var shouldSubpixelPositionFonts = true
  var allowsFontSubpixelPositioning = true
  var shouldSubpixelQuantizeFonts = true
  var allowsFontSubpixelQuantization = true
  var flatness: CGFloat = 0.5
  var renderingIntent: CGColorRenderingIntent = .defaultIntent
  var fillColorSpace: CGColorSpace?
  var strokeColorSpace: CGColorSpace?
  var patternPhase: CGSize = .zero
  var characterSpacing: CGFloat = 0
  var font: CGFont?
  var fontSize: CGFloat = 0
  var textDrawingMode: CGTextDrawingMode = .fill
  var blendMode: CGBlendMode = .normal
  var shadow: ContextShadow?
}

/// A shadow `setShadow(offset:blur:color:)` asked for.
struct ContextShadow {
  var offset: CGSize
  var blur: CGFloat
  var color: CGColor?
}

extension CGContext {
  /// How scaled images are sampled. Default: `.default` (bilinear; Curtain never samples the
  /// nearest pixel, and says so once when `.none` is asked for).
  public var interpolationQuality: CGInterpolationQuality {
    get { state.settings.interpolationQuality }
    set {
      if newValue == .none {
        noteMissingCoreGraphicsEffect(
          "CGContext.interpolationQuality", "images are sampled bilinearly, never nearest")
      }
      state.settings.interpolationQuality = newValue
    }
  }

  /// Whether edges are anti-aliased (part of the graphics state). Curtain always anti-aliases,
  /// and says so once when it is turned off.
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    if !shouldAntialias {
      noteMissingCoreGraphicsEffect("CGContext.setShouldAntialias(_:)", "edges stay anti-aliased")
    }
    state.settings.shouldAntialias = shouldAntialias
  }
  /// Whether anti-aliasing may be turned on (not part of the graphics state in Core Graphics;
  /// kept with it here).
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
    state.settings.allowsAntialiasing = allowsAntialiasing
  }
  /// Font smoothing settings, kept (Core Graphics' text API is not drawn).
  public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {
    state.settings.shouldSmoothFonts = shouldSmoothFonts
  }
  public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {
    state.settings.allowsFontSmoothing = allowsFontSmoothing
  }
  public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {
    state.settings.shouldSubpixelPositionFonts = shouldSubpixelPositionFonts
  }
  public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {
    state.settings.allowsFontSubpixelPositioning = allowsFontSubpixelPositioning
  }
  public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {
    state.settings.shouldSubpixelQuantizeFonts = shouldSubpixelQuantizeFonts
  }
  public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {
    state.settings.allowsFontSubpixelQuantization = allowsFontSubpixelQuantization
  }

  /// The largest distance a flattened curve strays from the true one. Curtain flattens curves
  /// within 1/16 device pixel whatever is set.
  public func setFlatness(_ flatness: CGFloat) { state.settings.flatness = flatness }

  /// The rendering intent (Curtain draws sRGB whatever it is).
  public func setRenderingIntent(_ intent: CGColorRenderingIntent) {
    state.settings.renderingIntent = intent
  }

  /// The space later `setFillColor(_:)` components are in; setting it makes the fill colour
  /// that space's black (opaque), as in Core Graphics.
  public func setFillColorSpace(_ space: CGColorSpace) {
    state.settings.fillColorSpace = space
    state.fillColor = .black
  }
  /// The space stroke colours are in; the stroke colour becomes black.
  public func setStrokeColorSpace(_ space: CGColorSpace) {
    state.settings.strokeColorSpace = space
    state.strokeColor = .black
  }

  /// A CMYK fill colour (see ``CGColorSpace`` for how it is drawn).
  public func setFillColor(
    cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
  ) {
    setFillColor(
      CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
  }
  /// A CMYK stroke colour.
  public func setStrokeColor(
    cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
  ) {
    setStrokeColor(
      CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
  }

  /// Where patterns start, in device space: their cells shift by it.
  public func setPatternPhase(_ phase: CGSize) { state.settings.patternPhase = phase }

  /// The headroom for extended-range content (Curtain draws standard range). Default: 1.
  public var edrTargetHeadroom: Float { edrHeadroom }
  /// Sets ``edrTargetHeadroom``; true when the value was accepted (≥ 1).
  @discardableResult public func setEDRTargetHeadroom(_ headroom: Float) -> Bool {
    guard headroom >= 1 else { return false }
    edrHeadroom = headroom
    return true
  }

  /// Draws what is pending: nothing, since every command draws at once.
  public func flush() {}
  /// Marks the context for drawing: nothing to do, since every command draws at once.
  public func synchronize() {}

  /// Core Foundation's type id for contexts.
  public static var typeID: CFTypeID { CoreGraphicsTypeID.context }

  // MARK: - Text state (kept; Core Graphics' own glyph drawing is not offered)

  /// The text matrix. Default: identity.
  public var textMatrix: CGAffineTransform {
    get { textMatrixValue }
    set { textMatrixValue = newValue }
  }
  /// Extra space between characters, in text space.
  public func setCharacterSpacing(_ spacing: CGFloat) { state.settings.characterSpacing = spacing }
  /// The font for Core Graphics' text API.
  public func setFont(_ font: CGFont) { state.settings.font = font }
  /// The font size for Core Graphics' text API.
  public func setFontSize(_ size: CGFloat) { state.settings.fontSize = size }
  /// How Core Graphics' text API paints.
  public func setTextDrawingMode(_ mode: CGTextDrawingMode) {
    state.settings.textDrawingMode = mode
  }
}
