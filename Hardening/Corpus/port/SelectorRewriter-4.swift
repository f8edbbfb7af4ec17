struct Builder {
  func build() {
    items.forEach { item in
      item.addTarget(self, action: #selector(tapped), for: .touchUpInside)
    }
  }
}
