import UIKit

/// A base class for screens that show a table: the `tableView` outlet is declared here, and the storyboard
/// connects it on `InboxViewController`, a subclass.
class ListViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
    }
}
