import Foundation

extension UITableView {
  /// Whether taps select now (editing has its own settings).
  private var selects: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  private var selectsMany: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// `selectRow(at:animated:scrollPosition:)`.
  func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selectedRows.sorted() { deselect(row, animated: animated) }
      return
    }
    guard geometry.contains(indexPath) else { return }
    if !selectsMany {
      for row in selectedRows.sorted() where row != indexPath { deselect(row, animated: animated) }
    }
    selectedRows.insert(indexPath)
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scroll(toRow: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// `deselectRow(at:animated:)`.
  func deselect(_ indexPath: IndexPath, animated: Bool) {
    guard selectedRows.remove(indexPath) != nil else { return }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// `scrollToRow(at:at:animated:)`.
  func scroll(toRow indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let geometry = self.geometry
    guard geometry.contains(indexPath) else {
      Stage.current?.raise(
        .invalidArgument(
          "Attempted to scroll the table view to an out-of-bounds row (\(indexPath))"))
      return
    }
    var rect = rectForRow(at: indexPath)
    if style == .plain {
      let header = geometry.header(of: indexPath.section).height
      rect = CGRect(
        x: rect.minX, y: rect.minY - header, width: rect.width, height: rect.height + header)
    }
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch scrollPosition {
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    case .top: y = rect.minY - inset.top
    case .middle: y = rect.midY - visibleHeight / 2 - inset.top
    case .bottom: y = rect.maxY - visibleHeight - inset.top
    }
    let range = offsetRange.y
    y = min(max(y, range.lowerBound), range.upperBound)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  // MARK: - Touches

  /// A finger came down: its row highlights if the delegate agrees.
  func beginTouch(at point: CGPoint) {
    guard selects, let row = indexPathForRow(at: point) else { return }
    let delegate = tableDelegate
    if let delegate,
      traceOptional(
        delegate, "tableView(_:shouldHighlightRowAt:)",
        {
          delegate.tableView(self, shouldHighlightRowAt: row)
        }) == false
    {
      return
    }
    touchedRow = row
    cellForRow(at: row)?.setHighlighted(true, animated: false)
    callOptional(on: delegate, "tableView(_:didHighlightRowAt:)") {
      $0.tableView(self, didHighlightRowAt: row)
    }
  }

  /// The finger lifted at `point` (nil: the touch was cancelled): ends the highlight, and
  /// selects the row if the finger is still on it.
  func endTouch(at point: CGPoint?) {
    guard let row = touchedRow else { return }
    touchedRow = nil
    cellForRow(at: row)?.setHighlighted(false, animated: false)
    callOptional(on: tableDelegate, "tableView(_:didUnhighlightRowAt:)") {
      $0.tableView(self, didUnhighlightRowAt: row)
    }
    guard let point, indexPathForRow(at: point) == row else { return }
    userSelect(row)
  }

  /// Asks `willDeselectRowAt` and, unless it refuses, deselects the row telling
  /// `didDeselectRowAt`.
  private func userDeselect(_ row: IndexPath) {
    let delegate = tableDelegate
    var target: IndexPath? = row
    if let delegate {
      target =
        traceOptional(delegate, "tableView(_:willDeselectRowAt:)") {
          delegate.tableView(self, willDeselectRowAt: row)
        } ?? row
    }
    guard let target, selectedRows.contains(target) else { return }
    deselect(target, animated: false)
    callOptional(on: delegate, "tableView(_:didDeselectRowAt:)") {
      $0.tableView(self, didDeselectRowAt: target)
    }
  }

  /// What a tap on a row does: asks `willSelectRowAt`, deselects the others (or, with multiple
  /// selection, toggles a selected row) through `willDeselectRowAt`/`didDeselectRowAt`, then
  /// selects and tells `didSelectRowAt`, then the primary action.
  private func userSelect(_ tapped: IndexPath) {
    let delegate = tableDelegate
    if selectsMany, selectedRows.contains(tapped) {
      userDeselect(tapped)
      return
    }
    var target: IndexPath? = tapped
    if let delegate {
      target =
        traceOptional(delegate, "tableView(_:willSelectRowAt:)") {
          delegate.tableView(self, willSelectRowAt: tapped)
        } ?? tapped
    }
    guard let row = target, geometry.contains(row) else { return }
    if !selectsMany {
      for other in selectedRows.sorted() where other != row { userDeselect(other) }
    }
    selectedRows.insert(row)
    cellForRow(at: row)?.setSelected(true, animated: false)
    callOptional(on: delegate, "tableView(_:didSelectRowAt:)") {
      $0.tableView(self, didSelectRowAt: row)
    }
    guard !isEditing, let delegate else { return }
    let allowed =
      traceOptional(delegate, "tableView(_:canPerformPrimaryActionForRowAt:)") {
        delegate.tableView(self, canPerformPrimaryActionForRowAt: row)
      } ?? true
    guard allowed else { return }
    callOptional(on: delegate, "tableView(_:performPrimaryActionForRowAt:)") {
      $0.tableView(self, performPrimaryActionForRowAt: row)
    }
  }

  /// A tap on the cell's detail button: the delegate hears of it.
  func accessoryButtonTapped(in cell: UITableViewCell) {
    guard let row = indexPath(for: cell) else { return }
    callOptional(on: tableDelegate, "tableView(_:accessoryButtonTappedForRowWith:)") {
      $0.tableView(self, accessoryButtonTappedForRowWith: row)
    }
  }
}
