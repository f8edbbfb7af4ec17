import Foundation

/// The state a content or background configuration is updated for, as UIKit's
/// `UIConfigurationState`: the traits, and custom states by key.
public protocol UIConfigurationState {
  /// The traits of the view the state is for.
  var traitCollection: UITraitCollection { get set }
  /// A custom state, by key.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key of a custom configuration state, as UIKit's `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state for its configurations, as UIKit's `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether a finger is on the view.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has focus (never on a stage).
  public var isFocused = false
  /// Whether the view is pinned (a pinned section header).
  public var isPinned = false
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// The state of a view with `traitCollection`: enabled, not highlighted, not selected.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// A cell's state for its configurations, as UIKit's `UICellConfigurationState`: the view's
/// state, editing, swiping, expansion, reordering and dragging.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// A cell's part in a drag.
  public enum DragState: Int, Sendable, Hashable {
    case none, lifting, dragging
  }

  /// A cell's part in a drop.
  public enum DropState: Int, Sendable, Hashable {
    case none, notTargeted, targeted
  }

  private var view: UIViewConfigurationState
  /// Whether the cell's list is editing.
  public var isEditing = false
  /// Whether the cell shows its swipe actions.
  public var isSwiped = false
  /// Whether the cell is expanded (outlines).
  public var isExpanded = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// The cell's part in a drag.
  public var cellDragState = DragState.none
  /// The cell's part in a drop.
  public var cellDropState = DropState.none

  /// The state of a cell with `traitCollection`.
  public init(traitCollection: UITraitCollection) {
    view = UIViewConfigurationState(traitCollection: traitCollection)
  }

  public var traitCollection: UITraitCollection {
    get { view.traitCollection }
    set { view.traitCollection = newValue }
  }
  public var isDisabled: Bool {
    get { view.isDisabled }
    set { view.isDisabled = newValue }
  }
  public var isHighlighted: Bool {
    get { view.isHighlighted }
    set { view.isHighlighted = newValue }
  }
  public var isSelected: Bool {
    get { view.isSelected }
    set { view.isSelected = newValue }
  }
  public var isFocused: Bool {
    get { view.isFocused }
    set { view.isFocused = newValue }
  }
  public var isPinned: Bool {
    get { view.isPinned }
    set { view.isPinned = newValue }
  }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { view[key] }
    set { view[key] = newValue }
  }
}
