import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`:
/// it is the collection view's data source and delegate, so subclasses override
/// `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)` and the
/// delegate methods they need.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let layout: UICollectionViewLayout

  /// A controller whose collection view `layout` places.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Storyboards do not exist headlessly: a controller with a flow layout.
  public required init?(coder: NSCoder) {
    layout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's view, as a collection view (loaded on first use).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout { layout }

  /// Makes the collection view, the screen's size, with the controller as its data source and
  /// delegate.
  open override func loadView() {
    let grid = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    grid.dataSource = self
    grid.delegate = self
    view = grid
  }

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    OptionalRequirement.notImplemented()
    return 1
  }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    OptionalRequirement.notImplemented()
    return 0
  }
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    OptionalRequirement.notImplemented()
    return UICollectionViewCell(frame: .zero)
  }
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) { OptionalRequirement.notImplemented() }
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented()
  }
}
