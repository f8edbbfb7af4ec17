/// One change `curtain-port` made to a file.
public struct Rewrite: Hashable, Sendable {
  /// What kind of change it was.
  public enum Kind: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `#selector(didPan(_:))` became `CardViewController.didPan(_:)`.
    case selector
    /// An `@objc optional` requirement became a plain one with a default implementation.
    case optionalRequirement
    /// `delegate?.method?(…)` became `delegate?.method(…)`.
    case optionalCall
    /// An `@objc` protocol kept its class constraint as `AnyObject`.
    case classBound
    /// An `#if` guard on iOS or UIKit was opened on its iOS branch.
    case platformGuard
    /// An attribute or modifier (`@objc`, `@IBOutlet`, `dynamic`, …) was dropped.
    case dropped(String)
    /// `import os.log` became `import OSLog`, or `import UIKit.X` became `import UIKit`.
    case submoduleImport
    /// `import UIKit` was added to a file that uses UIKit without importing it.
    case uikitImport
    /// `import Foundation` or `import Dispatch` was dropped from a file that imports UIKit, so
    /// that the main queue and timers run on the stage's clock.
    case foundationImport
    /// A `Selector` parameter passed straight to a target–action call became an unapplied method.
    case selectorParameter
    /// Code using the Objective-C runtime was fenced in `#if canImport(ObjectiveC)`.
    case objectiveCFence
    /// SwiftUI interop was fenced in `#if canImport(SwiftUI)`.
    case swiftUIFence
    /// `responds(to:)` of a UIKit member that is not optional became `true`.
    case uikitResponds
    /// An override that only called `super`, of a member declared in an extension, was dropped.
    case forwardingOverride
    /// An override written in an extension moved into its class's declaration.
    case movedOverride
    /// A protocol requiring an initializer gained a base protocol without it, for a class from
    /// another module to conform to.
    case baseProtocol
    /// A call of an initializer such a class lost became a call of a method on a new object.
    case initializerCall
    /// A delegate proxy forwarding through `forwardingTarget(for:)` gained explicit forwarding
    /// methods for Linux.
    case delegateForwarding
    /// `receiver.value(forKeyPath: #keyPath(Type.a))` became the read `(receiver.a as Any?)`.
    case keyPathRead
    /// `#keyPath(Type.a.b)` became the string it stands for, `"a.b"`.
    case keyPathString
    /// A file importing `SnapshotTesting` gained `import CurtainTesting` (guarded), which holds
    /// the library's UIKit strategies on Linux.
    case snapshotStrategiesImport
    /// A file using URL loading gained `import FoundationNetworking` (guarded), where Linux
    /// declares it.
    case networkingImport
    /// `#selector(hide)` sent or asked about (`perform(_:)`, `responds(to:)`, …) became the
    /// value `Selector("hide", Toast.hide)`.
    case selectorValue
    /// `conforms(to: Draggable.self)` became
    /// `conforms(to: Protocol(Draggable.self) { $0 is any Draggable.Type })`.
    case protocolValue
    /// A swizzled method's call of itself (the original implementation, once exchanged) became
    /// a `perform` of its selector, which the exchange routes.
    case swizzledCall
    /// `import Darwin` became `import Foundation` (or went, where UIKit brings it), and
    /// `Darwin.sqrt(x)` became `Foundation.sqrt(x)`.
    case darwinModule
    /// `type(of: object).description()`, Objective-C's class method, became
    /// `NSStringFromClass(type(of: object))`.
    case classDescription
    /// A target–action method whose parameters all have defaults and none takes the sender
    /// (`hide(forced: Bool = false)`) became a closure calling it with its defaults.
    case defaultedAction
    /// A target–action selector naming a class other than the target's declared one became a
    /// closure casting the target to that class when the action is sent.
    case castTarget
    /// An `@NSManaged` property gained accessors storing it by key-value coding.
    case managedProperty
    /// Overrides in an extension of one of UIKit's classes moved into a subclass of the
    /// library's own, which the library's calls of the class's initializers now create.
    case categoryOverride
    /// A gesture recognizer's `override init(target:action:)` taking a `Selector` became an
    /// initializer of its own that sends the selector with `perform(_:with:)`.
    case selectorInitializer
    /// A selector sent through an `AnyObject` (`target?.performSelector(…)`) is sent through
    /// `(target as? NSObject)?`, where Linux declares the sending methods.
    case anyObjectSend
    /// An NSNumber or NSString property read through `AnyObject` is read through a cast.
    case anyObjectMember
    /// Code using a framework Linux lacks (VisionKit) is fenced in `#if canImport(…)`.
    case frameworkFence
    /// A URL session setting Linux lacks (`waitsForConnectivity`) is fenced where it is set.
    case networkingSetting
    /// `item.target = self` and `item.action = #selector(m)` became `item.setAction(target:_:)`.
    case barButtonAction
    /// A class deriving from `NSObject` that overrides `observeValue(forKeyPath:of:change:context:)`
    /// derives from `KeyValueObservingObject`, which declares it.
    case keyValueObserverBase

