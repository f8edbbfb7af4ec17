import Foundation

/// An Objective-C exception, as Foundation's `NSException` on Apple platforms (Foundation on
/// Linux has none).
///
/// `raise()` on a running stage raises it as a ``UIKitException``: it is recorded in the trace
/// and the stage stops, as an uncaught exception ends an app. Swift cannot unwind the code that
/// raised it, so that code goes on to its end; nothing after it runs on the stage. Outside a
/// stage, raising stops the process, as on iOS. Like UIKit's classes it belongs to the main
/// actor (Foundation's does not).
@preconcurrency @MainActor open class NSException: NSObject {
  /// The exception's name (`.invalidArgumentException`, …).
  public let name: NSExceptionName
  /// Why it was raised.
  public let reason: String?
  /// More about it.
  public let userInfo: [AnyHashable: Any]?

  /// An exception to raise.
  public init(name aName: NSExceptionName, reason aReason: String?, userInfo: [AnyHashable: Any]?) {
    name = aName
    reason = aReason
    self.userInfo = userInfo
    super.init()
  }

  /// No call stack is recorded.
  open var callStackSymbols: [String] { [] }

  /// Raises the exception (see the type's documentation).
  open func raise() {
    let exception = UIKitException(name: name.rawValue, reason: reason ?? "")
    guard let stage = Stage.current else {
      fatalError("*** Terminating app due to uncaught exception: \(exception)")
    }
    stage.raise(exception)
  }

  /// Raises an exception named `name` with a reason made from `format` and its arguments.
  public class func raise(
    _ name: NSExceptionName, format: String, arguments argList: CVaListPointer
  ) {
    NSException(
      name: name, reason: NSString(format: format, arguments: argList) as String,
      userInfo: nil
    ).raise()
  }

  open override var description: String { reason ?? name.rawValue }
}

extension NSExceptionName {
  public static let genericException = NSExceptionName("NSGenericException")
  public static let rangeException = NSExceptionName("NSRangeException")
  public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
  public static let internalInconsistencyException = NSExceptionName(
    "NSInternalInconsistencyException")
  public static let mallocException = NSExceptionName("NSMallocException")
  public static let objectInaccessibleException = NSExceptionName("NSObjectInaccessibleException")
  public static let objectNotAvailableException = NSExceptionName("NSObjectNotAvailableException")
  public static let destinationInvalidException = NSExceptionName("NSDestinationInvalidException")
  public static let characterConversionException = NSExceptionName(
    "NSCharacterConversionException")
}
