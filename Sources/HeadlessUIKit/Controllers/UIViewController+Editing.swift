import Foundation

extension UIViewController {
  /// `setEditing(_:animated:)`'s work: the flag, and the edit button's title and style.
  func applyEditing(_ editing: Bool) {
    _isEditing = editing
    if let item = _editButtonItem { Self.style(item, editing: editing) }
  }

  /// The controller's edit button, made once: tapping it toggles editing, animated, as in UIKit.
  func makeEditButtonItem() -> UIBarButtonItem {
    if let item = _editButtonItem { return item }
    let item = UIBarButtonItem(title: nil, style: .plain, target: nil) { [weak self] _ in
      guard let self else { return }
      setEditing(!isEditing, animated: true)
    }
    Self.style(item, editing: isEditing)
    _editButtonItem = item
    return item
  }

  /// "Done" in the bold style while editing, "Edit" otherwise.
  private static func style(_ item: UIBarButtonItem, editing: Bool) {
    item.title = editing ? "Done" : "Edit"
    item.style = editing ? .done : .plain
  }
}
