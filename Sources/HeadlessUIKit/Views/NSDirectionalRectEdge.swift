import Foundation

/// Edges of a rectangle named for the layout direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

  /// The four edges one by one.
  static let singleEdges: [NSDirectionalRectEdge] = [.top, .leading, .bottom, .trailing]
}
