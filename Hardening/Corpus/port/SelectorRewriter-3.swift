final class Menu {
  func wire(_ button: UIButton, to owner: Owner) {
    button.addTarget(owner, action: #selector(Owner.toggle), for: .touchUpInside)
  }
}
