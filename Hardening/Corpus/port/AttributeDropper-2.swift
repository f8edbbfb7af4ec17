class CardView: UIView {
    weak var title: UILabel!
    private var body: UIView!
    var radius: CGFloat = 8
    var stored: String
    var progress: CGFloat = 0
    func close(_ sender: Any) {}
    func tapped(_ sender: UIButton) {}
}
