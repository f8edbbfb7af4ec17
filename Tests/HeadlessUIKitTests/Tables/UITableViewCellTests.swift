import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UITableViewCellTests {
  /// A cell of `style`, 393 × 44 points, laid out after `configure`.
  func cell(
    _ style: UITableViewCell.CellStyle, configure: (UITableViewCell) -> Void = { _ in }
  ) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: "Cell")
    cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
    configure(cell)
    cell.layoutIfNeeded()
    return cell
  }

  @Test func theDefaultStyleHasTextAfterTheImageAndNoDetail() throws {
    let bitmap = try PremultipliedRGBA8Bitmap(
      width: 29, height: 29, fill: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    let c = cell(.default) {
      $0.textLabel?.text = "Wi-Fi"
      $0.imageView?.image = UIImage(cgImage: CGImage(bitmap: bitmap))
    }
    #expect(c.detailTextLabel == nil)
    #expect(c.reuseIdentifier == "Cell")
    let image = try #require(c.imageView)
    #expect(image.frame == CGRect(x: 16, y: 7.5, width: 29, height: 29))
    let text = try #require(c.textLabel)
    #expect(text.frame.minX == 61 && text.frame.maxX == 377)
    #expect(abs(text.frame.midY - 22) < 1e-9)
    #expect(text.font.pointSize == 17 && text.superview === c.contentView)
  }

  @Test func value1PutsTheDetailAtTheTrailingEdge() throws {
    let c = cell(.value1) {
      $0.textLabel?.text = "Wi-Fi"
      $0.detailTextLabel?.text = "Home"
    }
    let detail = try #require(c.detailTextLabel)
    #expect(detail.frame.maxX == 377 && detail.textAlignment == .right)
    #expect(detail.textColor == .secondaryLabel)
    #expect(c.textLabel?.frame.minX == 16)
    #expect(try #require(c.textLabel).frame.maxX <= detail.frame.minX)
  }

  @Test func subtitleStacksTheDetailUnderTheText() throws {
    let c = cell(.subtitle) {
      $0.textLabel?.text = "Title"
      $0.detailTextLabel?.text = "Subtitle"
    }
    let text = try #require(c.textLabel)
    let detail = try #require(c.detailTextLabel)
    // Heights in thirds of a point (the main screen's pixels): equal but for rounding error.
    #expect(abs(detail.frame.minY - text.frame.maxY) < 1e-9 && detail.font.pointSize == 12)
    #expect(abs((text.frame.minY + detail.frame.maxY) / 2 - 22) < 1e-9)
  }

  @Test func value2RightAlignsTheTextInAColumn() throws {
    let c = cell(.value2) {
      $0.textLabel?.text = "mobile"
      $0.detailTextLabel?.text = "555 0100"
    }
    let text = try #require(c.textLabel)
    #expect(text.textAlignment == .right && text.frame.maxX == 118)  // 30 % of 393
    #expect(try #require(c.detailTextLabel).frame.minX == 124)
  }

  @Test func anAccessoryShortensTheContentView() throws {
    let c = cell(.default) { $0.accessoryType = .disclosureIndicator }
    // The 8-point chevron at the 16-point inset, 10 points after the content.
    #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: 359, height: 44))
    let custom = UISwitchLike(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    c.accessoryView = custom
    c.layoutIfNeeded()
    #expect(custom.frame == CGRect(x: 326, y: 6.5, width: 51, height: 31))
    #expect(c.contentView.frame.width == 316)
  }

  @Test func selectionShowsTheSelectedBackground() {
    let c = cell(.default)
    let selected = UIView()
    c.selectedBackgroundView = selected
    #expect(selected.isHidden)
    c.setSelected(true, animated: false)
    c.layoutIfNeeded()
    #expect(c.isSelected && !selected.isHidden && selected.frame == c.bounds)
    c.isSelected = false
    c.isHighlighted = true
    #expect(!selected.isHidden)
    c.selectionStyle = .none
    #expect(selected.isHidden)
  }

  @Test func prepareForReuseResetsTheState() {
    let c = cell(.default)
    c.alpha = 0.5
    c.setSelected(true, animated: false)
    c.setHighlighted(true, animated: false)
    c.prepareForReuse()
    #expect(c.alpha == 1 && !c.isSelected && !c.isHighlighted)
  }

  @Test func separatorsFollowTheInset() {
    let c = cell(.default) {
      $0.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
    }
    #expect(c.separatorView.frame.minX == 60 && c.separatorView.frame.maxX == 383)
    #expect(c.separatorView.frame.maxY == 44)
  }

  @Test func aRegisteredSubclassIsMadeWithItsStyleInitializer() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400), style: .plain)
    table.register(VibrantLikeCell.self, forCellReuseIdentifier: "Menu")
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "Menu") as? VibrantLikeCell)
    #expect(cell.madeBy == "init(style:reuseIdentifier:)" && cell.reuseIdentifier == "Menu")
    #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
  }
}

/// A subclass written as SideMenu's `UITableViewVibrantCell` is.
final class VibrantLikeCell: UITableViewCell {
  var madeBy = ""

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeBy = "init(style:reuseIdentifier:)"
    backgroundColor = .clear
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    madeBy = "init(coder:)"
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    selectedBackgroundView?.frame = bounds
  }
}

/// Any view used as an accessory.
final class UISwitchLike: UIView {}
