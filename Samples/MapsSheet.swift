import Curtain

// iOS 15's sheet detents, as Maps uses them: a search sheet rests at the medium detent over a
// map that stays bright and touchable (the medium detent is the largest undimmed one), and a
// finger dragging its list up expands it to the large detent, where the map dims and recedes
// behind it. At the large detent the list scrolls; pulled down past its top, it takes the sheet
// back down.

extension NamedFilm {
  /// A map presents its search sheet at 0.2 s, resting at the medium detent; at 1.2 s a finger
  /// drags the sheet's list 320 points up and lets go: the sheet, not the list, moves, and
  /// settles at the large detent.
  static let mapsSheet = NamedFilm(
    "maps-sheet",
    summary:
      "A Maps-style sheet rests at the medium detent over an undimmed map; dragging its list expands it.",
    source:
      "iOS 15 sheet detents: largestUndimmedDetentIdentifier, prefersScrollingExpandsWhenScrolledToEdge",
    film: Film { stage in
      presentPlaces(on: stage, at: .medium)
      stage.at(1.2) {
        stage.pan(
          from: CGPoint(x: 196, y: 480), to: CGPoint(x: 196, y: 160), duration: 0.6,
          easing: .easeOut)
      }
    })

  /// The search sheet rises at 0.2 s to the large detent; at 0.8 s a finger scrolls its list
  /// 250 points, and at 1.3 s one drags it 560 points down: the list scrolls back to its top,
  /// then the sheet follows the finger down and settles at the medium detent.
  static let mapsSheetScroll = NamedFilm(
    "maps-sheet-scroll",
    summary:
      "At the large detent a sheet's list scrolls; pulled down past its top, it takes the sheet down.",
    source: "iOS 15 sheet detents: a sheet's scroll view hands a drag over to the sheet",
    film: Film { stage in
      presentPlaces(on: stage, at: .large)
      stage.at(0.8) {
        stage.pan(from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 450), duration: 0.35)
      }
      stage.at(1.3) {
        stage.pan(from: CGPoint(x: 196, y: 250), to: CGPoint(x: 196, y: 810), duration: 0.6)
      }
    })

  /// Shows touches, puts the map at the root and presents the search sheet over it at 0.2 s,
  /// resting at `detent`.
  @MainActor private static func presentPlaces(
    on stage: Stage, at detent: UISheetPresentationController.Detent.Identifier
  ) {
    stage.showsTouches = true
    let map = MapViewController()
    stage.window.rootViewController = map
    let places = PlacesViewController()
    if let sheet = places.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.selectedDetentIdentifier = detent
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.prefersGrabberVisible = true
    }
    // Maps' sheet never leaves: a drag below the medium detent only stretches it.
    places.isModalInPresentation = true
    stage.at(0.2) { map.present(places, animated: true) }
  }
}

/// A city map drawn with views: land, parks, a river, streets, an avenue, the user's location
/// and the map controls.
final class MapViewController: UIViewController {
  override func loadView() { view = MapView() }
}

