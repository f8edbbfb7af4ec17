// System state, colour literals and layout guides as Swift 5 libraries for UIKit use them (a
// pan-modal sheet's layout helpers, its rasterized rounded corners, a sample app's cells): read
// from non-isolated protocol extensions and helpers, built in the Swift 5 language mode, where
// Apple's UIKit reports no isolation.
import HeadlessUIKit
import Testing

/// A presentable whose defaults read the screen and accessibility state outside any isolation.
protocol SheetPresentable: AnyObject {
  var sheetController: UIPresentationController? { get }
}

extension SheetPresentable {
  /// The container's height, or the screen's before there is one (`??` takes an autoclosure).
  var availableHeight: CGFloat {
    (sheetController?.containerView?.bounds ?? UIScreen.main.bounds).height
  }

  /// Whether a drag may dismiss: not while VoiceOver runs.
  var allowsDragToDismiss: Bool { !UIAccessibility.isVoiceOverRunning }
}

/// Colours as Xcode's colour picker writes them into sources (the point of this fixture, so the
/// formatter's rule against them is off here).
enum Palette {
  // swift-format-ignore
  static let avatar = #colorLiteral(red: 0.7215686275, green: 0.9098039216, blue: 0.5607843137, alpha: 1)
  // swift-format-ignore
  static let sheet: UIColor = #colorLiteral(red: 0.1019607843, green: 0.1137254902, blue: 0.1294117647, alpha: 1)
}

/// Rounds a view's top corners with a mask and rasterizes it at the screen's scale.
func roundTopCorners(of view: UIView, radius: CGFloat) {
  let path = UIBezierPath(
    roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
    cornerRadii: CGSize(width: radius, height: radius))
  let mask = CAShapeLayer()
  mask.path = path.cgPath
  view.layer.mask = mask
  view.layer.shouldRasterize = true
  view.layer.rasterizationScale = UIScreen.main.scale
}

/// Draws a dot into an image, as avatar placeholders are made.
func makeDot(color: UIColor) -> UIImage? {
  UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
  defer { UIGraphicsEndImageContext() }
  color.setFill()
  UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
  return UIGraphicsGetImageFromCurrentImageContext()
}

/// A keyboard watcher as a plain (non-isolated) class, observing with a ported selector.
final class KeyboardWatcher {
  private(set) var shown = 0

  init() {
    NotificationCenter.default.addObserver(
      self, selector: KeyboardWatcher.keyboardWillShow,
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  func keyboardWillShow(_ notification: Notification) { shown += 1 }
}

/// A popover delegate that keeps the popover on phones.
final class PopoverKeeper: NSObject, UIPopoverPresentationControllerDelegate {
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .none }
}

/// Fades a view out alongside whatever transition runs.
func fadeAlongside(_ view: UIView, coordinator: UIViewControllerTransitionCoordinator?) {
  coordinator?.animate(alongsideTransition: { _ in view.alpha = 0 }, completion: nil)
}

/// A profile screen laid out against the pre-iOS 11 layout guides.
final class ProfileController: UIViewController, SheetPresentable {
  let nameLabel = UILabel()
  var sheetController: UIPresentationController? { presentationController }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Palette.sheet
    nameLabel.text = "Naida Schill"
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(nameLabel)
    nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    nameLabel.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 20).isActive =
      true
    bottomLayoutGuide.topAnchor.constraint(greaterThanOrEqualTo: nameLabel.bottomAnchor)
      .isActive = true
  }
}

@MainActor @Suite struct SystemStatePatternsTests {
  @Test func nonIsolatedDefaultsReadTheStage() {
    let stage = Stage()
    let profile = ProfileController()
    stage.run { stage.window.rootViewController = profile }
    stage.advance(to: 0.1)
    #expect(profile.availableHeight == stage.window.bounds.height)  // no container: the screen
    #expect(profile.allowsDragToDismiss)
  }

  @Test func colourLiteralsAreSRGBColours() {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(Palette.sheet.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(abs(red - 0.1019607843) < 1e-6 && abs(green - 0.1137254902) < 1e-6)
    #expect(abs(blue - 0.1294117647) < 1e-6 && alpha == 1)
    #expect(type(of: Palette.avatar) == UIColor.self)  // no context: UIKit's literal type
  }

  @Test func rasterizedMaskedViewsKeepTheirMaskAndScale() {
    let stage = Stage()
    var scale: CGFloat = 0
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    stage.run {
      scale = UIScreen.main.scale
      roundTopCorners(of: card, radius: 10)
    }
    #expect(card.layer.shouldRasterize)
    #expect(card.layer.rasterizationScale == scale)
    #expect(card.layer.mask is CAShapeLayer)
    #expect(CALayer().shouldRasterize == false && CALayer().rasterizationScale == 1)
  }

  @Test func imagesDrawnOffTheMainActorsIsolation() {
    let stage = Stage()
    var image: UIImage?
    stage.run { image = makeDot(color: Palette.avatar) }
    #expect(image?.size == CGSize(width: 4, height: 4))
  }

  @Test func nonIsolatedDelegatesAndObserversWork() {
    let stage = Stage()
    let home = UIViewController()
    let sheet = UIViewController()
    let keeper = PopoverKeeper()
    let badge = UIView()
    var watcher: KeyboardWatcher?
    stage.run {
      watcher = KeyboardWatcher()
      stage.window.rootViewController = home
      home.view.addSubview(badge)
      sheet.modalPresentationStyle = .popover
      sheet.popoverPresentationController?.delegate = keeper
      sheet.popoverPresentationController?.sourceView = home.view
      home.present(sheet, animated: true)
      fadeAlongside(badge, coordinator: sheet.transitionCoordinator)
      NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    }
    stage.advance(to: 1)
    #expect(watcher?.shown == 1)
    #expect(badge.alpha == 0)
    #expect(sheet.presentationController?.presentationStyle == .popover)  // not adapted to a sheet
  }

  @Test func layoutGuideAnchorsFollowTheSafeArea() {
    let stage = Stage()
    let profile = ProfileController()
    stage.run { stage.window.rootViewController = profile }
    stage.advance(to: 0.1)
    let top = profile.view.safeAreaInsets.top
    #expect(top > 0)
    #expect(profile.nameLabel.frame.minY == top + 20)
    #expect(profile.topLayoutGuide.length == top)
  }
}
