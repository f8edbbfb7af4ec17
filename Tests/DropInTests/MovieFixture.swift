// A movie file's header, written the way a camera or an encoder lays out an MPEG-4 file's boxes
// (ftyp, moov with mvhd and one video track, an empty mdat), for the AVFoundation drop-in's tests.
import Foundation

struct MovieFixture {
  var timescale: UInt32 = 600
  var durationUnits: UInt32 = 1200
  var width: UInt16 = 640
  var height: UInt16 = 360
  /// Recorded on its side: the track's matrix turns it a quarter to the right.
  var rotated = false

  /// Writes the movie to a new file, alone in its folder, in the tests' scratch folder.
  func write(named name: String = "clip.mp4") throws -> URL {
    let url = try ScratchFolder.newFile(named: name)
    try Data(bytes).write(to: url)
    return url
  }

  var bytes: [UInt8] {
    let ftyp = box("ftyp", ascii("isom") + be32(512) + ascii("isomiso2avc1mp41"))
    let moov = box("moov", mvhd + box("trak", tkhd + mdia))
    return ftyp + moov + box("mdat", [])
  }

  private var mvhd: [UInt8] {
    box(
      "mvhd",
      be32(0) + be32(0) + be32(0) + be32(timescale) + be32(durationUnits) + be32(0x0001_0000)
        + [1, 0] + [UInt8](repeating: 0, count: 10) + matrix(rotated: false)
        + [UInt8](repeating: 0, count: 24) + be32(2))
  }

  private var tkhd: [UInt8] {
    box(
      "tkhd",
      be32(7) + be32(0) + be32(0) + be32(1) + be32(0) + be32(durationUnits)
        + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 0] + matrix(rotated: rotated)
        + be32(UInt32(width) << 16) + be32(UInt32(height) << 16))
  }

  private var mdia: [UInt8] {
    let mdhd = box(
      "mdhd",
      be32(0) + be32(0) + be32(0) + be32(timescale) + be32(durationUnits) + [0x55, 0xC4, 0, 0])
    let hdlr = box(
      "hdlr", be32(0) + be32(0) + ascii("vide") + [UInt8](repeating: 0, count: 12) + [0])
    var entry: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 16)
    entry += be16(width) + be16(height) + be32(0x0048_0000) + be32(0x0048_0000) + be32(0)
    entry += be16(1) + [UInt8](repeating: 0, count: 32) + be16(0x18) + be16(0xFFFF)
    let stsd = box("stsd", be32(0) + be32(1) + box("avc1", entry))
    return box("mdia", mdhd + hdlr + box("minf", box("stbl", stsd)))
  }

  /// The identity, or a quarter turn to the right moved back into view (tx = height).
  private func matrix(rotated: Bool) -> [UInt8] {
    let one: UInt32 = 0x0001_0000
    let w: UInt32 = 0x4000_0000
    guard rotated else { return [one, 0, 0, 0, one, 0, 0, 0, w].flatMap(be32) }
    let minusOne = UInt32(bitPattern: -0x0001_0000)
    return [0, one, 0, minusOne, 0, 0, UInt32(height) << 16, 0, w].flatMap(be32)
  }

  private func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    be32(UInt32(8 + payload.count)) + ascii(type) + payload
  }
  private func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
  private func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
  private func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
}