final class MapView: UIView {
  private static let land = UIColor(red: 0.95, green: 0.94, blue: 0.91, alpha: 1)
  private static let park = UIColor(red: 0.78, green: 0.90, blue: 0.72, alpha: 1)
  private static let water = UIColor(red: 0.64, green: 0.81, blue: 0.97, alpha: 1)
  private static let building = UIColor(red: 0.89, green: 0.88, blue: 0.85, alpha: 1)
  private static let avenue = UIColor(red: 0.99, green: 0.84, blue: 0.45, alpha: 1)
  private static let location = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)

  private let river = UIView()
  private let parks = [UIView(), UIView()]
  private let buildings = (0..<6).map { _ in UIView() }
  private let streets = (0..<7).map { _ in UIView() }
  private let mainAvenue = UIView()
  private let halo = UIView()
  private let dot = UIView()
  private let controls = UIView()
  private let controlIcons = [UIView(), UIView()]
  private let controlSeparator = UIView()

  init() {
    super.init(frame: .zero)
    backgroundColor = Self.land
    for park in parks {
      park.backgroundColor = Self.park
      park.layer.cornerRadius = 28
    }
    for building in buildings {
      building.backgroundColor = Self.building
      building.layer.cornerRadius = 4
    }
    river.backgroundColor = Self.water
    river.layer.cornerRadius = 22
    for street in streets { street.backgroundColor = .white }
    mainAvenue.backgroundColor = Self.avenue
    halo.backgroundColor = Self.location.withAlphaComponent(0.18)
    halo.layer.cornerRadius = 30
    dot.backgroundColor = Self.location
    dot.layer.cornerRadius = 10
    dot.layer.borderWidth = 3
    dot.layer.borderColor = UIColor.white.cgColor
    controls.backgroundColor = .white
    controls.layer.cornerRadius = 10
    controlSeparator.backgroundColor = UIColor(white: 0.85, alpha: 1)
    for icon in controlIcons {
      icon.backgroundColor = Self.location
      icon.layer.cornerRadius = 3
    }
    let ground: [UIView] = parks + buildings + [river] + streets
    for view in ground + [mainAvenue, halo, dot, controls] { addSubview(view) }
    for view in [controlSeparator] + controlIcons { controls.addSubview(view) }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    let w = bounds.width
    let h = bounds.height
    parks[0].frame = CGRect(x: 24, y: 130, width: 150, height: 170)
    parks[1].frame = CGRect(x: w - 150, y: h * 0.62, width: 190, height: 150)
    let blocks: [CGRect] = [
      CGRect(x: 214, y: 124, width: 64, height: 84), CGRect(x: 214, y: 272, width: 64, height: 60),
      CGRect(x: 320, y: 124, width: 60, height: 84), CGRect(x: 24, y: 332, width: 62, height: 50),
      CGRect(x: 108, y: 332, width: 60, height: 50),
      CGRect(x: 24, y: h * 0.62, width: 140, height: 90),
    ]
    for (building, frame) in zip(buildings, blocks) { building.frame = frame }
    // A river crossing the city at a slant, under the bridges, into the sheet's medium detent.
    river.bounds = CGRect(x: 0, y: 0, width: w * 2.4, height: 44)
    river.center = CGPoint(x: w / 2, y: 372)
    river.transform = CGAffineTransform(rotationAngle: -0.3)
    // Streets: three across, two down, two on a slant; the avenue down the middle.
    let across: [CGFloat] = [108, 250, 350]
    for (street, y) in zip(streets, across) {
      street.frame = CGRect(x: 0, y: y, width: w, height: 10)
    }
    streets[3].frame = CGRect(x: 194, y: 0, width: 10, height: h)
    streets[4].frame = CGRect(x: 296, y: 0, width: 10, height: h)
    for (street, y) in zip(streets[5...], [h * 0.7, h * 0.85]) {
      street.transform = .identity
      street.bounds = CGRect(x: 0, y: 0, width: w * 1.6, height: 10)
      street.center = CGPoint(x: w / 2, y: y)
      street.transform = CGAffineTransform(rotationAngle: 0.2)
    }
    mainAvenue.frame = CGRect(x: 186 - 100, y: 0, width: 16, height: h)
    // The user, at a crossing above the sheet.
    let me = CGPoint(x: 94, y: 254)
    halo.frame = CGRect(x: me.x - 30, y: me.y - 30, width: 60, height: 60)
    dot.frame = CGRect(x: me.x - 10, y: me.y - 10, width: 20, height: 20)
    // The map controls, top right under the status bar: two buttons in one rounded panel.
    controls.frame = CGRect(x: w - 56, y: safeAreaInsets.top + 8, width: 44, height: 88)
    controlSeparator.frame = CGRect(x: 0, y: 43.5, width: 44, height: 1)
    controlIcons[0].frame = CGRect(x: 13, y: 13, width: 18, height: 18)
    controlIcons[1].frame = CGRect(x: 15, y: 57, width: 14, height: 18)
  }
}
