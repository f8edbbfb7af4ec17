import Curtain

// iOS 18's zoom transition, as Photos uses it: a tile of a photo grid zooms into the photo's
// detail screen, the grid dimming behind it, and a finger drags the detail down, shrinking it,
// until it zooms back into its tile; or two fingers pinch it closed, back into its tile.

extension NamedFilm {
  /// A grid presents the detail of its fifth tile with `.zoom` at 0.2 s; at 1.2 s a finger drags
  /// the detail 260 points down and lets go, and it zooms back into the tile.
  static let photoZoom = NamedFilm(
    "photo-zoom",
    summary:
      "A photo grid's tile zooms into its detail screen; dragged down, the detail zooms back.",
    source: "iOS 18 zoom transition: preferredTransition = .zoom, drag to dismiss",
    film: Film { stage in
      presentPhoto(on: stage)
      stage.at(1.2) {
        stage.pan(
          from: CGPoint(x: 196, y: 420), to: CGPoint(x: 216, y: 680), duration: 0.5,
          easing: .easeOut)
      }
    })

  /// The same zoom in at 0.2 s; at 1.2 s two fingers pinch the detail from 320 to 190 points
  /// apart and lift, and it zooms back into the tile.
  static let photoZoomPinch = NamedFilm(
    "photo-zoom-pinch",
    summary: "A photo grid's tile zooms into its detail screen; pinched closed, it zooms back.",
    source: "iOS 18 zoom transition: preferredTransition = .zoom, pinch to dismiss",
    film: Film { stage in
      presentPhoto(on: stage)
      stage.at(1.2) {
        stage.pinch(at: CGPoint(x: 196, y: 440), from: 320, to: 190, duration: 0.5)
      }
    })

  /// Shows touches, puts the grid at the root and zooms the fifth tile's detail out of it at
  /// 0.2 s.
  @MainActor private static func presentPhoto(on stage: Stage) {
    stage.showsTouches = true
    let grid = PhotoGridViewController()
    stage.window.rootViewController = grid
    let photo = 4
    let detail = PhotoDetailViewController(photo: photo)
    let options = UIViewController.Transition.ZoomOptions()
    // The tile lines up with the photo, not with the whole detail screen.
    options.alignmentRectProvider = { context in
      (context.zoomedViewController as? PhotoDetailViewController)?.photoFrame
    }
    detail.preferredTransition = .zoom(options: options) { context in
      let detail = context.zoomedViewController as? PhotoDetailViewController
      return detail.map { grid.tile(for: $0.photo) }
    }
    stage.at(0.2) { grid.present(detail, animated: true) }
  }
}

/// The colours of the photos, as tiles.
enum PhotoPalette {
  static let colors: [UIColor] = [
    UIColor(red: 0.96, green: 0.62, blue: 0.35, alpha: 1),
    UIColor(red: 0.35, green: 0.67, blue: 0.92, alpha: 1),
    UIColor(red: 0.55, green: 0.80, blue: 0.45, alpha: 1),
    UIColor(red: 0.93, green: 0.40, blue: 0.47, alpha: 1),
    UIColor(red: 0.98, green: 0.80, blue: 0.30, alpha: 1),
    UIColor(red: 0.60, green: 0.47, blue: 0.85, alpha: 1),
    UIColor(red: 0.30, green: 0.75, blue: 0.72, alpha: 1),
    UIColor(red: 0.85, green: 0.55, blue: 0.75, alpha: 1),
  ]

  static func color(_ photo: Int) -> UIColor { colors[photo % colors.count] }
}

/// A grid of square photo tiles, three across, with rounded corners.
final class PhotoGridViewController: UIViewController {
  private var tiles: [UIView] = []

  override func loadView() {
    let view = UIView()
    view.backgroundColor = .systemBackground
    tiles = (0..<15).map { i in
      let tile = UIView()
      tile.backgroundColor = PhotoPalette.color(i * 3 + i / 3)
      tile.layer.cornerRadius = 12
      tile.layer.cornerCurve = .continuous
      let sun = UIView()
      sun.backgroundColor = UIColor.white.withAlphaComponent(0.7)
      sun.layer.cornerRadius = 12
      sun.frame = CGRect(x: 16, y: 16, width: 24, height: 24)
      tile.addSubview(sun)
      view.addSubview(tile)
      return tile
    }
    self.view = view
  }

  /// The tile showing `photo`.
  func tile(for photo: Int) -> UIView { tiles[photo] }

  override func viewDidLayoutSubviews() {
    let inset: CGFloat = 12
    let gap: CGFloat = 8
    let side = ((view.bounds.width - 2 * inset - 2 * gap) / 3).rounded(.down)
    let top = view.safeAreaInsets.top + 16
    for (i, tile) in tiles.enumerated() {
      let x = inset + CGFloat(i % 3) * (side + gap)
      let y = top + CGFloat(i / 3) * (side + gap)
      tile.frame = CGRect(x: x, y: y, width: side, height: side)
    }
  }
}

/// One photo on a black screen, with a caption bar below it.
final class PhotoDetailViewController: UIViewController {
  let photo: Int
  private let image = UIView()
  private let caption = UILabel()

  init(photo: Int) {
    self.photo = photo
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let view = UIView()
    view.backgroundColor = .black
    image.backgroundColor = PhotoPalette.color(photo * 3 + photo / 3)
    let sun = UIView()
    sun.backgroundColor = UIColor.white.withAlphaComponent(0.7)
    sun.layer.cornerRadius = 40
    sun.frame = CGRect(x: 48, y: 48, width: 80, height: 80)
    image.addSubview(sun)
    caption.text = "Photo \(photo + 1)"
    caption.textColor = .white
    caption.textAlignment = .center
    view.addSubview(image)
    view.addSubview(caption)
    self.view = view
  }

  /// The photo's frame in the view: full width, square, centred vertically.
  var photoFrame: CGRect {
    let side = view.bounds.width
    return CGRect(x: 0, y: (view.bounds.height - side) / 2, width: side, height: side)
  }

  override func viewDidLayoutSubviews() {
    image.frame = photoFrame
    caption.frame = CGRect(x: 0, y: photoFrame.maxY + 24, width: view.bounds.width, height: 24)
  }
}
