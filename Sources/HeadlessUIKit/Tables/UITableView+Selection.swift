import Foundation

extension UITableView {
  /// The first selected row, if any.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows in order, or nil when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls it to
  /// `scrollPosition`; nil deselects every row. The delegate is not told, as in UIKit.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for row in selectedRows.sorted() { deselectRow(at: row, animated: animated) }
      return
    }
    guard geometry.contains(indexPath) else { return }
    if !allowsMultipleSelection {
      for row in selectedRows.sorted() where row != indexPath {
        deselectRow(at: row, animated: animated)
      }
    }
    selectedRows.insert(indexPath)
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row. The delegate is not told, as in UIKit.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRows.remove(indexPath) != nil else { return }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// Scrolls so that the row shows at `scrollPosition` (as far as the content allows); in a
  /// plain table the row's pinned section header does not cover it.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
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

  /// A finger came down: highlights its row.
  func beginTouch(at point: CGPoint) {
    guard allowsSelection, !isEditing, let row = indexPathForRow(at: point) else { return }
    touchedRow = row
    cellForRow(at: row)?.setHighlighted(true, animated: false)
  }

  /// The finger lifted at `point` (nil: the touch was cancelled): ends the highlight, and
  /// selects the row if the finger is still on it.
  func endTouch(at point: CGPoint?) {
    guard let row = touchedRow else { return }
    touchedRow = nil
    cellForRow(at: row)?.setHighlighted(false, animated: false)
    guard let point, indexPathForRow(at: point) == row else { return }
    userSelect(row)
  }

  /// What a tap on a row does: asks `willSelectRowAt`, deselects the others (or, with multiple
  /// selection, toggles a selected row) telling `didDeselectRowAt`, then selects and tells
  /// `didSelectRowAt`.
  private func userSelect(_ tapped: IndexPath) {
    let delegate = tableDelegate
    if allowsMultipleSelection, selectedRows.contains(tapped) {
      deselectRow(at: tapped, animated: false)
      callOptional(on: delegate, "tableView(_:didDeselectRowAt:)") {
        $0.tableView(self, didDeselectRowAt: tapped)
      }
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
    if !allowsMultipleSelection {
      for other in selectedRows.sorted() where other != row {
        deselectRow(at: other, animated: false)
        callOptional(on: delegate, "tableView(_:didDeselectRowAt:)") {
          $0.tableView(self, didDeselectRowAt: other)
        }
      }
    }
    selectedRows.insert(row)
    cellForRow(at: row)?.setSelected(true, animated: false)
    callOptional(on: delegate, "tableView(_:didSelectRowAt:)") {
      $0.tableView(self, didSelectRowAt: row)
    }
  }
}
