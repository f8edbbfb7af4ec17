// Core Text's font manager as Presentr registers its fonts: bytes, a data provider, a CGFont,
// `CTFontManagerRegisterGraphicsFont` with a `CFError` out-parameter; then UIFont finds the
// font by its PostScript name and draws with it. Uses DejaVu, which the project's font
// packages install.
import CoreText
import Foundation
import Testing
import UIKit

private let sansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
private let sansMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

/// The pixels of "Hg" set in `font`.
@MainActor private func render(_ font: UIFont) -> Data? {
  UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in
    ("Hg" as NSString).draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: font])
  }.cgImage?.dataProvider?.data as Data?
}

@MainActor @Suite(.serialized) struct FontRegistrationTests {
  @Test func aRegisteredFontIsFoundByItsPostScriptNameAndDraws() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: sansBold))
    let provider = try #require(CGDataProvider(data: data as CFData))
    let font = try #require(CGFont(provider))
    #expect(font.postScriptName == "DejaVuSans-Bold")
    let before = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
    #expect(before.familyName != "DejaVu Sans")
    let standIn = render(before)

    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(error == nil)
    let registered = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
    #expect(registered.familyName == "DejaVu Sans")
    #expect(registered.fontName == "DejaVuSans-Bold")
    let drawn = render(registered)
    #expect(drawn != nil && drawn != standIn)

    // Registering again fails with Apple's code; unregistering restores the stand-in.
    #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
    let failure = try #require(error?.takeRetainedValue())
    #expect(failure.domain == kCTFontManagerErrorDomain)
    #expect(failure.code == CTFontManagerError.alreadyRegistered.rawValue)
    error = nil
    #expect(CTFontManagerUnregisterGraphicsFont(font, &error))
    #expect(UIFont(name: "DejaVuSans-Bold", size: 20)?.familyName != "DejaVu Sans")
    #expect(!CTFontManagerUnregisterGraphicsFont(font, &error))
    #expect(error?.takeRetainedValue().code == CTFontManagerError.notRegistered.rawValue)
  }

  @Test func fontsRegisterForAURL() throws {
    let url = URL(fileURLWithPath: sansMono)
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
    #expect(UIFont(name: "DejaVuSansMono", size: 12)?.familyName == "DejaVu Sans Mono")
    #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
    let missing = URL(fileURLWithPath: "/nonexistent/font.ttf")
    #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
    #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
  }

  @Test func bytesThatAreNoFontMakeNoCGFont() {
    let provider = CGDataProvider(data: Data("not a font".utf8) as CFData)!
    #expect(CGFont(provider) == nil)
  }
}
