import Foundation

extension Stage {
  /// Prints a UIKit console message: recorded in the trace (subject "UIKit", as `Warning: …`),
  /// kept in ``messages`` and handed to ``onMessage``.
  func log(_ text: String) {
    let message = UIKitMessage(time: time, text: text)
    messages.append(message)
    trace.record(subject: "UIKit", "Warning: \(text)")
    onMessage?(message)
  }

  /// How UIKit describes an object in its messages: its class, qualified by its module unless
  /// it is one of UIKit's own, and, where iOS prints a memory address, a number that is the same
  /// on every run of the same film (objects are numbered in the order they are first described).
  func describe(_ object: AnyObject) -> String {
    "<\(Self.className(of: object)): 0x\(String(objectNumber(object), radix: 16))>"
  }

  /// An object's class as UIKit prints it: `UIViewController`, `Demos.CardViewController`.
  static func className(of object: AnyObject) -> String {
    let name = String(reflecting: type(of: object))
    for framework in ["HeadlessUIKit.", "HeadlessQuartzCore.", "HeadlessCoreGraphics."]
    where name.hasPrefix(framework) {
      return String(name.dropFirst(framework.count))
    }
    return name
  }

  /// The number that stands for `object`'s address in messages: 1 for the first described.
  func objectNumber(_ object: AnyObject) -> Int {
    if let index = describedObjects.firstIndex(where: { $0 === object }) { return index + 1 }
    describedObjects.append(object)
    return describedObjects.count
  }
}
