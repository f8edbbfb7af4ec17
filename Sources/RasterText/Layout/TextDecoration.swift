/// A line drawn under or through a run of text, as `NSUnderlineStyle` describes it.
public struct TextDecoration: Sendable, Equatable {
  /// How many lines, how thick.
  public enum Pattern: Sendable, Equatable {
    /// One line of the face's thickness.
    case single
    /// One line twice as thick.
    case thick
    /// Two lines of the face's thickness, one thickness apart.
    case double
  }

  public var pattern: Pattern
  /// The colour, premultiplied and packed as the target's pixels are.
  public var color: UInt32

  public init(_ pattern: Pattern = .single, color: UInt32) {
    self.pattern = pattern
    self.color = color
  }
}

/// A run's shadow, as `NSShadow` describes it, in pixels.
public struct TextShadow: Sendable, Equatable, Hashable {
  /// How far the shadow falls from the text (y down).
  public var dx: Double
  public var dy: Double
  /// The blur radius (`shadowBlurRadius`): the Gaussian's standard deviation is half of it, as
  /// Core Graphics draws shadows.
  public var blur: Double
  /// The colour, premultiplied and packed as the target's pixels are.
  public var color: UInt32

  public init(dx: Double, dy: Double, blur: Double, color: UInt32) {
    self.dx = dx
    self.dy = dy
    self.blur = blur
    self.color = color
  }
}
