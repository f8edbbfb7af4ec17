import Foundation
import Testing

@testable import HeadlessUIKit

/// UIKit's PDF contexts write a document whose pages are the pictures drawn on them.
@MainActor @Suite struct UIGraphicsPDFTests {
  @Test func pagesAreWrittenWithTheirBoxesAndPixels() throws {
    let data = NSMutableData()
    UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 4, height: 2), nil)
    #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 4, height: 2))
    UIGraphicsBeginPDFPage()
    let page = try #require(UIGraphicsGetCurrentContext())
    page.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    // Page space is y down from the top left: the top row turns red.
    page.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 3, height: 5), nil)
    #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 3, height: 5))
    UIGraphicsEndPDFContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetPDFContextBounds() == .zero)

    let bytes = [UInt8](data as Data)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-1.4"))
    #expect(text.contains("/Count 2") && text.hasSuffix("%%EOF\n"))
    #expect(text.contains("/MediaBox [0 0 4 2]") && text.contains("/MediaBox [0 0 3 5]"))
    // The first page's image: a red row over a white one, as RGB bytes.
    let header = Array(
      "/Width 4 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length 24 >>\nstream\n".utf8)
    let start = try #require(bytes.firstRange(of: header)).upperBound
    let redRow: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0]
    #expect(Array(bytes[start..<start + 24]) == redRow + [UInt8](repeating: 255, count: 12))
  }

  @Test func aFileInAMissingFolderIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-pdf-\(UUID().uuidString)")
    #expect(
      !UIGraphicsBeginPDFContextToFile(folder.appendingPathComponent("x/out.pdf").path, .zero, nil))
    #expect(UIGraphicsGetCurrentContext() == nil)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.pdf").path
    #expect(UIGraphicsBeginPDFContextToFile(path, .zero, nil))
    // An empty box is US Letter.
    #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 612, height: 792))
    UIGraphicsBeginPDFPage()
    UIGraphicsEndPDFContext()
    let written = try String(contentsOfFile: path, encoding: .isoLatin1)
    #expect(written.contains("/MediaBox [0 0 612 792]") && written.contains("/Count 1"))
  }
}
