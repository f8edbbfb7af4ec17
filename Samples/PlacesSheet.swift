import Curtain

/// The content of a Maps-style search sheet, in a list that fills it: a search field and an
/// avatar, a row of favourite places, then recently viewed ones. Laid out from the sheet's top,
/// so that the medium detent shows the search field and the favourites, and the large one the
/// first recents; the rest scroll into view.
final class PlacesViewController: UIViewController {
  /// The list the sheet tracks: a drag in it expands the sheet, then scrolls.
  let list = UIScrollView()
  private let field = UIView()
  private let magnifier = UIView()
  private let prompt = UILabel()
  private let avatar = UIView()
  private let favouritesTitle = UILabel()
  private let favourites: [(icon: UIView, name: UILabel)] = (0..<4).map { _ in (UIView(), UILabel())
  }
  private let recentsTitle = UILabel()
  private let recents: [(icon: UIView, name: UILabel, detail: UILabel, rule: UIView)] =
    (0..<PlacesViewController.recentNames.count).map { _ in
      (UIView(), UILabel(), UILabel(), UIView())
    }

  private static let favouriteNames = ["Home", "Work", "Café", "Add"]
  private static let favouriteColours: [UIColor] = [
    .systemBlue, .systemBrown, .systemOrange, .systemGray5,
  ]
  private static let recentNames = [
    ("Riverside Park", "Park · 0.8 km"), ("Central Station", "Train station · 1.2 km"),
    ("Harbour Market", "Market · 2.4 km"), ("City Library", "Library · 3.1 km"),
    ("Old Town Bakery", "Bakery · 3.6 km"), ("Botanical Garden", "Garden · 4.0 km"),
    ("Museum of Art", "Museum · 4.3 km"), ("Lighthouse Pier", "Pier · 5.1 km"),
    ("Hilltop Lookout", "Viewpoint · 5.8 km"), ("Marina Cinema", "Cinema · 6.2 km"),
    ("Stadium", "Stadium · 7.0 km"), ("Airport", "Airport · 14 km"),
  ]
  private static let recentColours: [UIColor] = [
    .systemGreen, .systemIndigo, .systemTeal, .systemPurple, .systemOrange,
  ]

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(list)
    field.backgroundColor = .tertiarySystemFill
    field.layer.cornerRadius = 10
    magnifier.layer.borderWidth = 2
    magnifier.layer.borderColor = UIColor.secondaryLabel.cgColor
    magnifier.layer.cornerRadius = 6
    style(prompt, "Search Maps", size: 17, colour: .secondaryLabel)
    avatar.backgroundColor = .systemPink
    avatar.layer.cornerRadius = 18
    style(favouritesTitle, "Favorites", size: 20, colour: .label, weight: .bold)
    style(recentsTitle, "Recently Viewed", size: 20, colour: .label, weight: .bold)
    for (index, favourite) in favourites.enumerated() {
      favourite.icon.backgroundColor = Self.favouriteColours[index]
      favourite.icon.layer.cornerRadius = 30
      style(favourite.name, Self.favouriteNames[index], size: 13, colour: .label)
      favourite.name.textAlignment = .center
    }
    for (index, recent) in recents.enumerated() {
      recent.icon.backgroundColor = Self.recentColours[index % Self.recentColours.count]
      recent.icon.layer.cornerRadius = 18
      style(recent.name, Self.recentNames[index].0, size: 17, colour: .label)
      style(recent.detail, Self.recentNames[index].1, size: 13, colour: .secondaryLabel)
      recent.rule.backgroundColor = .separator
    }
    let views: [UIView] =
      [field, magnifier, prompt, avatar, favouritesTitle, recentsTitle]
      + favourites.flatMap { [$0.icon, $0.name] }
      + recents.flatMap { [$0.icon, $0.name, $0.detail, $0.rule] }
    for v in views { list.addSubview(v) }
  }

  private func style(
    _ label: UILabel, _ text: String, size: CGFloat, colour: UIColor,
    weight: UIFont.Weight = .regular
  ) {
    label.text = text
    label.font = .systemFont(ofSize: size, weight: weight)
    label.textColor = colour
  }

  override func viewDidLayoutSubviews() {
    let w = view.bounds.width
    field.frame = CGRect(x: 16, y: 22, width: w - 32 - 48, height: 36)
    magnifier.frame = CGRect(x: 26, y: 32, width: 12, height: 12)
    prompt.frame = CGRect(x: 46, y: 22, width: w - 140, height: 36)
    avatar.frame = CGRect(x: w - 52, y: 22, width: 36, height: 36)
    favouritesTitle.frame = CGRect(x: 16, y: 78, width: w - 32, height: 26)
    let step = (w - 32) / CGFloat(favourites.count)
    for (index, favourite) in favourites.enumerated() {
      let x = 16 + step * CGFloat(index)
      favourite.icon.frame = CGRect(x: x + (step - 60) / 2, y: 116, width: 60, height: 60)
      favourite.name.frame = CGRect(x: x, y: 182, width: step, height: 18)
    }
    recentsTitle.frame = CGRect(x: 16, y: 228, width: w - 32, height: 26)
    for (index, recent) in recents.enumerated() {
      let y = 266 + CGFloat(index) * 64
      recent.icon.frame = CGRect(x: 16, y: y + 8, width: 36, height: 36)
      recent.name.frame = CGRect(x: 64, y: y + 4, width: w - 80, height: 22)
      recent.detail.frame = CGRect(x: 64, y: y + 27, width: w - 80, height: 18)
      recent.rule.frame = CGRect(x: 64, y: y + 57, width: w - 64, height: 0.5)
    }
    list.contentSize = CGSize(width: w, height: 266 + CGFloat(recents.count) * 64 + 8)
  }
}
