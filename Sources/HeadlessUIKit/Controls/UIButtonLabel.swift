import Foundation

/// A button's title label: UIKit's private `UIButtonLabel`, a `UILabel` the button makes, which
/// descriptions name by its class and call not opaque
/// (`<UIButtonLabel: 0x…; frame = …; text = 'Exit'; opaque = NO; …>`).
final class UIButtonLabel: UILabel {}
