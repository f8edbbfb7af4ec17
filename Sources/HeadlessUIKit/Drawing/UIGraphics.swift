import Foundation
import Geometry
import Raster

/// The graphics contexts pushed on this thread, topmost last: UIKit keeps one stack per thread.
final class GraphicsContextStack {
  var contexts: [CGContext] = []
  /// The PDF contexts begun on this thread and not yet ended, innermost last.
  var pdfSessions: [PDFSession] = []

  private static let key = "Curtain.UIGraphicsContextStack"

  /// This thread's stack.
  static var current: GraphicsContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dictionary[key] = stack
    return stack
  }

  /// Runs `body` with `context` current (pushed, then popped).
  static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    let stack = current
    stack.contexts.append(context)
    defer {
      if let i = stack.contexts.lastIndex(where: { $0 === context }) {
        stack.contexts.remove(at: i)
      }
    }
    return try body()
  }
}

/// The context UIKit drawing goes to: the topmost pushed on this thread (in `draw(_:)`, the
/// view's), or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.contexts.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.current.contexts.popLast()
}

/// Starts drawing an image `size` points large at scale 1, transparent, and makes its context
/// current.
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing an image `size` points large and makes its context current (origin at the top
/// left, y down). `scale` 0 means the main screen's; an opaque image starts black.
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
  let context = CGContext(
    width: Int((size.width * s).rounded(.up)), height: Int((size.height * s).rounded(.up)),
    transform: CGAffineTransform(scaleX: s, y: s), opaque: opaque)
  context.imageScale = s
  UIGraphicsPushContext(context)
}

/// An image of what was drawn in the current image context; nil if the current context is not
/// one `UIGraphicsBeginImageContextWithOptions` made.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let context = UIGraphicsGetCurrentContext(), let scale = context.imageScale,
    let image = context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context (pops it); does nothing if the current context is not an
/// image context.
public func UIGraphicsEndImageContext() {
  guard UIGraphicsGetCurrentContext()?.imageScale != nil else { return }
  UIGraphicsPopContext()
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Frames `rect` as UIKit does: a border one unit wide inside the rectangle, in the current
/// context's fill colour.
public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  let inner = rect.standardized.insetBy(dx: 1, dy: 1)
  var ring = Path()
  ring.addRect(rect.standardized)
  if !inner.isEmpty { ring.addRect(inner) }
  context.fill(device: ring.applying(context.state.transform), rule: .evenOdd)
}

/// Fills `rect` in the current context with its fill colour, in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  context.saveGState()
  context.setBlendMode(blendMode)
  context.fill(rect)
  context.restoreGState()
}

/// Frames `rect` as ``UIRectFrame(_:)`` does, in `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  context.saveGState()
  context.setBlendMode(blendMode)
  UIRectFrame(rect)
  context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
