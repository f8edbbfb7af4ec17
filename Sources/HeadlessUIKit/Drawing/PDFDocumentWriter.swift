import Foundation
import Raster

/// Writes a PDF whose pages are pictures: each page is the bitmap drawn for it (one pixel per
/// point, over white), embedded as an uncompressed RGB image filling the page. Text and paths
/// are therefore not selectable or scalable, but every page shows what was drawn.
enum PDFDocumentWriter {
  /// A drawn page: its box in points and its pixels.
  struct Page {
    var bounds: CGRect
    var bitmap: PremultipliedRGBA8Bitmap
  }

  /// The document's bytes.
  static func document(_ pages: [Page]) -> [UInt8] {
    var out: [UInt8] = []
    var offsets: [Int] = []
    func append(_ text: String) { out += Array(text.utf8) }
    func object(_ body: () -> Void) {
      offsets.append(out.count)
      append("\(offsets.count) 0 obj\n")
      body()
      append("\nendobj\n")
    }
    append("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n")
    // Objects: 1 catalogue, 2 page tree, then per page: page, contents, image.
    let kids = pages.indices.map { "\(3 + 3 * $0) 0 R" }.joined(separator: " ")
    object { append("<< /Type /Catalog /Pages 2 0 R >>") }
    object { append("<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>") }
    for (i, page) in pages.enumerated() {
      let base = 3 + 3 * i
      let w = number(page.bounds.width)
      let h = number(page.bounds.height)
      object {
        append(
          "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(w) \(h)] "
            + "/Resources << /XObject << /Im0 \(base + 2) 0 R >> >> /Contents \(base + 1) 0 R >>")
      }
      let drawing = "q \(w) 0 0 \(h) 0 0 cm /Im0 Do Q"
      object { append("<< /Length \(drawing.utf8.count) >>\nstream\n\(drawing)\nendstream") }
      let pixels = page.bitmap.rgbBytesOverWhite
      object {
        append(
          "<< /Type /XObject /Subtype /Image /Width \(page.bitmap.width) "
            + "/Height \(page.bitmap.height) /ColorSpace /DeviceRGB /BitsPerComponent 8 "
            + "/Length \(pixels.count) >>\nstream\n")
        out += pixels
        append("\nendstream")
      }
    }
    let xref = out.count
    append("xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n")
    for offset in offsets { append(String(format: "%010d 00000 n \n", offset)) }
    append("trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n")
    return out
  }

  /// A number as PDF writes it.
  private static func number(_ v: CGFloat) -> String {
    v == v.rounded() ? String(Int(v)) : String(format: "%.3f", Double(v))
  }
}
