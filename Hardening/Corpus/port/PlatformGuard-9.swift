final class View {
  func a() {
    b()
  }
}
