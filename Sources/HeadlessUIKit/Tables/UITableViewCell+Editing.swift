import Foundation

/// A table cell's editing state: the control at its leading edge, the reorder control and the
/// delete button it shows.
@MainActor struct CellEditing {
  var isEditing = false
  var control: TableCellEditingControl?
  var reorder: TableCellReorderControl?
  var confirmation: TableCellDeleteButton?
}

extension UITableViewCell {
  /// How far the editing control pushes the content in: Curtain's value, read off iOS's
  /// editing tables (UIKit does not document it).
  static let editingIndent: CGFloat = 38

  /// How far the content starts from the leading edge: the indentation level, and the editing
  /// control while editing.
  var contentIndent: CGFloat {
    var indent = CGFloat(indentationLevel) * indentationWidth
    if isEditing, editingStyle != .none, shouldIndentWhileEditing, tableIndentsWhileEditing {
      indent += Self.editingIndent
    }
    return indent
  }

  /// The room the reorder control or the delete button takes at the trailing edge.
  var trailingEditingWidth: CGFloat {
    if let confirmation = editing.confirmation { return confirmation.frame.width }
    if editing.reorder != nil { return TableCellReorderControl.width }
    return 0
  }

  /// `setEditing(_:animated:)`: the editing and reorder controls come or go, telling the cell
  /// (`willTransition`, `didTransition`).
  func changeEditing(_ on: Bool) {
    guard on != editing.isEditing else { return }
    let state: StateMask = on ? .showingEditControl : []
    willTransition(to: state)
    editing.isEditing = on
    if !on { hideDeleteConfirmation() }
    updateEditingControls()
    setNeedsUpdateConfiguration()
    setNeedsLayout()
    didTransition(to: state)
  }

  /// Adds or removes the editing controls for the state and style.
  func updateEditingControls() {
    let style = editingStyle
    if style != .none {
      if editing.control == nil {
        let control = TableCellEditingControl(style: style)
        control.addAction(
          UIAction { [weak self] _ in
            guard let self, let table = self.superview as? UITableView else { return }
            table.editingControlTapped(in: self)
          }, for: .touchUpInside)
        UIView.performWithoutAnimation {
          control.frame = CGRect(x: -Self.editingIndent, y: 0, width: 0, height: 0)
        }
        addSubview(control)
        editing.control = control
      }
      editing.control?.style = style
    } else if let control = editing.control {
      control.removeFromSuperview()
      editing.control = nil
    }
    let reorders = isEditing && showsReorderControl && tableAllowsReorder
    if reorders, editing.reorder == nil {
      let reorder = TableCellReorderControl()
      addSubview(reorder)
      editing.reorder = reorder
    } else if !reorders, let reorder = editing.reorder {
      reorder.removeFromSuperview()
      editing.reorder = nil
    }
  }

  /// Places the editing control in the leading indent, the reorder control and delete button at
  /// the trailing edge.
  func layOutEditingControls() {
    updateEditingControls()
    let size = TableCellEditingControl.diameter
    editing.control?.frame = CGRect(
      x: CGFloat(indentationLevel) * indentationWidth + (Self.editingIndent - size) / 2 + 4,
      y: (bounds.height - size) / 2, width: size, height: size)
    editing.reorder?.frame = CGRect(
      x: bounds.width - TableCellReorderControl.width, y: 0, width: TableCellReorderControl.width,
      height: bounds.height)
    if let button = editing.confirmation {
      button.frame = CGRect(
        x: bounds.width - button.frame.width, y: 0, width: button.frame.width, height: bounds.height
      )
    }
    for view in [editing.control, editing.reorder, editing.confirmation].compactMap({ $0 }) {
      bringSubviewToFront(view)
    }
  }

  /// Shows the red delete button titled `title` at the trailing edge.
  func showDeleteConfirmation(title: String) {
    guard editing.confirmation == nil else { return }
    let state: StateMask = [.showingEditControl, .showingDeleteConfirmation]
    willTransition(to: state)
    let button = TableCellDeleteButton(title: title)
    button.addAction(
      UIAction { [weak self] _ in
        guard let self, let table = self.superview as? UITableView else { return }
        table.deleteConfirmed(in: self)
      }, for: .touchUpInside)
    UIView.performWithoutAnimation {
      button.frame = CGRect(x: bounds.width, y: 0, width: button.width, height: bounds.height)
    }
    addSubview(button)
    editing.confirmation = button
    editing.control?.isConfirming = true
    setNeedsLayout()
    layoutIfNeeded()
    didTransition(to: state)
  }

  /// Hides the delete button, if it shows.
  func hideDeleteConfirmation() {
    guard let button = editing.confirmation else { return }
    let state: StateMask = isEditing ? .showingEditControl : []
    willTransition(to: state)
    editing.confirmation = nil
    editing.control?.isConfirming = false
    button.removeFromSuperview()
    setNeedsLayout()
    layoutIfNeeded()
    didTransition(to: state)
  }

  // MARK: - Configurations

  /// Installs the content configuration's view over the content view; the built-in labels and
  /// image hide while there is one.
  func setContentConfiguration(_ configuration: UIContentConfiguration?) {
    configurations.setContent(configuration, in: contentView)
    for view in [_textLabel, _detailTextLabel, _imageView] as [UIView?] {
      view?.isHidden = configuration != nil
    }
    setNeedsLayout()
  }

  /// Shows the background configuration behind everything.
  func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
    configurations.setBackground(configuration, in: self)
    updateBackgrounds()
  }

  /// Gives the configurations that update automatically their state's version.
  func updateConfigurations(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let content = configurations.content {
      setContentConfiguration(content.updated(for: state))
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = configurations.background {
      setBackgroundConfiguration(background.updated(for: state))
    }
  }
}
