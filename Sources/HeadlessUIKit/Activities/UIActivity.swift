import Foundation

/// A service the share sheet offers (`UIActivityViewController`'s `applicationActivities`):
/// subclasses name it, say which items they handle, and perform it.
///
/// Tapping the activity in the sheet calls ``prepare(withActivityItems:)`` with the items it can
/// perform with, then presents ``activityViewController`` if it has one, or calls ``perform()``.
/// The activity calls ``activityDidFinish(_:)`` when done: the sheet is dismissed and its
/// completion handler hears the activity's type.
@preconcurrency @MainActor open class UIActivity: NSObject {
  /// The kinds of activity: actions appear below the share row.
  public enum Category: Int, Sendable {
    case action = 0
    case share = 1
  }

  /// An activity's identifier, as UIKit's `UIActivity.ActivityType`.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
    public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
    public static let postToTencentWeibo = ActivityType(
      "com.apple.UIKit.activity.TencentWeibo")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
    public static let collaborationInviteWithLink = ActivityType(
      "com.apple.UIKit.activity.CollaborationInviteWithLink")
    public static let collaborationCopyLink = ActivityType(
      "com.apple.UIKit.activity.CollaborationCopyLink")
    public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
  }

  /// The sheet showing the activity, told when it finishes.
  weak var sheet: UIActivityViewController?

  public override init() { super.init() }

  /// Where the activity appears. Default: `.action`.
  open class var activityCategory: Category { .action }
  /// The activity's identifier, reported to the completion handler. Default: nil.
  open var activityType: ActivityType? { nil }
  /// The title under the activity's icon. Default: nil.
  open var activityTitle: String? { nil }
  /// The activity's icon. Default: nil.
  open var activityImage: UIImage? { nil }

  /// Whether the activity handles these items; the sheet shows it only then. Default: false.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Receives the items before the activity runs. Default: nothing.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// A screen to present for the activity instead of ``perform()``. Default: nil.
  open var activityViewController: UIViewController? { nil }
  /// Runs the activity; overrides call ``activityDidFinish(_:)`` when done. Default: finishes
  /// without completing.
  open func perform() { activityDidFinish(false) }

  /// Tells the sheet that the activity finished, `completed` or not: it is dismissed and its
  /// completion handler runs.
  open func activityDidFinish(_ completed: Bool) {
    sheet?.activity(self, didFinish: completed)
  }
}
