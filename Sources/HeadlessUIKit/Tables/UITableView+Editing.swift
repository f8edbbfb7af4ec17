import Foundation

extension UITableView {
  /// How long the editing controls take to slide in and out: Curtain's estimate.
  static let editingAnimationDuration: TimeInterval = 0.3

  /// `setEditing(_:animated:)`: every shown row takes its editing style, indentation and
  /// reorder control from the delegate and data source, and slides them in or out.
  func changeEditing(_ editing: Bool, animated: Bool) {
    guard editing != self.editing else { return }
    self.editing = editing
    hideDeleteConfirmation(animated: animated)
    let change = { [self] in
      for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) {
        configureEditing(cell, at: indexPath)
        cell.setEditing(editing, animated: animated)
      }
      cellsDidChangeEditing()
    }
    if animated {
      UIView.animate(withDuration: Self.editingAnimationDuration, animations: change)
    } else {
      UIView.performWithoutAnimation(change)
    }
  }

  /// Lays the rows out again for their new editing state.
  private func cellsDidChangeEditing() {
    for cell in visibleCellsByRow.values {
      cell.setNeedsLayout()
      cell.layoutIfNeeded()
    }
  }

  /// Gives a row's cell the editing style, indentation and reorder control it shows while the
  /// table edits.
  func configureEditing(_ cell: UITableViewCell, at indexPath: IndexPath) {
    let delegate = tableDelegate
    let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    cell.tableEditingStyle =
      editable ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
    cell.tableIndentsWhileEditing =
      delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
    cell.tableAllowsReorder = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
  }

  /// The row's editing control was tapped: a delete control shows the row's delete
  /// confirmation; an insert control commits the insertion.
  func editingControlTapped(in cell: UITableViewCell) {
    guard let row = indexPath(for: cell) else { return }
    switch cell.editingStyle {
    case .delete:
      if confirmingRow == row {
        hideDeleteConfirmation(animated: true)
      } else {
        showDeleteConfirmation(at: row)
      }
    case .insert:
      commit(.insert, at: row)
    case .none:
      break
    }
  }

  /// Shows the row's delete button, titled by the delegate (default "Delete").
  func showDeleteConfirmation(at row: IndexPath) {
    hideDeleteConfirmation(animated: true)
    guard let cell = cellForRow(at: row) else { return }
    let title =
      tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
    confirmingRow = row
    UIView.animate(withDuration: Self.editingAnimationDuration) {
      cell.showDeleteConfirmation(title: title)
    }
  }

  /// Hides the delete button shown, if any.
  func hideDeleteConfirmation(animated: Bool) {
    guard let row = confirmingRow else { return }
    confirmingRow = nil
    guard let cell = cellForRow(at: row) else { return }
    if animated {
      UIView.animate(withDuration: Self.editingAnimationDuration) { cell.hideDeleteConfirmation() }
    } else {
      cell.hideDeleteConfirmation()
    }
  }

  /// The row's delete button was tapped: the data source commits the deletion.
  func deleteConfirmed(in cell: UITableViewCell) {
    guard let row = indexPath(for: cell) else { return }
    confirmingRow = nil
    cell.hideDeleteConfirmation()
    commit(.delete, at: row)
  }

  /// Tells the data source to commit `style` for `row`.
  private func commit(_ style: UITableViewCell.EditingStyle, at row: IndexPath) {
    guard let dataSource else { return }
    _ = traceOptional(dataSource, "tableView(_:commit:forRowAt:)") {
      dataSource.tableView(self, commit: style, forRowAt: row)
    }
  }
}
