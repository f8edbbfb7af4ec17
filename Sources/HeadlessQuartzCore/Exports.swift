// Core Animation's headers import Core Graphics: so does HeadlessQuartzCore.
@_exported import HeadlessCoreGraphics
