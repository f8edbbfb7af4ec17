import Foundation

/// What the header of an MPEG-4 or QuickTime file (the ISO base media format: .mp4, .m4v, .mov,
/// .m4a, .3gp) says: its duration and its tracks, read from the `moov` box without decoding
/// any sample.
struct MovieFile {
  struct Track {
    var id: Int32
    var mediaType: AVMediaType
    /// The coded size of a video track's samples (from its sample description, else its
    /// track header).
    var naturalSize: CGSize
    var preferredTransform: CGAffineTransform
    var duration: CMTime
  }

  var duration: CMTime
  var tracks: [Track]

  /// Reads the header of the file at `url`; nil when it is not in the ISO base media format.
  static func read(_ url: URL) -> MovieFile? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let moov = findTopLevelBox("moov", in: handle) else { return nil }
    return parseMovie(moov)
  }

  /// The payload of the first top-level box of `type`, reading only box headers on the way.
  private static func findTopLevelBox(_ type: String, in handle: FileHandle) -> Data? {
    var offset: UInt64 = 0
    var first = true
    while true {
      guard (try? handle.seek(toOffset: offset)) != nil,
        let header = try? handle.read(upToCount: 16), header.count >= 8
      else { return nil }
      var size = UInt64(header.uint32(at: 0))
      let name = header.fourCC(at: 4)
      var headerSize: UInt64 = 8
      if size == 1, header.count >= 16 {
        size = header.uint64(at: 8)
        headerSize = 16
      }
      // The first box of an ISO file is `ftyp`, or a QuickTime movie's atoms.
      if first, !["ftyp", "moov", "mdat", "free", "wide", "skip", "pnot"].contains(name) {
        return nil
      }
      first = false
      if name == type {
        guard (try? handle.seek(toOffset: offset + headerSize)) != nil else { return nil }
        let length = size == 0 ? nil : Int(size - headerSize)
        return length.map { try? handle.read(upToCount: $0) } ?? (try? handle.readToEnd())
      }
      guard size >= headerSize else { return nil }
      offset += size
    }
  }

  private static func parseMovie(_ moov: Data) -> MovieFile? {
    let boxes = Data.boxes(in: moov)
    guard let mvhd = boxes.first(where: { $0.type == "mvhd" })?.payload,
      let (timescale, duration) = mvhd.timescaleAndDuration(timescaleOffset: 12)
    else { return nil }
    let tracks = boxes.filter { $0.type == "trak" }.compactMap { parseTrack($0.payload) }
    return MovieFile(duration: CMTime(value: duration, timescale: timescale), tracks: tracks)
  }

  private static func parseTrack(_ trak: Data) -> Track? {
    let boxes = Data.boxes(in: trak)
    guard let tkhd = boxes.first(where: { $0.type == "tkhd" })?.payload,
      let mdia = boxes.first(where: { $0.type == "mdia" })?.payload
    else { return nil }
    let media = Data.boxes(in: mdia)
    guard let hdlr = media.first(where: { $0.type == "hdlr" })?.payload, hdlr.count >= 12,
      let mdhd = media.first(where: { $0.type == "mdhd" })?.payload,
      let (timescale, duration) = mdhd.timescaleAndDuration(timescaleOffset: 12)
    else { return nil }
    // tkhd: version 0 has 32-bit times (the ID at 12, the matrix at 40), version 1 64-bit
    // (the ID at 20, the matrix at 52); the 16.16 width and height follow the matrix.
    let idOffset = tkhd.first == 1 ? 20 : 12
    let matrixOffset = tkhd.first == 1 ? 52 : 40
    guard tkhd.count >= matrixOffset + 44 else { return nil }
    let m = (0..<9).map { Int32(bitPattern: tkhd.uint32(at: matrixOffset + 4 * $0)) }
    func fixed(_ v: Int32) -> CGFloat { CGFloat(v) / 65536 }
    let transform = CGAffineTransform(
      a: fixed(m[0]), b: fixed(m[1]), c: fixed(m[3]), d: fixed(m[4]), tx: fixed(m[6]),
      ty: fixed(m[7]))
    var size = CGSize(
      width: fixed(Int32(bitPattern: tkhd.uint32(at: matrixOffset + 36))),
      height: fixed(Int32(bitPattern: tkhd.uint32(at: matrixOffset + 40))))
    let mediaType = AVMediaType(rawValue: hdlr.fourCC(at: 8))
    if mediaType == .video, let coded = codedSize(media) { size = coded }
    return Track(
      id: Int32(bitPattern: tkhd.uint32(at: idOffset)), mediaType: mediaType,
      naturalSize: size, preferredTransform: transform,
      duration: CMTime(value: duration, timescale: timescale))
  }

  /// The width and height of the first visual sample description (mdia/minf/stbl/stsd).
  private static func codedSize(_ media: [(type: String, payload: Data)]) -> CGSize? {
    guard let minf = media.first(where: { $0.type == "minf" })?.payload,
      let stbl = Data.boxes(in: minf).first(where: { $0.type == "stbl" })?.payload,
      let stsd = Data.boxes(in: stbl).first(where: { $0.type == "stsd" })?.payload,
      stsd.count >= 8
    else { return nil }
    // The entries follow version, flags and count; a visual entry's size is 24 bytes in.
    let entries = Data.boxes(in: stsd.subdata(in: stsd.startIndex + 8..<stsd.endIndex))
    guard let entry = entries.first?.payload, entry.count >= 28 else { return nil }
    let size = CGSize(width: Int(entry.uint16(at: 24)), height: Int(entry.uint16(at: 26)))
    return size.width > 0 && size.height > 0 ? size : nil
  }
}

