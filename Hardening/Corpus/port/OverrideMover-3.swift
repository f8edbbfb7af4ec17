open class Menu: UINavigationController {
    var width: CGFloat = 0
}

public extension Menu: Model {
    override func viewDidLoad() {}
}

