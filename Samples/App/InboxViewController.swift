import UIKit

/// The inbox scene of `Samples/Inbox/Inbox.storyboard`; the storyboard makes it the table's data source and
/// delegate (outlets of `UITableView`) and sends it `compose:` from the navigation bar.
final class InboxViewController: ListViewController, UITableViewDataSource, UITableViewDelegate {
    private var messages: [(sender: String, preview: String)] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        (cell as? MessageCell)?.show(messages[indexPath.row])
        return cell
    }

    @IBAction func compose(_ sender: UIBarButtonItem) {
        messages.insert((sender: "Me", preview: "New message"), at: 0)
        tableView.reloadData()
    }
}
