import Foundation
import Testing

@testable import HeadlessUIKit

/// Members added to reach UIKit's declared surface: peek actions, the vendor identifier, font
/// families and stand-ins, alert text fields and the navigation toolbar.
/// A scene delegate that records the geometry updates it hears.
@MainActor private final class GeometryListening: UIWindowSceneDelegate {
  var updates: [(CGRect, UIInterfaceOrientation, UIUserInterfaceSizeClass)] = []
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {
    updates.append(
      (
        previousCoordinateSpace.bounds, previousInterfaceOrientation,
        previousTraitCollection.verticalSizeClass
      ))
  }
}

/// A controller that shows "No results" while it has no items, as apps do on iOS 17.
@MainActor private final class EmptyList: UIViewController {
  var items: [String] = []
  var updates = 0
  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    updates += 1
    guard items.isEmpty else {
      contentUnavailableConfiguration = nil
      return
    }
    var empty = UIListContentConfiguration.cell()
    empty.text = "No results"
    contentUnavailableConfiguration = empty
  }
}

@MainActor @Suite struct SurfaceAdditionsTests {
  @Test func contentUnavailableConfigurationsShowOverTheViewUntilRemoved() throws {
    let stage = Stage()
    let list = EmptyList()
    stage.run { stage.window.rootViewController = list }
    stage.run { list.setNeedsUpdateContentUnavailableConfiguration() }
    stage.advance(to: 0.1)
    #expect(list.updates >= 1)
    let shown = try #require(list.view.subviews.last as? UIListContentView)
    #expect(shown.frame == list.view.bounds)
    #expect(
      (list.contentUnavailableConfiguration as? UIListContentConfiguration)?.text == "No results")
    let updates = list.updates
    stage.run {
      list.items = ["One"]
      list.setNeedsUpdateContentUnavailableConfiguration()
    }
    stage.advance(to: 0.2)
    #expect(list.updates == updates + 1)
    #expect(list.contentUnavailableConfiguration == nil && shown.superview == nil)
    #expect(list.contentUnavailableConfigurationState.traitCollection == list.traitCollection)
  }

  @Test func aRotationTellsTheSceneDelegateTheGeometryItHad() {
    let stage = Stage(device: .iPhone15Pro)
    let delegate = GeometryListening()
    stage.windowScene.delegate = delegate
    stage.run { stage.window.rootViewController = UIViewController() }
    stage.rotate(to: .landscapeLeft)
    stage.advance(to: 1)
    #expect(delegate.updates.count == 1)
    let portrait = Device.iPhone15Pro.size(for: .portrait)
    #expect(delegate.updates.first?.0 == CGRect(origin: .zero, size: portrait))
    #expect(delegate.updates.first?.1 == .portrait && delegate.updates.first?.2 == .regular)
  }

  @Test func previewActionsKeepTheirTitlesStylesAndHandlers() throws {
    var ran: [String] = []
    let delete = UIPreviewAction(title: "Delete", style: .destructive) { action, _ in
      ran.append(action.title)
    }
    let group = UIPreviewActionGroup(title: "More", style: .default, actions: [delete])
    let items: [any UIPreviewActionItem] = [delete, group]
    #expect(items.map(\.title) == ["Delete", "More"])
    #expect(delete.style == .destructive && group.actions.first === delete)
    delete.handler(delete, UIViewController())
    let copy = try #require(delete.copy() as? UIPreviewAction)
    copy.handler(copy, UIViewController())
    #expect(ran == ["Delete", "Delete"] && copy !== delete && copy.style == .destructive)
  }

  @Test func theVendorIdentifierIsStableForADeviceAndDiffersBetweenDevices() throws {
    let phone = Stage(device: .iPhone15Pro)
    let pad = Stage(device: .iPadMini)
    var ids: [UUID] = []
    phone.run { ids.append(UIDevice.current.identifierForVendor!) }
    phone.run { ids.append(UIDevice.current.identifierForVendor!) }
    pad.run { ids.append(UIDevice.current.identifierForVendor!) }
    #expect(ids[0] == ids[1] && ids[0] != ids[2])
    #expect(ids[0].uuidString.dropFirst(14).first == "4")
  }

  @Test func fontFamiliesNameTheFacesTextIsSetIn() {
    let families = UIFont.familyNames
    #expect(families == Array(Set(families)).sorted())
    for family in families { #expect(!UIFont.fontNames(forFamilyName: family).isEmpty) }
    #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    // With the system font's files installed (Scripts/setup.sh), its family is listed.
    let system = UIFont.systemFont(ofSize: 17)
    if !system.fontName.isEmpty {
      #expect(UIFont.fontNames(forFamilyName: system.familyName).contains(system.fontName))
    }
  }

  @Test func fontStandInsKeepSizeAndWeightAndSaySoOnce() {
    let stage = Stage()
    stage.run {
      let italic = UIFont.italicSystemFont(ofSize: 15)
      let digits = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .bold)
      let wide = UIFont.systemFont(ofSize: 20, weight: .semibold, width: .expanded)
      let standard = UIFont.systemFont(ofSize: 20, weight: .semibold, width: .standard)
      _ = UIFont.italicSystemFont(ofSize: 16)
      #expect(italic.pointSize == 15 && digits.pointSize == 13 && wide.pointSize == 20)
      #expect(digits == UIFont.systemFont(ofSize: 13, weight: .bold) && wide == standard)
    }
    #expect(
      stage.messages.map(\.text).filter { $0.hasPrefix("UIFont.") } == [
        "UIFont.italicSystemFont(ofSize:) has no effect in Curtain: "
          + "the system font is drawn upright.",
        "UIFont.monospacedDigitSystemFont(ofSize:weight:) has no effect in Curtain: "
          + "digits keep their proportional widths.",
        "UIFont.systemFont(ofSize:weight:width:) has no effect in Curtain: "
          + "condensed and expanded widths draw standard.",
      ])
  }

  @Test func alertTextFieldsAreConfiguredAtOnceAndOnlyAlertsTakeThem() {
    let stage = Stage()
    let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    stage.run {
      alert.addTextField { $0.placeholder = "Name" }
      alert.addTextField()
    }
    #expect(alert.textFields?.count == 2 && alert.textFields?.first?.placeholder == "Name")
    #expect(
      stage.messages.map(\.text) == [
        "UIAlertController.addTextField(configurationHandler:) has no effect in Curtain: "
          + "the alert draws no text fields."
      ])
    let other = Stage()
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    other.run { sheet.addTextField() }
    #expect(sheet.textFields == nil)
    #expect(other.exception?.name == "NSInternalInconsistencyException")
  }

  @Test func theToolbarIsHiddenByDefaultAndShowsTheTopControllersItems() {
    let stage = Stage()
    let top = UIViewController()
    let item = UIBarButtonItem()
    top.toolbarItems = [item]
    let navigation = UINavigationController(rootViewController: top)
    #expect(navigation.isToolbarHidden && navigation.toolbar.items?.first === item)
    stage.run { navigation.setToolbarHidden(false, animated: true) }
    #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
    #expect(navigation.toolbar.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    #expect(stage.messages.isEmpty)
  }

  @Test func theReadableGuideIsTheMarginsUpToTheReadableWidth() {
    let stage = Stage()
    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
    let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let column = UIView()
    let full = UIView()
    for (host, content) in [(wide, column), (narrow, full)] {
      content.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(content)
      let guide = host.readableContentGuide
      #expect(guide === host.readableContentGuide && guide.owningView === host)
      NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        content.topAnchor.constraint(equalTo: guide.topAnchor),
        content.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    stage.run {
      wide.layoutIfNeeded()
      narrow.layoutIfNeeded()
    }
    #expect(column.frame == CGRect(x: 164, y: 8, width: 672, height: 10))
    #expect(full.frame == CGRect(x: 8, y: 8, width: 284, height: 10))
  }

  /// Writes `write` into a keyed archive and hands a reader of it to `read`.
  private func roundTrip<T>(_ write: (NSCoder) -> Void, _ read: (NSCoder) -> T) throws -> T {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    write(archiver)
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = false
    return read(unarchiver)
  }

  @Test func timingParametersArchiveTheirCurvesAndSprings() throws {
    let cubic = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
    let readCubic = try #require(
      try roundTrip(cubic.encode(with:)) { UICubicTimingParameters(coder: $0) })
    #expect(readCubic.controlPoint1 == cubic.controlPoint1 && readCubic.timingCurveType == .cubic)
    let named = try #require(
      try roundTrip(UICubicTimingParameters(animationCurve: .easeOut).encode(with:)) {
        UICubicTimingParameters(coder: $0)
      })
    #expect(named.animationCurve == .easeOut && named.timingCurveType == .builtin)
    let ratio = UISpringTimingParameters(
      dampingRatio: 0.7, initialVelocity: CGVector(dx: 2, dy: 0))
    let readRatio = try #require(
      try roundTrip(ratio.encode(with:)) { UISpringTimingParameters(coder: $0) })
    #expect(readRatio.initialVelocity == ratio.initialVelocity)
    #expect(readRatio.impliedDuration == nil)
    #expect(
      readRatio.spring(forDuration: 0.5).stiffness == ratio.spring(forDuration: 0.5).stiffness)
    let physical = UISpringTimingParameters(
      mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero)
    let readPhysical = try #require(
      try roundTrip(physical.encode(with:)) { UISpringTimingParameters(coder: $0) })
    #expect(readPhysical.impliedDuration == physical.impliedDuration)
    #expect(readPhysical.spring(forDuration: 1).damping == 20)
  }

  @Test func aLabelKeepsItsLineBreakStrategyAndSaysItsBreaksAreTheLastThatFit() {
    let stage = Stage()
    let label = UILabel()
    #expect(label.lineBreakStrategy == .standard)
    stage.run { label.lineBreakStrategy = [.pushOut, .hangulWordPriority] }
    #expect(label.lineBreakStrategy.contains(.pushOut))
    #expect(
      stage.messages.map(\.text) == [
        "UILabel.lineBreakStrategy has no effect in Curtain: lines break at the last break "
          + "that fits."
      ])
  }

  @Test func modifiedAnimationsRepeatAndReverseInsideABlock() throws {
    let stage = Stage()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    stage.run {
      stage.window.addSubview(view)
      UIView.animate(withDuration: 1) {
        UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { view.alpha = 0 }
        view.center = CGPoint(x: 50, y: 50)
      }
    }
    let animations = (view.layer.animationKeys() ?? []).compactMap {
      view.layer.animation(forKey: $0) as? CABasicAnimation
    }
    let fade = try #require(animations.first { $0.keyPath == "opacity" })
    #expect(fade.repeatCount == 2.5 && fade.autoreverses && fade.duration == 1)
    let move = try #require(animations.first { $0.keyPath == "position" })
    #expect(move.repeatCount == 0 && !move.autoreverses)
    // Outside a block the change is made at once: no animation is added.
    let count = view.layer.animationKeys()?.count
    stage.run {
      UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) {
        view.backgroundColor = .red
      }
    }
    #expect(view.layer.animationKeys()?.count == count)
  }

  @Test func viewsKeepTheirFocusPriorityAndEffect() throws {
    let view = UIView()
    #expect(view.focusGroupPriority == .ignored && view.focusEffect == nil)
    view.focusGroupPriority = .prioritized
    view.focusEffect = UIFocusEffect()
    #expect(view.focusGroupPriority > .previouslyFocused)
    let copy = try #require(view.focusEffect?.copy() as? UIFocusEffect)
    #expect(copy !== view.focusEffect)
  }

  @Test func theDeleteAnimationFadesViewsOutThenRemovesThem() {
    let stage = Stage()
    let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    var finished: [Bool] = []
    stage.run {
      stage.window.addSubview(doomed)
      stage.window.addSubview(other)
      UIView.perform(
        .delete, on: [doomed], options: [],
        animations: { other.center.x = 100 }, completion: { finished.append($0) })
    }
    stage.advance(to: 0.15)
    #expect(doomed.superview === stage.window)
    #expect(doomed.layer.presentation()!.opacity < 1 && doomed.layer.presentation()!.opacity > 0)
    stage.advance(to: 0.5)
    #expect(doomed.superview == nil && doomed.alpha == 1 && finished == [true])
    #expect(other.center.x == 100)
  }
}
