import Curtain

// A sheet made of a material: the presented view is a `UIVisualEffectView` whose top corners
// are rounded with the continuous curve (`maskedCorners`, `cornerCurve`), so the screen beneath
// shows through it blurred as it slides up. Its grabber and placeholder text are vibrant: drawn
// in the material's colours rather than their own.

extension NamedFilm {
  /// An indigo screen with yellow rows presents a thin-material sheet over its lower 55 % at
  /// 0.2 s, which slides down again at 1.6 s.
  static let materialSheet = NamedFilm(
    "material-sheet",
    summary: "A sheet of frosted glass with continuous top corners slides over a busy screen.",
    source: "UIVisualEffectView with UIBlurEffect, continuous corners on two corners only",
    film: Film { stage in
      let presenting = MaterialSheetPresentingViewController()
      stage.window.rootViewController = presenting
      let sheet = MaterialSheetViewController()
      sheet.modalPresentationStyle = .custom
      sheet.transitioningDelegate = presenting.presenter
      stage.at(0.2) { presenting.present(sheet, animated: true) }
      stage.at(1.6) { sheet.dismiss(animated: true) }
    })
}

/// Puts the presented view over the lower 55 % of the container; UIKit's cover-vertical slide
/// brings it up.
final class LowerSheetPresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView!.bounds
    let height = (b.height * 0.55).rounded()
    return CGRect(x: 0, y: b.height - height, width: b.width, height: height)
  }
}

final class LowerSheetPresenter: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    LowerSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// A busy screen for the material to blur: yellow rows on indigo, and it keeps the presenter
/// (`transitioningDelegate` is weak).
final class MaterialSheetPresentingViewController: UIViewController {
  let presenter = LowerSheetPresenter()

  override func loadView() {
    view = MockScreenView(background: .systemIndigo, content: .systemYellow, rows: 11)
  }
}

/// The sheet: the thin system material with 28-point continuous top corners, a vibrant
/// grabber and three vibrant lines of placeholder text, and an opaque blue button.
final class MaterialSheetViewController: UIViewController {
  static let material = UIBlurEffect(style: .systemThinMaterial)
  private let vibrant = UIVisualEffectView(
    effect: UIVibrancyEffect(blurEffect: material, style: .secondaryLabel))
  private let grabber = UIView()
  private var lines: [UIView] = []
  private let button = UIView()

  override func loadView() {
    let sheet = UIVisualEffectView(effect: Self.material)
    sheet.layer.cornerRadius = 28
    sheet.layer.cornerCurve = .continuous
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    sheet.clipsToBounds = true
    // Vibrant content: its shapes say where the vibrancy shows, their colour does not matter.
    grabber.backgroundColor = .white
    grabber.layer.cornerRadius = 2.5
    vibrant.contentView.addSubview(grabber)
    for _ in 0..<3 {
      let line = UIView()
      line.backgroundColor = .white
      line.layer.cornerRadius = 6
      vibrant.contentView.addSubview(line)
      lines.append(line)
    }
    sheet.contentView.addSubview(vibrant)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 14
    button.layer.cornerCurve = .continuous
    sheet.contentView.addSubview(button)
    view = sheet
  }

  override func viewDidLayoutSubviews() {
    let b = view.bounds
    vibrant.frame = b
    grabber.frame = CGRect(x: (b.width - 36) / 2, y: 6, width: 36, height: 5)
    for (i, line) in lines.enumerated() {
      let width = (b.width - 48) * [0.7, 0.9, 0.55][i]
      line.frame = CGRect(x: 24, y: 40 + CGFloat(i) * 30, width: width, height: 14)
    }
    button.frame = CGRect(
      x: 20, y: b.height - view.safeAreaInsets.bottom - 70, width: b.width - 40, height: 50)
  }
}
