/// The declared parents of each system type: the hierarchy `UTTypeConformsTo` walks, as Apple's
/// declarations give it (a GIF is an image, an image is data and content, data is an item).
enum UTTypeHierarchy {
  static let parents: [String: [String]] = [
    "public.content": ["public.item"],
    "public.composite-content": ["public.content"],
    "public.data": ["public.item"],
    "public.archive": ["public.data"],
    "com.pkware.zip-archive": ["public.data", "public.archive"],
    "public.url": ["public.data"],
    "public.file-url": ["public.url"],
    "public.text": ["public.data", "public.content"],
    "public.plain-text": ["public.text"],
    "public.utf8-plain-text": ["public.plain-text"],
    "public.utf16-plain-text": ["public.plain-text"],
    "public.rtf": ["public.text"],
    "public.html": ["public.text"],
    "public.xml": ["public.text"],
    "public.json": ["public.text"],
    "public.source-code": ["public.plain-text"],
    "com.adobe.pdf": ["public.data", "public.composite-content"],
    "public.image": ["public.data", "public.content"],
    "public.jpeg": ["public.image"],
    "public.png": ["public.image"],
    "com.compuserve.gif": ["public.image"],
    "public.tiff": ["public.image"],
    "com.microsoft.bmp": ["public.image"],
    "com.microsoft.ico": ["public.image"],
    "public.camera-raw-image": ["public.image"],
    "com.apple.live-photo": ["public.item"],
    "public.audiovisual-content": ["public.data", "public.content"],
    "public.movie": ["public.audiovisual-content"],
    "public.video": ["public.movie"],
    "public.audio": ["public.audiovisual-content"],
    "com.apple.quicktime-movie": ["public.movie"],
    "public.mpeg-4": ["public.movie"],
    "public.mp3": ["public.audio"],
  ]

  /// Whether `type` is `other` or declares it among its ancestors. Identifiers compare without
  /// regard to case, as Core Services compares them.
  static func conforms(_ type: String, to other: String) -> Bool {
    let type = type.lowercased()
    let other = other.lowercased()
    if type == other { return true }
    return parents[type, default: []].contains { conforms($0, to: other) }
  }
}

/// Whether the type `inUTI` conforms to `inConformsToUTI`: it is that type, or a descendant of it
/// in the system's hierarchy (`com.compuserve.gif` conforms to `public.image` and
/// `public.data`). A type Curtain does not know conforms only to itself.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
  UTTypeHierarchy.conforms(inUTI, to: inConformsToUTI)
}

/// Whether two uniform type identifiers name the same type (compared without regard to case).
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
  inUTI1.lowercased() == inUTI2.lowercased()
}
