import Curtain

// Dynamic Type on a stage: a screen of text styles in English, Chinese and emoji whose labels
// adjust their fonts for the content size category, while the user's Text Size setting steps
// from Large up to AX3 and back down to xS.

extension NamedFilm {
  /// A page of text styles grows as the stage's content size category steps from L to AX3,
  /// then shrinks to xS.
  static let dynamicType = NamedFilm(
    "dynamic-type",
    summary: "A page of text styles grows from Large to AX3 and shrinks to xS as Text Size moves.",
    source: "Apple's Dynamic Type sizes (docs/dynamic-type.md)",
    film: Film(duration: 2) { stage in
      stage.window.rootViewController = TextStylesViewController()
      stage.at(0.5) { stage.preferredContentSizeCategory = .accessibilityMedium }
      stage.at(1.0) { stage.preferredContentSizeCategory = .accessibilityExtraLarge }
      stage.at(1.5) { stage.preferredContentSizeCategory = .extraSmall }
    })
}

/// Labels in a stack, one per text style, each following the content size category.
final class TextStylesViewController: UIViewController {
  let lines: [(UIFont.TextStyle, String)] = [
    (.largeTitle, "Large Title 标题"),
    (.title1, "Title 1 🎉"),
    (.headline, "Headline 新闻"),
    (.body, "Body text wraps as the size grows. 正文随字号换行。"),
    (.footnote, "Footnote 👍 脚注"),
    (.caption2, "Caption 2"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    for (style, text) in lines {
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: style)
      label.adjustsFontForContentSizeCategory = true
      stack.addArrangedSubview(label)
    }
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
