import Foundation

/// An activity the app can hand to another device or restore later, as Foundation's
/// `NSUserActivity` (Foundation on Linux has none; UIKit's scene and state-restoration
/// methods pass them). It keeps what it is given; nothing advertises or hands it off.
@preconcurrency @MainActor open class NSUserActivity: NSObject {
  /// The kind of activity, a reverse-DNS name.
  open private(set) var activityType: String
  /// A title for the user. Default: nil.
  open var title: String?
  /// The app's data. Default: nil.
  open var userInfo: [AnyHashable: Any]?
  /// The keys of `userInfo` needed to restore the activity. Default: nil.
  open var requiredUserInfoKeys: Set<String>?
  /// Whether the activity needs saving. Default: false.
  open var needsSave = false
  /// A web page showing the activity. Default: nil.
  open var webpageURL: URL?
  /// When the activity stops being relevant. Default: nil.
  open var expirationDate: Date?
  /// Search keywords. Default: none.
  open var keywords: Set<String> = []
  /// Whether another device may continue it. Default: true.
  open var isEligibleForHandoff = true
  /// Whether it may be found by search. Default: false.
  open var isEligibleForSearch = false
  /// Whether it may be found by anyone's search. Default: false.
  open var isEligibleForPublicIndexing = false
  /// Whether Siri may suggest it. Default: false.
  open var isEligibleForPrediction = false
  /// The content a scene activated by it should show (iOS 13). Default: nil.
  open var targetContentIdentifier: String?
  /// Whether the activity is the current one.
  open private(set) var isCurrent = false
  /// Whether it was invalidated.
  private(set) var isInvalidated = false

  /// An activity of `activityType`.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Adds entries to `userInfo`.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var info = userInfo ?? [:]
    for (key, value) in otherDictionary { info[key] = value }
    userInfo = info
  }

  /// Makes it the current activity (no other device hears of it on a stage).
  open func becomeCurrent() {
    guard !isInvalidated else { return }
    isCurrent = true
    noteMissingEffect("NSUserActivity.becomeCurrent", "no other device is offered the activity")
  }

  /// Stops it being the current activity.
  open func resignCurrent() { isCurrent = false }

  /// Ends the activity for good.
  open func invalidate() {
    isCurrent = false
    isInvalidated = true
  }
}

/// An object that can restore itself from a continued activity, as UIKit's
/// `UIUserActivityRestoring`.
@preconcurrency @MainActor public protocol UIUserActivityRestoring: AnyObject {
  /// Restores the object's state from `activity`.
  func restoreUserActivityState(_ activity: NSUserActivity)
}
