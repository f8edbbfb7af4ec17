// `import CoreText` on Linux: Core Text's font manager (`CTFontManagerRegisterGraphicsFont`,
// `CTFontManagerRegisterFontsForURL` and their unregistering), with Core Graphics, as on iOS.
// UIKit re-exports it, as iOS's does. Add the product only for Linux.
@_exported import CoreGraphics
