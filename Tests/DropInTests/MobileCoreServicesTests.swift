import ImageIO
import MobileCoreServices
import Testing

/// Code before `UniformTypeIdentifiers` tells a GIF from other images by its type identifier.
@Suite struct MobileCoreServicesTests {
  @Test func typesConformToTheirAncestors() {
    #expect(UTTypeConformsTo(kUTTypeGIF, kUTTypeGIF))
    #expect(UTTypeConformsTo(kUTTypeGIF, kUTTypeImage))
    #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeData))
    #expect(UTTypeConformsTo(kUTTypeUTF8PlainText, kUTTypeText))
    #expect(UTTypeConformsTo(kUTTypeVideo, kUTTypeAudiovisualContent))
    #expect(UTTypeConformsTo("COM.CompuServe.GIF" as CFString, kUTTypeImage))
  }

  @Test func typesDoNotConformToSiblingsOrDescendants() {
    #expect(!UTTypeConformsTo(kUTTypePNG, kUTTypeGIF))
    #expect(!UTTypeConformsTo(kUTTypeImage, kUTTypeGIF))
    #expect(!UTTypeConformsTo(kUTTypeMovie, kUTTypeImage))
    #expect(!UTTypeConformsTo("org.example.unknown" as CFString, kUTTypeData))
    #expect(UTTypeEqual(kUTTypeJPEG, "public.JPEG" as CFString))
  }

  /// ImageIO's type for GIF data is the identifier `kUTTypeGIF` names.
  @Test func anImageSourcesTypeIsTheIdentifier() throws {
    // A 1×1 GIF: header, screen descriptor with a 2-colour table, one image, trailer.
    let bytes: [UInt8] = [
      0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0xFF,
      0xFF, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02,
      0x02, 0x44, 0x01, 0x00, 0x3B,
    ]
    let source = try #require(CGImageSourceCreateWithData(Data(bytes) as CFData, nil))
    let type = try #require(CGImageSourceGetType(source))
    #expect(UTTypeConformsTo(type, kUTTypeGIF))
    #expect(UTTypeConformsTo(type, kUTTypeImage))
  }
}
