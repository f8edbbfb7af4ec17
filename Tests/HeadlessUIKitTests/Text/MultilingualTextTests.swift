import Compositor
import CurtainTesting
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// English, Chinese and emoji in Dynamic Type labels at three content size categories: the
/// frames docs/text.md describes against iOS.
@MainActor @Suite struct MultilingualTextTests {
  /// A settings-like screen: a stack of wrapping labels in four text styles, each mixing
  /// English with Chinese and emoji.
  final class Mixed: UIViewController {
    let stack = UIStackView()

    override func viewDidLoad() {
      view.backgroundColor = .systemBackground
      let texts: [(UIFont.TextStyle, String)] = [
        (.largeTitle, "Photos 照片 📷"),
        (.headline, "Memories 回忆 🎉"),
        (.body, "Shared albums sync across your devices. 共享相簿会在你的设备间同步。👍"),
        (.footnote, "Last updated today 今天更新 ☀️"),
      ]
      for (style, text) in texts {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.text = text
        stack.addArrangedSubview(label)
      }
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      let margins = view.layoutMarginsGuide
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
  }

  @Test(arguments: [
    UIContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge,
  ])
  func englishChineseAndEmojiAtAContentSize(_ category: UIContentSizeCategory) throws {
    let stage = Stage(device: .iPhoneSE)
    stage.preferredContentSizeCategory = category
    let vc = Mixed()
    stage.run { stage.window.rootViewController = vc }
    stage.advance(to: 0.1)
    // Every label wraps to the stack's width and shows all its lines.
    for case let label as UILabel in vc.stack.arrangedSubviews {
      #expect(label.frame.width == vc.stack.frame.width)
      let fits = label.sizeThatFits(CGSize(width: label.frame.width, height: 0))
      #expect(label.frame.height == fits.height, "\(label.text ?? "")")
    }
    let frame = try Compositor().render(stage.renderTree())
    let height = min(frame.height, Int((vc.stack.frame.maxY + 8) * 2))
    assertGolden(
      try frame.cropped(to: PixelRect(x: 0, y: 0, width: frame.width, height: height)),
      named: category.rawValue)
  }
}
