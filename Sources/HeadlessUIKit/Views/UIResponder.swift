import Foundation

/// The base of views, view controllers and the application, as in UIKit: the responder chain
/// (`next`), the first responder, and touch events.
///
/// As in UIKit, responders (and layers, gesture recognizers, animations, bar items…) descend
/// from Foundation's `NSObject`: they are `Equatable` and `Hashable` by identity, and answer
/// `isEqual(_:)`, `hash`, `isKind(of:)` and `description`. `responds(to:)` is not there: it
/// needs the Objective-C runtime, which Foundation on Linux does not have.
@preconcurrency @MainActor open class UIResponder: NSObject, UIResponderStandardEditActions {
  public override init() { super.init() }

  /// The observations of the view's or controller's properties (see `KVO/`), made on first use.
  package var keyValueObservers: KeyValueObservers?

  /// The next responder: a view's view controller or superview, a view controller's view's
  /// superview, the window's application. Default: nil.
  open var next: UIResponder? { nil }

  // MARK: - First responder (see UIResponder+FirstResponder.swift)

  /// Whether the responder is its window's first responder.
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// Whether the responder may become first responder. Default: false.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder may give up first-responder status. Default: true.
  open var canResignFirstResponder: Bool { true }

  /// Makes the responder its window's first responder, if `canBecomeFirstResponder` and it is
  /// in a window whose current first responder agrees to resign.
  @discardableResult open func becomeFirstResponder() -> Bool { takeFirstResponder() }

  /// Gives up first-responder status, if `canResignFirstResponder`.
  @discardableResult open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

  /// A custom input view shown while first responder. Default: nil (there is no keyboard).
  open var inputView: UIView? { nil }
  /// A bar shown above the input view while first responder. Default: nil.
  open var inputAccessoryView: UIView? { nil }
  /// A controller for a custom input view (UIInputViewController.swift). Default: nil.
  open var inputViewController: UIInputViewController? { nil }
  /// A controller for a custom input accessory view. Default: nil.
  open var inputAccessoryViewController: UIInputViewController? { nil }
  /// The shortcuts bar's items for this responder, made when first asked for (iPad).
  open var inputAssistantItem: UITextInputAssistantItem {
    if let item = _inputAssistantItem { return item }
    let item = UITextInputAssistantItem()
    _inputAssistantItem = item
    return item
  }
  var _inputAssistantItem: UITextInputAssistantItem?
  /// Asks for the input views again. Default: nothing (Curtain shows no keyboard).
  open func reloadInputViews() {}

  // MARK: - Key-value coding (see KVO/KeyValueCoding.swift)