    public var description: String {
      switch self {
      case .selector: return "#selector → unapplied method"
      case .optionalRequirement: return "@objc optional → default"
      case .optionalCall: return "optional call → plain call"
      case .classBound: return "@objc protocol → AnyObject"
      case .platformGuard: return "#if iOS guard opened"
      case .dropped(let name): return "\(name) dropped"
      case .submoduleImport: return "os, ObjectiveC or submodule import → module import"
      case .uikitImport: return "import UIKit added"
      case .foundationImport: return "import Foundation dropped (UIKit brings it)"
      case .selectorParameter: return "Selector parameter → unapplied method"
      case .objectiveCFence: return "Objective-C runtime code fenced"
      case .swiftUIFence: return "SwiftUI interop fenced"
      case .uikitResponds: return "responds(to:) of a UIKit member → true"
      case .forwardingOverride: return "forwarding override dropped"
      case .movedOverride: return "override moved into its class"
      case .baseProtocol: return "init() requirement → base protocol"
      case .initializerCall: return "lost initializer → method on a new object"
      case .delegateForwarding: return "message forwarding → delegate methods"
      case .keyPathRead: return "key-value read → property read"
      case .keyPathString: return "#keyPath → string"
      case .snapshotStrategiesImport: return "import CurtainTesting added"
      case .networkingImport: return "import FoundationNetworking added"
      case .selectorValue: return "#selector → Selector value"
      case .protocolValue: return "P.self → Protocol value"
      case .swizzledCall: return "swizzled method's original call → perform"
      case .darwinModule: return "Darwin → Foundation"
      case .classDescription: return "type(of:).description() → NSStringFromClass"
      case .defaultedAction: return "action with defaulted parameters → closure"
      case .castTarget: return "action on a cast target → closure"
      case .managedProperty: return "@NSManaged → key-value accessors"
      case .categoryOverride: return "override of a UIKit class → library subclass"
      case .selectorInitializer: return "init(target:action:) with a Selector → own initializer"
      case .anyObjectSend: return "selector sent through AnyObject → through NSObject"
      case .anyObjectMember: return "property read through AnyObject → through a cast"
      case .frameworkFence: return "code on a framework Linux lacks fenced"
      case .networkingSetting: return "URL session setting Linux lacks fenced"
      case .barButtonAction: return "bar button target and action → setAction"
      case .keyValueObserverBase: return "NSObject observer → KeyValueObservingObject"
      }
    }
  }

  public let kind: Kind
  /// The line of the ported text where the change is (1-based).
  public let line: Int
  /// What was done, for the kinds that change code's shape or behaviour (a moved, dropped or
  /// fenced declaration); nil for the others.
  public let detail: String?

  public init(_ kind: Kind, line: Int, detail: String? = nil) {
    self.kind = kind
    self.line = line
    self.detail = detail
  }
}

/// A place `curtain-port` found and could not rewrite, with the reason and what to do.
public struct PortNote: Hashable, Sendable, CustomStringConvertible {
  /// The line of the ported text (1-based); for a file left untouched, of the text as given
  /// with its iOS guards opened (the same unless it has any).
  public let line: Int
  /// The column, in UTF-8 bytes (1-based).
  public let column: Int
  public let message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(line):\(column): \(message)" }
}
