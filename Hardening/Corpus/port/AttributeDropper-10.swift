@objc(FPPosition) public enum Position: Int {
  case top, bottom
}
