import Foundation

/// The pieces UIKit's debugging descriptions are made of: class names as the Objective-C runtime
/// gives them, addresses, and numbers, colours and images formatted as UIKit formats them
/// (docs/uikit-behaviour.md#view-descriptions).
enum ObjectDescription {
  /// UIKit's classes in Curtain that stand for a private UIKit class of another name.
  private static let privateNames: [String: String] = [
    "NavigationContainerView": "UILayoutContainerView",
    "TabBarContainerView": "UILayoutContainerView",
    "SplitContainerView": "UILayoutContainerView",
    "PageViewControllerContentView": "_UIPageViewControllerContentView",
  ]

  /// The modules whose classes are Apple's: their names print without a module.
  static let frameworkModules = ["HeadlessUIKit", "HeadlessQuartzCore", "HeadlessCoreGraphics"]
  private static let frameworks = frameworkModules.map { $0 + "." }

  /// An object's class as `NSStringFromClass` gives it: `UIView` for UIKit's, `App.CardView` for
  /// a top-level Swift class, `_TtCC3App5Outer5Inner` for a class nested in a class.
  static func className(of object: AnyObject) -> String {
    runtimeName(of: type(of: object))
  }

  /// The runtime name of a class (see ``className(of:)``).
  static func runtimeName(of type: AnyClass) -> String {
    let name = String(reflecting: type)
    for framework in frameworks where name.hasPrefix(framework) {
      let bare = String(name.dropFirst(framework.count))
      return privateNames[bare] ?? bare
    }
    let parts = name.split(separator: ".").map(String.init)
    guard parts.count > 2, !name.contains("("), !name.contains("<") else { return name }
    // A nested class: Swift's runtime gives it its mangled name, nesting classes being `C`.
    return "_TtC" + String(repeating: "C", count: parts.count - 2)
      + parts.map { "\($0.utf8.count)\($0)" }.joined()
  }

  /// Whether a class is one of UIKit's (or Core Animation's).
  static func isFrameworkClass(_ type: AnyClass) -> Bool {
    let name = String(reflecting: type)
    return frameworks.contains { name.hasPrefix($0) }
  }

  /// The nearest UIKit class a view's class derives from, as UIKit prints it after `baseClass =`
  /// for views of other classes; nil for UIKit's own views and for direct subclasses of
  /// `UIView`, which UIKit does not annotate.
  static func baseClassName(of object: UIView) -> String? {
    var current: AnyClass = type(of: object)
    guard !isFrameworkClass(current) else { return nil }
    while let parent = _getSuperclass(current) {
      if isFrameworkClass(parent) {
        return parent == UIView.self ? nil : runtimeName(of: parent)
      }
      current = parent
    }
    return nil
  }

  /// The object's address, as `%p` prints it.
  static func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
  }

  /// `<Class: 0x…>`, as UIKit refers to another object inside a description.
  static func reference(_ object: AnyObject) -> String {
    "<\(className(of: object)): \(address(object))>"
  }

  /// `(x y; w h)`, each number as `%g` prints it.
  static func frame(_ rect: CGRect) -> String {
    let values = [rect.origin.x, rect.origin.y, rect.width, rect.height].map(short)
    return "(\(values[0]) \(values[1]); \(values[2]) \(values[3]))"
  }

  /// A number as `%g` prints it: six significant digits, `-0` for negative zero.
  static func short(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

  /// A number as `%.17g` prints it: enough digits to read it back exactly.
  static func precise(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

  /// A label's text as UIKit quotes it: longer texts are cut after 25 characters and end in
  /// `...`.
  static func truncated(_ text: String) -> String {
    text.count > 25 ? String(text.prefix(25)) + "..." : text
  }

  /// An autoresizing mask as UIKit abbreviates it: `LM+W+RM+TM+H+BM`, in that order.
  static func autoresizing(_ mask: UIView.AutoresizingMask) -> String {
    let names: [(UIView.AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
  }

  /// A colour as UIKit prints it inside a view's description: fixed colours by their colour
  /// space and components, dynamic ones as the object they are.
  static func color(_ color: UIColor) -> String {
    guard case .dynamic = color.storage else { return color.description }
    guard let name = color.systemName else {
      return "<UIDynamicProviderColor: \(address(color)); provider = <__NSMallocBlock__: 0x0>>"
    }
    return "<UIDynamicSystemColor: \(address(color)); name = \(name)>"
  }

  /// An image as iOS 17 prints it: `<UIImage:0x… CGImage anonymous; (40 40)@3>`.
  static func image(_ image: UIImage) -> String {
    let size = image.size
    return "<UIImage:\(address(image)) CGImage anonymous; (\(short(size.width)) "
      + "\(short(size.height)))@\(short(image.scale))>"
  }
}
