import Foundation
import Raster
import RasterPNG

// UIKit's PDF contexts. Drawing between `UIGraphicsBeginPDFPage()` and the next page (or the
// end) goes to a page context, origin at the top left, y down, as UIKit's; the document is
// written when the context ends, each page as the picture drawn (PDFDocumentWriter). The
// document info, link destinations and URLs are not written; the first use of one says so.

/// A PDF context being drawn: its pages so far and where the document goes.
final class PDFSession {
  enum Destination {
    case data(NSMutableData)
    case file(String)
  }
  let destination: Destination
  /// The default page box, in points.
  let bounds: CGRect
  var pages: [PDFDocumentWriter.Page] = []
  /// The page being drawn.
  var page: (bounds: CGRect, context: CGContext)?
  /// The context current before the session began (drawing outside a page goes nowhere).
  let placeholder = CGContext(width: 1, height: 1, transform: .identity)

  init(destination: Destination, bounds: CGRect) {
    self.destination = destination
    // An empty rectangle gives US Letter, as UIKit's default.
    self.bounds = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
  }

  /// Keeps the page being drawn.
  func finishPage() {
    guard let page else { return }
    if let bitmap = page.context.currentBitmap {
      pages.append(PDFDocumentWriter.Page(bounds: page.bounds, bitmap: bitmap))
    }
    self.page = nil
  }
}

/// Starts a PDF document written into `data` when `UIGraphicsEndPDFContext()` is called; pages
/// are `bounds` large (US Letter when empty).
public func UIGraphicsBeginPDFContextToData(
  _ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) {
  beginPDF(PDFSession(destination: .data(data), bounds: bounds), documentInfo)
}

/// Starts a PDF document written to the file at `path` when the context ends; false (and no
/// context) when the file's folder does not exist.
@discardableResult public func UIGraphicsBeginPDFContextToFile(
  _ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) -> Bool {
  let folder = ((path as NSString).deletingLastPathComponent as NSString).standardizingPath
  var isFolder: ObjCBool = false
  guard
    FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder),
    isFolder.boolValue
  else { return false }
  beginPDF(PDFSession(destination: .file(path), bounds: bounds), documentInfo)
  return true
}

private func beginPDF(_ session: PDFSession, _ info: [AnyHashable: Any]?) {
  if let info, !info.isEmpty {
    noteMissingCoreGraphicsEffect("UIGraphicsBeginPDFContext documentInfo", "it is not written")
  }
  GraphicsContextStack.current.pdfSessions.append(session)
  UIGraphicsPushContext(session.placeholder)
}

/// Starts a page of the context's default size.
public func UIGraphicsBeginPDFPage() {
  guard let session = GraphicsContextStack.current.pdfSessions.last else { return }
  UIGraphicsBeginPDFPageWithInfo(session.bounds, nil)
}

/// Starts a page `bounds` large (the info's other entries are not written).
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
  let stack = GraphicsContextStack.current
  guard let session = stack.pdfSessions.last else { return }
  let box = bounds.isEmpty ? session.bounds : bounds
  let current = session.page?.context ?? session.placeholder
  session.finishPage()
  let white = PremultipliedRGBA8.white
  let width = max(1, Int(box.width.rounded(.up)))
  let height = max(1, Int(box.height.rounded(.up)))
  let page = CGContext(
    width: width, height: height,
    transform: CGAffineTransform(translationX: -box.minX, y: -box.minY),
    startingFrom: try? PremultipliedRGBA8Bitmap(width: width, height: height, fill: white))
  session.page = (box, page)
  if let i = stack.contexts.lastIndex(where: { $0 === current }) { stack.contexts[i] = page }
}

/// Ends the PDF context: its last page is kept and the document written.
public func UIGraphicsEndPDFContext() {
  let stack = GraphicsContextStack.current
  guard let session = stack.pdfSessions.popLast() else { return }
  let current = session.page?.context ?? session.placeholder
  session.finishPage()
  if let i = stack.contexts.lastIndex(where: { $0 === current }) { stack.contexts.remove(at: i) }
  let bytes = PDFDocumentWriter.document(session.pages)
  switch session.destination {
  case .data(let data): data.append(Data(bytes))
  case .file(let path): try? FileAccess.writeAtomically(bytes, to: path)
  }
}

/// The current PDF page's box (the context's default before a page); `.zero` outside a PDF
/// context.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
  guard let session = GraphicsContextStack.current.pdfSessions.last else { return .zero }
  return session.page?.bounds ?? session.bounds
}

/// Links `rect` to a URL (not written; the first use says so).
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
  noteMissingCoreGraphicsEffect("UIGraphicsSetPDFContextURLForRect", "PDF links are not written")
}

/// Names a destination at `point` (not written; the first use says so).
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
  noteMissingCoreGraphicsEffect(
    "UIGraphicsAddPDFContextDestinationAtPoint", "PDF destinations are not written")
}

/// Links `rect` to a named destination (not written; the first use says so).
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
  noteMissingCoreGraphicsEffect(
    "UIGraphicsSetPDFContextDestinationForRect", "PDF destinations are not written")
}
