import Foundation

/// The domain of AVFoundation's errors.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// An AVFoundation error, as AVFoundation's `AVError`: a code in ``AVFoundationErrorDomain``.
public struct AVError: Error, CustomNSError, Hashable, Sendable {
  /// The codes Curtain's players and assets report (Apple's values).
  public enum Code: Int, Sendable {
    case unknown = -11800
    case decodeFailed = -11821
    case fileFormatNotRecognized = -11828
    case fileFailedToParse = -11829
    case contentIsUnavailable = -11863
  }

  public let code: Code
  /// What went wrong, in words (the error's `localizedDescription`).
  public let reason: String

  public init(_ code: Code, reason: String) {
    self.code = code
    self.reason = reason
  }

  public static var errorDomain: String { AVFoundationErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }

  /// The error as an `NSError`, the form AVFoundation hands out.
  var nsError: NSError {
    NSError(domain: AVFoundationErrorDomain, code: errorCode, userInfo: errorUserInfo)
  }
}
