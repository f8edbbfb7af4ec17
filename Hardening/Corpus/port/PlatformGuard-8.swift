final class View {
  #if os(iOS)
    func a() {
      #if canImport(UIKit)
        b()
      #else
        c()
      #endif
    }
  #endif
}
