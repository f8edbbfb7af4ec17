// Table code as iOS libraries write it (SideMenu's vibrant cell and table controller checks,
// FloatingPanel's scroll view tests), compiled against the drop-in in the Swift 5 mode.
import Testing
import UIKit

open class PortedVibrantCell: UITableViewCell {
  private var defaultSelectedBackgroundView: UIView?

  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    defaultSelectedBackgroundView = selectedBackgroundView
    backgroundColor = UIColor.clear
  }

  required public init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if selectedBackgroundView != nil && selectedBackgroundView != defaultSelectedBackgroundView {
      selectedBackgroundView?.frame = bounds
    }
  }
}

final class PortedMenu: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Menu", for: indexPath)
    cell.textLabel?.text = indexPath.row == 0 ? "Home" : "Settings"
    return cell
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

@MainActor @Suite struct TableViewPortTests {
  @Test func sideMenuStyleCodeCompilesAndRuns() throws {
    let menu = PortedMenu(style: .plain)
    menu.tableView.register(PortedVibrantCell.self, forCellReuseIdentifier: "Menu")
    menu.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    menu.tableView.layoutIfNeeded()
    #expect(menu.tableView.visibleCells.count == 2)
    #expect(menu.tableView.visibleCells.allSatisfy { $0 is PortedVibrantCell })
    if let tableViewController = menu as UIViewController as? UITableViewController,
      let tableView = tableViewController.tableView,
      let indexPaths = tableView.indexPathsForSelectedRows,
      tableViewController.clearsSelectionOnViewWillAppear
    {
      for indexPath in indexPaths { tableView.deselectRow(at: indexPath, animated: false) }
    }
    // SideMenu's blur-menu setup.
    menu.tableView.separatorEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))
    menu.tableView.reloadData()
    #expect(menu.tableView.separatorEffect is UIVibrancyEffect)
    // FloatingPanel's checks for the scroll views it tracks and the parents it refuses.
    let scrollView: UIScrollView = menu.tableView
    #expect(scrollView is UITableView || scrollView is UICollectionView)
    let parent: UIViewController = menu
    #expect((parent is UICollectionViewController) == false)
    #expect(menu.tableView.isEditing == false)
  }
}