extension Data {
  /// The boxes laid end to end in `data`: each type and payload.
  fileprivate static func boxes(in data: Data) -> [(type: String, payload: Data)] {
    var result: [(String, Data)] = []
    var offset = 0
    while offset + 8 <= data.count {
      var size = Int(data.uint32(at: offset))
      var header = 8
      if size == 1, offset + 16 <= data.count {
        size = Int(clamping: data.uint64(at: offset + 8))
        header = 16
      } else if size == 0 {
        size = data.count - offset
      }
      guard size >= header, offset + size <= data.count else { break }
      let start = data.startIndex + offset
      result.append((data.fourCC(at: offset + 4), data.subdata(in: start + header..<start + size)))
      offset += size
    }
    return result
  }

  /// A full box's timescale and duration (mvhd, mdhd): 32-bit after 32-bit times in version 0,
  /// after 64-bit times in version 1.
  fileprivate func timescaleAndDuration(timescaleOffset: Int) -> (Int32, Int64)? {
    let wide = first == 1
    let scaleAt = wide ? timescaleOffset + 8 : timescaleOffset
    guard count >= scaleAt + (wide ? 12 : 8) else { return nil }
    let timescale = Int32(bitPattern: uint32(at: scaleAt))
    let duration =
      wide ? Int64(bitPattern: uint64(at: scaleAt + 4)) : Int64(uint32(at: scaleAt + 4))
    return timescale > 0 ? (timescale, duration) : nil
  }

  fileprivate func uint16(at offset: Int) -> UInt16 {
    let i = startIndex + offset
    return UInt16(self[i]) << 8 | UInt16(self[i + 1])
  }

  fileprivate func uint32(at offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 << 8 | UInt32(self[startIndex + offset + $1]) }
  }

  fileprivate func uint64(at offset: Int) -> UInt64 {
    (0..<8).reduce(0) { $0 << 8 | UInt64(self[startIndex + offset + $1]) }
  }

  fileprivate func fourCC(at offset: Int) -> String {
    let i = startIndex + offset
    return String(decoding: self[i..<i + 4], as: UTF8.self)
  }
}
