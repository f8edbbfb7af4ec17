import Foundation

extension UIDevice {
  /// The identifier the app's vendor sees for this device, as UIKit's `identifierForVendor`:
  /// the same on every read and every run for the same device and app (a hash of the device's
  /// name and the main bundle's identifier), so films that show it stay byte-identical.
  public var identifierForVendor: UUID? {
    let device = stage?.device ?? CurtainSimulator.device
    let key = "\(device.name)|\(Bundle.main.bundleIdentifier ?? "")"
    // Two FNV-1a hashes of the key fill the 16 bytes; the version and variant bits are set
    // as a random (version 4) UUID's.
    var low: UInt64 = 0xcbf2_9ce4_8422_2325
    var high: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in key.utf8 {
      low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    var bytes = [UInt8](repeating: 0, count: 16)
    for i in 0..<8 {
      bytes[i] = UInt8(truncatingIfNeeded: low >> (8 * UInt64(i)))
      bytes[8 + i] = UInt8(truncatingIfNeeded: high >> (8 * UInt64(i)))
    }
    bytes[6] = (bytes[6] & 0x0f) | 0x40
    bytes[8] = (bytes[8] & 0x3f) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
