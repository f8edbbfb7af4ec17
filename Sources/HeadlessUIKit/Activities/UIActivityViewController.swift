import Foundation

/// The share sheet (`UIActivityViewController`): presented, it rises as a sheet at the medium
/// detent (a popover in regular width, as UIKit's), titled with the number of items shared,
/// with a close button and a row for each application activity that can perform with the items.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [image, caption], applicationActivities: nil)
/// share.completionWithItemsHandler = { type, completed, items, error in print(type as Any, completed) }
/// present(share, animated: true)
/// ```
///
/// Closing the sheet, or dismissing it in code, reports `(nil, false, nil, nil)` to the
/// completion handler; an application activity that finishes reports its type and whether it
/// completed. The system's own activities (Messages, Mail, Copy, …) are not simulated: only
/// application activities appear.
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
  /// What the completion handler hears: the activity (nil when the sheet was closed), whether it
  /// completed, the items it returned and any error.
  public typealias CompletionWithItemsHandler = (
    _ activityType: UIActivity.ActivityType?, _ completed: Bool, _ returnedItems: [Any]?,
    _ activityError: Error?
  ) -> Void
  /// The older handler: the activity and whether it completed.
  public typealias CompletionHandler = (_ activityType: UIActivity.ActivityType?, _ completed: Bool)
    -> Void

  /// The items shared, as given (sources and providers included).
  let activityItems: [Any]
  /// The activities of the app, as given.
  let applicationActivities: [UIActivity]
  /// Runs once when the sheet goes, after an activity or a close. Default: nil.
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// Runs with `completionWithItemsHandler`, without the items. Default: nil.
  open var completionHandler: CompletionHandler?
  /// Activities not to show. Default: nil.
  open var excludedActivityTypes: [UIActivity.ActivityType]? {
    didSet { if isViewLoaded { showActivities() } }
  }
  /// Whether the most likely activity stands out (iOS 17's sheet). Default: true.
  open var allowsProminentActivity = true

  /// What finished, reported when the sheet is gone.
  private var outcome: (type: UIActivity.ActivityType?, completed: Bool)?
  /// Whether the completion handler has run.
  private var reported = false
  /// The header, the close button and the activity rows (ActivitySheetView.swift).
  private let sheetView = ActivitySheetView()

  /// A share sheet for `activityItems`, offering `applicationActivities` besides the system's.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities ?? []
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .pageSheet
    sheetPresentationController?.detents = [.medium(), .large()]
    for activity in self.applicationActivities { activity.sheet = self }
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { nil }

  /// The sheet's content: the items' count, the close button and the activities.
  open override func loadView() {
    view = sheetView
    sheetView.backgroundColor = .systemGroupedBackground
    sheetView.title.text = Self.summary(ofCount: activityItems.count)
    sheetView.close.addAction(
      UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    showActivities()
  }

  /// "1 Item", "3 Items": the header of a sheet sharing `count` items.
  static func summary(ofCount count: Int) -> String { count == 1 ? "1 Item" : "\(count) Items" }

  /// The items an activity works with: each source's or provider's item for it.
  func items(for type: UIActivity.ActivityType?) -> [Any] {
    activityItems.compactMap { item in
      guard let source = item as? UIActivityItemSource else { return item }
      return source.activityViewController(self, itemForActivityType: type)
    }
  }

  /// The application activities shown: not excluded, and able to perform with the items.
  var shownActivities: [UIActivity] {
    let placeholders = activityItems.map { item in
      (item as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
    }
    return applicationActivities.filter { activity in
      !(activity.activityType.map { excludedActivityTypes?.contains($0) ?? false } ?? false)
        && activity.canPerform(withActivityItems: placeholders)
    }
  }

  private func showActivities() {
    sheetView.show(shownActivities.map { $0.activityTitle ?? "" }) { [weak self] index in
      guard let self else { return }
      self.run(self.shownActivities[index])
    }
  }

  /// Runs an activity the user chose: prepares it, then presents its screen or performs it.
  private func run(_ activity: UIActivity) {
    activity.prepare(withActivityItems: items(for: activity.activityType))
    if let screen = activity.activityViewController {
      present(screen, animated: true)
    } else {
      activity.perform()
    }
  }

  /// An activity finished: the sheet goes, and the handler hears it once it has gone.
  func activity(_ activity: UIActivity, didFinish completed: Bool) {
    outcome = (activity.activityType, completed)
    guard presentingViewController != nil, !isBeingDismissed else { return report() }
    presentingViewController?.dismiss(animated: true)
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed || presentingViewController == nil { report() }
  }

  /// Calls the completion handlers once, with the outcome (none: closed).
  private func report() {
    guard !reported else { return }
    reported = true
    let (type, completed) = outcome ?? (nil, false)
    completionWithItemsHandler?(type, completed, nil, nil)
    completionHandler?(type, completed)
  }
}
