import Foundation

extension UIView {
  /// The view as iOS 17 and 18 describe it (`po view`), or as earlier versions do when the
  /// simulated version (``CurtainSimulator/systemVersion``) is one of them; for example
  /// `<UILabel: 0x6000; frame = (16 20; 288 20.3333); text = 'Hi'; userInteractionEnabled = NO;
  /// backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer: 0x6001>>`
  /// (docs/uikit-behaviour.md#view-descriptions).
  ///
  /// Numbers are printed as UIKit prints them: frames with `%g` (six significant digits, so a
  /// third of a point shows as `.333` or `.667`), transforms and scroll geometry with `%.17g`.
  /// The address is the object's own, as on iOS; snapshot strategies strip addresses.
  var uikitDescription: String {
    var fields: [String] = []
    if let base = ObjectDescription.baseClassName(of: self) { fields.append("baseClass = \(base)") }
    fields.append("frame = \(ObjectDescription.frame(frame))")
    if let text = describedText { fields.append("text = '\(ObjectDescription.truncated(text))'") }
    if !transform.isIdentity {
      let t = transform
      let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(ObjectDescription.precise)
      fields.append("transform = [\(values.joined(separator: ", "))]")
    }
    if clipsToBounds { fields.append("clipsToBounds = YES") }
    if isHidden { fields.append("hidden = YES") }
    if alpha != 1 { fields.append("alpha = \(ObjectDescription.short(alpha))") }
    if !describedOpaque { fields.append("opaque = NO") }
    if !autoresizingMask.isEmpty {
      fields.append("autoresize = \(ObjectDescription.autoresizing(autoresizingMask))")
    }
    if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
    if tag != 0 { fields.append("tag = \(tag)") }
    if !_gestureRecognizers.isEmpty {
      fields.append(
        "gestureRecognizers = <NSArray: \(ObjectDescription.address(_gestureRecognizers as NSArray))>"
      )
    }
    if let animations = describedAnimations { fields.append("animations = { \(animations)}") }
    if let color = describedBackgroundColor {
      fields.append("backgroundColor = \(ObjectDescription.color(color))")
    }
    if let image = (self as? UIImageView)?.image, CurtainSimulator.majorVersion >= 17 {
      fields.append("image = \(ObjectDescription.image(image))")
    }
    fields.append("layer = <\(describedLayerClassName): \(ObjectDescription.address(layer))>")
    fields += scrollViewFields
    return "<\(ObjectDescription.className(of: self)): \(ObjectDescription.address(self)); "
      + fields.joined(separator: "; ") + ">"
  }

  /// The view and its subviews, one line each, indented by depth as UIKit's debugging method
  /// `recursiveDescription` prints them: `   | ` before a child, `   |    | ` before a
  /// grandchild. Subviews UIKit would not have made (a button's unused title label) are left out.
  package func recursiveDescription() -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      let bars = Array(repeating: "|", count: depth).joined(separator: "    ")
      lines.append((depth == 0 ? "" : "   \(bars) ") + view.description)
      for child in view.describedSubviews { visit(child, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// The subviews UIKit would have: a button makes its image view and title label only once it
  /// has an image or a title.
  private var describedSubviews: [UIView] {
    guard let button = self as? UIButton else { return _subviews }
    return _subviews.filter { child in
      if child === button.titleView { return button.currentTitle != nil }
      if child === button.imageContentView { return button.currentImage != nil }
      if child === button.backgroundImageView { return button.currentBackgroundImage != nil }
      return true
    }
  }

  /// The layer's attached animations as UIKit lists them, in the order they were added:
  /// `opacity=<CABasicAnimation: 0x6000>; ` for each key (unkeyed ones have none to show).
  private var describedAnimations: String? {
    let entries = (layer.animationKeys() ?? []).compactMap { key -> String? in
      guard !key.hasPrefix("curtain.unkeyed."), let animation = layer.animation(forKey: key)
      else { return nil }
      let name = ObjectDescription.className(of: animation)
      return "\(key)=<\(name): \(ObjectDescription.address(animation))>; "
    }
    return entries.isEmpty ? nil : entries.joined()
  }

  /// The text UIKit shows in the description: a label's, a text view's, a cell's label's.
  private var describedText: String? {
    switch self {
    case let label as UILabel: return label.text
    case let textView as UITextView: return textView.text ?? ""
    case let cell as UITableViewCell: return cell._textLabel?.text
    default: return nil
    }
  }

  /// Whether UIKit would call the view opaque: a label keeps UIKit's default (opaque) until its
  /// `isOpaque` is set, as Curtain's labels are made non-opaque to draw on a clear backing; a
  /// button's title label (`UIButtonLabel`) is not opaque.
  private var describedOpaque: Bool {
    if self is UIButtonLabel { return false }
    if let label = self as? UILabel, !label.isOpaqueSet { return true }
    return isOpaque
  }

  /// The background colour as UIKit prints it: only from iOS 17 on (earlier descriptions leave
  /// it out), and labels other than a button's are made with a clear background.
  private var describedBackgroundColor: UIColor? {
    guard CurtainSimulator.majorVersion >= 17 else { return nil }
    return backgroundColor ?? (self is UILabel && !(self is UIButtonLabel) ? .clear : nil)
  }

  /// The backing layer's class as UIKit names it: labels have `_UILabelLayer`, windows
  /// `UIWindowLayer`.
  private var describedLayerClassName: String {
    if type(of: layer) == CALayer.self {
      if self is UILabel { return "_UILabelLayer" }
      if self is UIWindow { return "UIWindowLayer" }
    }
    return ObjectDescription.className(of: layer)
  }

  /// What a scroll view adds after its layer: its offset, content size and insets, then a
  /// table's data source or a collection view's layout and data source.
  private var scrollViewFields: [String] {
    guard let scroll = self as? UIScrollView else { return [] }
    let o = scroll.contentOffset
    let s = scroll.contentSize
    let i = scroll.adjustedContentInset
    let p = ObjectDescription.precise
    var fields = [
      "contentOffset: {\(p(o.x)), \(p(o.y))}", "contentSize: {\(p(s.width)), \(p(s.height))}",
      "adjustedContentInset: {\(p(i.top)), \(p(i.left)), \(p(i.bottom)), \(p(i.right))}",
    ]
    if let collection = scroll as? UICollectionView {
      fields.append("layout: \(ObjectDescription.reference(collection.collectionViewLayout))")
      if let source = collection.dataSource {
        fields.append("dataSource: \(ObjectDescription.reference(source))")
      }
    } else if let source = (scroll as? UITableView)?.dataSource {
      fields.append("dataSource: \(ObjectDescription.reference(source))")
    }
    return fields
  }
}
