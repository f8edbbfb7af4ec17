import Foundation
import Geometry
@_spi(Painting) import Raster

/// How what is drawn combines with what is there, as Core Graphics' `CGBlendMode`.
///
/// Curtain composites `.normal` (source over), `.clear` (erases what the shape covers) and
/// `.copy` (replaces what the shape covers); every other mode is kept in the state and drawn as
/// `.normal`, and the first use of one says so on the stage's console.
public enum CGBlendMode: Int32, Sendable {
  case normal = 0
  case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
  case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

extension CGContext {
  /// How later drawing combines with the bitmap. Default: `.normal`.
  public func setBlendMode(_ mode: CGBlendMode) {
    if ![.normal, .clear, .copy].contains(mode) {
      noteMissingCoreGraphicsEffect(
        "CGContext.setBlendMode(.\(mode))", "it draws with normal (source-over) blending")
    }
    state.settings.blendMode = mode
  }

  /// A shadow of later drawing, `offset` and `blur` in base space, in a third of black, as Core
  /// Graphics' default shadow colour.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
  }

  /// A shadow of later drawing in `color` (nil or transparent: none). Kept in the state; Curtain
  /// draws no shadows in contexts, and says so once.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    if let color, color.alpha > 0 {
      noteMissingCoreGraphicsEffect(
        "CGContext.setShadow(offset:blur:color:)", "what is drawn casts no shadow")
      state.settings.shadow = ContextShadow(offset: offset, blur: blur, color: color)
    } else {
      state.settings.shadow = nil
    }
  }

  // MARK: - Transparency layers

  /// Starts drawing into a transparent layer the size of the bitmap: until
  /// ``endTransparencyLayer()`` everything is drawn at full alpha into it, and the layer is then
  /// composited once with the alpha and clip in effect now, as a group.
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
    prepareCanvas()
    saveGState()
    let group = PendingLayer(
      canvas: canvas, alpha: state.alpha, clips: state.clips, savedDepth: savedStateCount)
    layers.append(group)
    state.alpha = 1
    state.clips = []
    canvas = try? Canvas(
      bitmap: PremultipliedRGBA8Bitmap(width: width, height: height))
  }

  /// As ``beginTransparencyLayer(auxiliaryInfo:)``, with the layer limited to `rect` (user
  /// space).
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
    beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    clip(to: rect)
  }

  /// Composites the layer ``beginTransparencyLayer(auxiliaryInfo:)`` started and restores the
  /// graphics state as it was before it.
  public func endTransparencyLayer() {
    guard let group = layers.popLast() else { return }
    let drawn = canvas?.bitmap
    canvas = group.canvas
    while savedStateCount > group.savedDepth { restoreGState() }
    guard let drawn else { return }
    let opacity = UInt8((group.alpha * 255).rounded())
    guard opacity > 0 else { return }
    let clips = group.clips
    withCanvas {
      $0.draw(
        image: drawn, placement: .identity, transform: .identity, opacity: opacity, clips: clips)
    }
  }
}

/// A transparency layer being drawn: what to return to when it ends.
struct PendingLayer {
  var canvas: Canvas?
  var alpha: CGFloat
  var clips: [CanvasShape]
  /// How many states were saved before the layer's own save.
  var savedDepth: Int
}
