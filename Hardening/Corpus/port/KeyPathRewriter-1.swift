extension PanModalPresentable {
  private var rootViewController: UIViewController? {
    guard let application = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
      else { return nil }
    return application.keyWindow?.rootViewController
  }
}
