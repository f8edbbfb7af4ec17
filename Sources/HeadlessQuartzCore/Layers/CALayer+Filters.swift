import Foundation

/// How a layer's contents are sampled when scaled, as Core Animation's
/// `CALayerContentsFilter`. Curtain samples bilinearly (`.linear`; `.trilinear` looks alike).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CALayerContentsFilter(rawValue: "linear")
  public static let nearest = CALayerContentsFilter(rawValue: "nearest")
  public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// Which edges of a layer are anti-aliased, as Core Animation's `CAEdgeAntialiasingMask`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1)
  public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 2)
  public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 4)
  public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 8)
}

/// How extended-range contents are tone mapped, as Core Animation's `CAToneMapMode`.
public struct CAToneMapMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let automatic = CAToneMapMode(rawValue: "automatic")
  public static let never = CAToneMapMode(rawValue: "never")
  public static let ifSupported = CAToneMapMode(rawValue: "ifSupported")
}

extension CALayer {
  /// Says once that a contents filter other than the bilinear ones is not drawn.
  func noteFilter(_ filter: CALayerContentsFilter, _ member: String) {
    if filter == .nearest { noteMissingEffect(member, "contents are sampled bilinearly") }
  }

  /// Says once that Core Image filters are not applied, when some are set.
  func noteFilters(_ filters: [Any]?, _ member: String) {
    if let filters, !filters.isEmpty {
      noteMissingEffect(member, "the layer is drawn unfiltered")
    }
  }
}
