import Foundation
import Synchronization
import Testing

@testable import HeadlessUIKit

/// Views that follow the content size category: the stage's setting, trait overrides and
/// `adjustsFontForContentSizeCategory`.
@MainActor @Suite struct DynamicTypeViewTests {
  /// A controller that records the categories its traits changed to.
  final class Recorder: UIViewController {
    var categories: [UIContentSizeCategory] = []
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      categories.append(traitCollection.preferredContentSizeCategory)
    }
  }

  /// A stage showing `views` in a recording root controller.
  func shown(_ views: UIView...) -> (Stage, Recorder) {
    let stage = Stage(device: .iPhoneSE)
    let root = Recorder()
    stage.run {
      stage.window.rootViewController = root
      for v in views { root.view.addSubview(v) }
    }
    stage.advance(to: 0.1)
    return (stage, root)
  }

  @Test func theStagesCategoryReachesTraitsFontsAndTheApp() {
    let (stage, root) = shown()
    #expect(stage.preferredContentSizeCategory == .large)
    stage.preferredContentSizeCategory = .accessibilityLarge
    stage.run {
      #expect(root.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
      #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
      #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33)
      #expect(UIFontMetrics.default.scaledValue(for: 17) == 33)
    }
    #expect(root.categories == [.accessibilityLarge])
    stage.preferredContentSizeCategory = .accessibilityLarge  // no change, no call
    #expect(root.categories == [.accessibilityLarge])
  }

  @Test func changingTheCategoryPostsUIKitsNotification() {
    let (stage, _) = shown()
    let received = Mutex<[UIContentSizeCategory]>([])
    let token = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: stage.application,
      queue: nil
    ) { note in
      if let c = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
        as? UIContentSizeCategory
      {
        received.withLock { $0.append(c) }
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    stage.preferredContentSizeCategory = .extraSmall
    stage.preferredContentSizeCategory = .unspecified  // reads as the default, .large
    #expect(received.withLock { $0 } == [.extraSmall, .large])
  }

  @Test func labelsThatAdjustTakeTheNewSizeAndOthersKeepTheirs() {
    let adjusting = UILabel()
    adjusting.font = .preferredFont(forTextStyle: .title1)
    adjusting.adjustsFontForContentSizeCategory = true
    adjusting.text = "What's the point?"
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .title1)
    fixed.text = "What's the point?"
    let (stage, _) = shown(adjusting, fixed)
    let before = adjusting.intrinsicContentSize.height
    stage.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(adjusting.font.pointSize == 58)
    #expect(fixed.font.pointSize == 28)
    #expect(adjusting.intrinsicContentSize.height > before * 2)
    stage.preferredContentSizeCategory = .extraSmall
    #expect(adjusting.font.pointSize == 25)
  }

  @Test func switchingAdjustingOnTakesTheCategoryInEffectAtOnce() {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    let (stage, root) = shown(label)
    root.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
    #expect(label.font.pointSize == 17)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font.pointSize == 21)
    _ = stage
  }

  @Test func traitOverridesOnAControllerOrAViewScaleWhatIsBelow() {
    let inner = UILabel()
    inner.font = .preferredFont(forTextStyle: .caption1)
    inner.adjustsFontForContentSizeCategory = true
    let container = UIView()
    container.addSubview(inner)
    let outside = UILabel()
    outside.font = .preferredFont(forTextStyle: .caption1)
    outside.adjustsFontForContentSizeCategory = true
    let (stage, root) = shown(container, outside)
    container.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    #expect(inner.font.pointSize == 22)
    #expect(outside.font.pointSize == 12)
    #expect(container.traitOverrides.preferredContentSizeCategory == .accessibilityMedium)
    root.traitOverrides.preferredContentSizeCategory = .extraSmall
    #expect(outside.font.pointSize == 11)
    #expect(inner.font.pointSize == 22)  // the nearer override wins
    #expect(root.categories == [.extraSmall])
    container.traitOverrides.removeAll()
    #expect(container.traitOverrides.isEmpty)
    #expect(inner.font.pointSize == 11)
    _ = stage
  }

  @Test func overrideTraitCollectionForAChildScalesItsLabels() {
    let parent = UIViewController()
    let child = UIViewController()
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    let stage = Stage(device: .iPhone15Pro)
    stage.run {
      stage.window.rootViewController = parent
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      child.view.addSubview(label)
    }
    stage.advance(to: 0.1)
    parent.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge), forChild: child)
    #expect(label.font.pointSize == 40)
    #expect(label.font.weight == .semibold)
  }

  @Test func textViewsAndButtonTitlesAdjustToo() {
    let text = UITextView()
    text.font = .preferredFont(forTextStyle: .body)
    text.adjustsFontForContentSizeCategory = true
    text.text = "Notes"
    let button = UIButton(type: .system)
    button.titleLabel?.font = .preferredFont(forTextStyle: .callout)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    button.setTitle("Done", for: .normal)
    let (stage, _) = shown(text, button)
    #expect(text.adjustsFontForContentSizeCategory)
    stage.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(text.font?.pointSize == 23)
    #expect(button.titleLabel?.font.pointSize == 22)
  }

  @Test func scaledCustomFontsFollowTheCategoryWithinTheirLimit() {
    let label = UILabel()
    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(
      for: UIFont(name: "Georgia", size: 17)!, maximumPointSize: 30)
    label.adjustsFontForContentSizeCategory = true
    let (stage, _) = shown(label)
    stage.preferredContentSizeCategory = .extraLarge
    #expect(label.font.pointSize == 19)
    #expect(label.font.fontName == "Georgia")
    stage.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(label.font.pointSize == 30)
  }
}
