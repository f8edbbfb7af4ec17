@objc protocol Source {
  @objc(viewFor:) optional func view(for index: Int) -> UIView?
}
final class Host {
  weak var source: Source?
  func show() -> UIView { source?.view?(for: 1) ?? UIView() }
}
