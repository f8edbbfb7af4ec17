@IBDesignable @objcMembers
class CardView: UIView {
    @IBOutlet weak var title: UILabel!
    @IBOutlet private var body: UIView!
    @IBInspectable var radius: CGFloat = 8
    @NSManaged var stored: String
    @objc dynamic var progress: CGFloat = 0
    @objc(closeCard:)
    func close(_ sender: Any) {}
    @IBAction func tapped(_ sender: UIButton) {}
}
