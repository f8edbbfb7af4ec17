import Foundation

/// The kind of media a track carries, as AVFoundation's `AVMediaType` (the raw values are the
/// QuickTime handler types).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType(rawValue: "vide")
  public static let audio = AVMediaType(rawValue: "soun")
  public static let text = AVMediaType(rawValue: "text")
  public static let closedCaption = AVMediaType(rawValue: "clcp")
  public static let subtitle = AVMediaType(rawValue: "sbtl")
  public static let timecode = AVMediaType(rawValue: "tmcd")
  public static let metadata = AVMediaType(rawValue: "meta")
  public static let muxed = AVMediaType(rawValue: "muxx")
}
