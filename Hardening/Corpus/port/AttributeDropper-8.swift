final class Menu: UINavigationController {
  override var isHidden: Bool { false }
}