  /// Tells the object that the value at `keyPath` of `object`, which it observes with
  /// `addObserver(_:forKeyPath:options:context:)`, changed. Default: raises, as `NSObject`'s
  /// does; a subclass that observes overrides it and calls `super` for contexts not its own.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservers.raiseUnhandled(self, keyPath: keyPath)
  }

  /// The value of the property named `key`, its Objective-C name (`"hidden"` for `isHidden`),
  /// as `NSObject`'s key-value coding gives it; an unknown key goes to
  /// ``value(forUndefinedKey:)``.
  open func value(forKey key: String) -> Any? { KeyValueCoding.value(forKey: key, of: self) }
  /// Sets the property named `key`, converting numbers and raw values as Objective-C does.
  open func setValue(_ value: Any?, forKey key: String) {
    KeyValueCoding.setValue(value, forKey: key, of: self)
  }
  /// The value at a dotted key path (`"layer.cornerRadius"`).
  open func value(forKeyPath keyPath: String) -> Any? {
    KeyValueCoding.value(forKeyPath: keyPath, of: self)
  }
  /// Sets the value at a dotted key path.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    KeyValueCoding.setValue(value, forKeyPath: keyPath, of: self)
  }
  /// Reads a key the class does not have. Default: raises `NSUnknownKeyException`, as UIKit.
  open func value(forUndefinedKey key: String) -> Any? {
    KeyValueCoding.raiseUndefinedKey(key, of: self, setting: false)
    return nil
  }
  /// Sets a key the class does not have. Default: raises `NSUnknownKeyException`, as UIKit.
  open func setValue(_ value: Any?, forUndefinedKey key: String) {
    KeyValueCoding.raiseUndefinedKey(key, of: self, setting: true)
  }
  /// Sets nil for a property that cannot be nil. Default: raises
  /// `NSInvalidArgumentException`, as UIKit.
  open func setNilValueForKey(_ key: String) { KeyValueCoding.raiseNilValue(key, of: self) }

  // MARK: - Touches

  /// A finger touched down in this responder (a view hit-tested under it). Default: passes the
  /// touches on to `next`, as UIKit does.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  /// The touches moved. Default: passes them on to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  /// The fingers lifted. Default: passes the touches on to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  /// The touches were cancelled (a gesture recognizer took them). Default: passes them on.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Updated estimates arrived for touches (pencil force and angle). Default: nothing.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  /// The keyboard shortcuts the responder handles (none fire on a stage). Default: nil.
  open var keyCommands: [UIKeyCommand]? { nil }

  // MARK: - Presses, motion, remote control

  /// A physical button went down. Default: passes the presses on to `next`, as UIKit does.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }
  /// An analog button's value changed. Default: passes them on to `next`.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }
  /// The buttons came up. Default: passes them on to `next`.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }
  /// The presses were cancelled. Default: passes them on to `next`.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }
  /// A motion (a shake) began. Default: passes it on to `next`.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionBegan(motion, with: event)
  }
  /// The motion ended. Default: passes it on to `next`.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionEnded(motion, with: event)
  }
  /// The motion was cancelled. Default: passes it on to `next`.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionCancelled(motion, with: event)
  }
  /// A remote-control event (headphones, Control Center) arrived. Default: nothing.
  open func remoteControlReceived(with event: UIEvent?) {}

  // MARK: - Edit actions (UIResponderStandardEditActions), editing, activities

  /// Removes the selection to the pasteboard. Default: nothing; override to handle it.
  open func cut(_ sender: Any?) {}
  /// Copies the selection to the pasteboard. Default: nothing; override to handle it.
  open func copy(_ sender: Any?) {}
  /// Inserts the pasteboard's contents. Default: nothing; override to handle it.
  open func paste(_ sender: Any?) {}
  /// Pastes in the surrounding text's style (iOS 15). Default: nothing; override to handle it.
  open func pasteAndMatchStyle(_ sender: Any?) {}
  /// Pastes and goes to what was pasted (iOS 15). Default: nothing; override to handle it.
  open func pasteAndGo(_ sender: Any?) {}
  /// Pastes and searches for it (iOS 15). Default: nothing; override to handle it.
  open func pasteAndSearch(_ sender: Any?) {}
  /// Selects the item at the insertion point. Default: nothing; override to handle it.
  open func select(_ sender: Any?) {}
  /// Selects everything. Default: nothing; override to handle it.
  open func selectAll(_ sender: Any?) {}
  /// Deletes the selection. Default: nothing; override to handle it.
  open func delete(_ sender: Any?) {}
  /// Makes the text run left to right. Default: nothing; override to handle it.
  open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
  /// Makes the text run right to left. Default: nothing; override to handle it.
  open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
  /// Toggles bold on the selection. Default: nothing; override to handle it.
  open func toggleBoldface(_ sender: Any?) {}
  /// Toggles italics on the selection. Default: nothing; override to handle it.
  open func toggleItalics(_ sender: Any?) {}
  /// Toggles underlining on the selection. Default: nothing; override to handle it.
  open func toggleUnderline(_ sender: Any?) {}
  /// Makes the selection's font larger. Default: nothing; override to handle it.
  open func increaseSize(_ sender: Any?) {}
  /// Makes the selection's font smaller. Default: nothing; override to handle it.
  open func decreaseSize(_ sender: Any?) {}
  /// Shows the find interface (iOS 16). Default: nothing; override to handle it.
  open func find(_ sender: Any?) {}
  /// Shows find and replace (iOS 16). Default: nothing; override to handle it.
  open func findAndReplace(_ sender: Any?) {}
  /// Finds the next match (iOS 16). Default: nothing; override to handle it.
  open func findNext(_ sender: Any?) {}
  /// Finds the previous match (iOS 16). Default: nothing; override to handle it.
  open func findPrevious(_ sender: Any?) {}
  /// Searches for the selection (iOS 16). Default: nothing; override to handle it.
  open func useSelectionForFind(_ sender: Any?) {}
  /// Prints the content (iOS 15). Default: nothing; override to handle it.
  open func printContent(_ sender: Any?) {}
  /// Renames the content (iOS 16). Default: nothing; override to handle it.
  open func rename(_ sender: Any?) {}
  /// Duplicates the content (iOS 16). Default: nothing; override to handle it.
  open func duplicate(_ sender: Any?) {}
  /// Moves the content (iOS 16). Default: nothing; override to handle it.
  open func move(_ sender: Any?) {}
  /// Exports the content (iOS 16). Default: nothing; override to handle it.
  open func export(_ sender: Any?) {}
  /// Converts the selection's text attributes (iOS 13). Default: nothing.
  open func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler) {}
  /// Shows Writing Tools (iOS 18.2). Default: nothing.
  open func showWritingTools(_ sender: Any) {}

  /// Which editing gestures (three-finger undo, copy, paste) the responder takes part in.
  /// Default: `.default`.
  open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }
  /// The activity the responder takes part in for Handoff. Default: nil.
  open var userActivity: NSUserActivity?
  /// Adds the responder's state to `activity` before it is saved. Default: nothing.
  open func updateUserActivityState(_ activity: NSUserActivity) {}
  /// Restores the responder's state from `activity`. Default: nothing.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}
  /// An identifier under which the keyboard remembers its input mode. Default: nil.
  open var textInputContextIdentifier: String? { nil }
  /// Forgets the input mode remembered under `identifier`; there is no keyboard on a stage.
  open class func clearTextInputContextIdentifier(_ identifier: String) {}
  /// Inserts text captured from the camera (iOS 15). A stage has no camera.
  open func captureTextFromCamera(_ sender: Any?) {
    noteMissingEffect("UIResponder.captureTextFromCamera(_:)", "a stage has no camera")
  }

  // MARK: - Nibs (UIKit declares these on NSObject)

  /// Called on objects loaded from a nib or storyboard. Curtain loads neither, so it is never
  /// called; subclasses that override it compile. Default: nothing.
  open func awakeFromNib() {}
  /// Called by Interface Builder's live rendering, which does not exist here. Default: nothing.
  open func prepareForInterfaceBuilder() {}

  // MARK: - Accessibility (UIKit declares these on NSObject; stored, read by nothing)

  /// Whether assistive technologies treat the object as an element. Default: false.
  open var isAccessibilityElement = false
  /// A short name. Default: nil.
  open var accessibilityLabel: String?
  /// What happens on activation. Default: nil.
  open var accessibilityHint: String?
  /// The current value. Default: nil.
  open var accessibilityValue: String?
  /// What the element is and does. Default: none.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The element's frame in screen coordinates. Default: zero.
  open var accessibilityFrame: CGRect = .zero
  /// Whether the siblings of a modal element are ignored. Default: false.
  open var accessibilityViewIsModal = false
  /// Whether the element's children are hidden from assistive technologies. Default: false.
  open var accessibilityElementsHidden = false
  /// The contained elements, in order. Default: nil.
  open var accessibilityElements: [Any]?
  /// How many elements the object contains (UIAccessibilityContainer): by default, the
  /// count of ``accessibilityElements``. Containers that build elements on demand override it.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The contained element at `index`: by default, from ``accessibilityElements``; nil if none.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }
  /// Where `element` is among the contained elements: by default, its index in
  /// ``accessibilityElements`` (compared by identity); `NSNotFound` if absent.
  open func index(ofAccessibilityElement element: Any) -> Int {
    let target = element as AnyObject
    return accessibilityElements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
  }
  /// The two-finger "Z" escape gesture: dismiss a modal view. Default: false (not handled).
  open func accessibilityPerformEscape() -> Bool { false }
  /// Activation by an assistive technology. Default: false (not handled).
  open func accessibilityActivate() -> Bool { false }
}
