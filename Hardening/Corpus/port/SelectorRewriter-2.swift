extension CardViewController {
  func addClose() {
    item = UIBarButtonItem(title: "Close", style: .plain, target: self,
                           action: #selector(self.close))
  }
}
