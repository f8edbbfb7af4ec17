import Foundation
import Testing

@testable import HeadlessUIKit

/// Apple's Dynamic Type table as `preferredFont(forTextStyle:compatibleWith:)` and
/// `UIFontMetrics` give it (docs/dynamic-type.md).
@Suite struct DynamicTypeFontTests {
  func font(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> UIFont {
    .preferredFont(
      forTextStyle: style,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
  }

  /// Apple's sizes for three styles at every category, smallest first.
  @Test(
    arguments: [
      (UIFont.TextStyle.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [CGFloat]),
      (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
      (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ])
  func sizesFollowTheTable(style: UIFont.TextStyle, sizes: [CGFloat]) {
    #expect(UIContentSizeCategory.allSizes.map { font(style, $0).pointSize } == sizes)
  }

  @Test func everyStyleGrowsWithTheCategoryAndKeepsItsOrder() {
    let styles: [UIFont.TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .callout, .subheadline, .footnote,
      .caption1, .caption2,
    ]
    for category in UIContentSizeCategory.allSizes {
      let sizes = styles.map { font($0, category).pointSize }
      #expect(sizes == sizes.sorted(by: >), "\(category.shortName): \(sizes)")
      #expect(font(.headline, category).pointSize == font(.body, category).pointSize)
    }
    for style in styles + [.body] {
      let sizes = UIContentSizeCategory.allSizes.map { font(style, $0).pointSize }
      #expect(sizes == sizes.sorted(), "\(style.rawValue)")
      for category in UIContentSizeCategory.allSizes {
        let m = DynamicTypeTable.metrics(style, category)
        #expect(m.leading > m.size, "\(style.rawValue) at \(category.shortName)")
      }
    }
  }

  @Test func headlineIsSemiboldAndTheOthersRegular() {
    #expect(font(.headline, .large).weight == .semibold)
    #expect(font(.headline, .accessibilityLarge).weight == .semibold)
    #expect(font(.body, .large).weight == .regular)
    #expect(font(.largeTitle, .extraSmall).weight == .regular)
  }

  @Test func anUnspecifiedCategoryOffAStageIsLarge() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(font(.title1, .unspecified).pointSize == 28)
    #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: nil).pointSize == 13)
  }

  @Test func fontMetricsScaleByTheStylesRatio() {
    let body = UIFontMetrics(forTextStyle: .body)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(body.scaledValue(for: 17, compatibleWith: ax5) == 53)
    #expect(body.scaledValue(for: 17, compatibleWith: xs) == 14)
    #expect(body.scaledValue(for: 34, compatibleWith: ax5) == 106)
    #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)  // .large off a stage
    let custom = UIFont(name: "Avenir-Heavy", size: 20)!
    let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom, compatibleWith: ax5)
    #expect(abs(scaled.pointSize - 20.0 * 58 / 28) < 1e-9)
    #expect(scaled.fontName == "Avenir-Heavy" && scaled.weight == .heavy)
    let capped = body.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5)
    #expect(capped.pointSize == 30)
    // Scaling a scaled font starts again from the font it was made from.
    #expect(abs(body.scaledFont(for: capped, compatibleWith: xs).pointSize - 20.0 * 14 / 17) < 1e-9)
  }

  @Test func fontsRememberHowToFollowAnotherCategory() {
    let preferred = font(.title2, .large)
    #expect(preferred.adjusted(to: .accessibilityMedium)?.pointSize == 34)
    let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(
      for: .systemFont(ofSize: 34, weight: .bold), maximumPointSize: 80,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    #expect(abs(scaled.adjusted(to: .extraExtraExtraLarge)!.pointSize - 46) < 1e-9)
    #expect(scaled.adjusted(to: .accessibilityExtraExtraExtraLarge)?.pointSize == 80)
    #expect(UIFont.systemFont(ofSize: 17).adjusted(to: .extraSmall) == nil)
  }

  @Test(
    arguments: [
      ("L", UIContentSizeCategory.large), ("xs", .extraSmall), ("xxxL", .extraExtraExtraLarge),
      ("AX1", .accessibilityMedium), ("ax5", .accessibilityExtraExtraExtraLarge),
      ("extraLarge", .extraLarge), ("accessibility-extra-large", .accessibilityExtraLarge),
      ("Medium", .medium),
    ])
  func categoriesAreNamedAsSettingsAndUIKitNameThem(name: String, category: UIContentSizeCategory) {
    #expect(UIContentSizeCategory(name: name) == category)
    #expect(UIContentSizeCategory(name: category.shortName) == category)
  }

  @Test func otherNamesAreNoCategory() {
    #expect(UIContentSizeCategory(name: "huge") == nil)
    #expect(UIContentSizeCategory(name: "") == nil)
    #expect(UIContentSizeCategory.unspecified.shortName == "unspecified")
  }
}
