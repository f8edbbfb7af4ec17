import RasterText

/// Where text's faces come from (RasterText's catalog, named here so that films and tests that
/// import Curtain can set ``Stage/fonts`` without importing RasterText):
///
/// ```swift
/// stage.fonts = FontCatalog(appleFontsDirectory: "/home/me/Fonts/SF")
/// ```
public typealias FontCatalog = RasterText.FontCatalog
