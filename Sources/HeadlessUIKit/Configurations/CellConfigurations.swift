import Foundation

/// A cell's content and background configurations and the views that show them, shared by
/// table and collection view cells.
@MainActor final class CellConfigurations {
  var content: UIContentConfiguration?
  var background: UIBackgroundConfiguration?
  /// The view the content configuration made, filling the cell's content view.
  private(set) var contentView: (UIView & UIContentView)?
  /// The view showing the background configuration, behind everything.
  let backgroundView = BackgroundConfigurationView()
  /// Whether `updateConfiguration(using:)` is due before the next layout.
  var needsUpdate = false
  var automaticallyUpdatesContent = true
  var automaticallyUpdatesBackground = true

  /// Shows `configuration` in `host` (the cell's content view): in the view it made before when
  /// that view supports it, otherwise in a new one; nil removes it.
  func setContent(_ configuration: UIContentConfiguration?, in host: UIView) {
    content = configuration
    guard let configuration else {
      contentView?.removeFromSuperview()
      contentView = nil
      return
    }
    if let view = contentView, view.supports(configuration) {
      view.configuration = configuration
    } else {
      contentView?.removeFromSuperview()
      let view = configuration.makeContentView()
      host.addSubview(view)
      contentView = view
    }
    host.setNeedsLayout()
  }

  /// Shows `configuration` behind the cell's other views (`cell`'s first subview); nil removes it.
  func setBackground(_ configuration: UIBackgroundConfiguration?, in cell: UIView) {
    background = configuration
    guard let configuration else {
      backgroundView.removeFromSuperview()
      return
    }
    backgroundView.configuration = configuration
    if backgroundView.superview !== cell { cell.insertSubview(backgroundView, at: 0) }
    cell.setNeedsLayout()
  }

  /// Places the views: the content view filling `contentBounds`, the background in `cellBounds`.
  func layout(contentBounds: CGRect, cellBounds: CGRect) {
    contentView?.frame = contentBounds
    if background != nil { backgroundView.place(in: cellBounds) }
  }

  /// The height the content configuration's view needs at `width`, if there is one.
  func contentHeight(forWidth width: CGFloat) -> CGFloat? {
    contentView?.sizeThatFits(CGSize(width: width, height: 0)).height
  }
}
