import Foundation

extension AVPlayerLayer {
  /// Shows the frame at the current item's time as the layer's contents (none when the layer is
  /// not ready or the frames cannot be decoded), and steps it at every screen refresh while
  /// the player's time passes.
  func showFrame() {
    guard isReadyForDisplay, let player, let item = player.currentItem,
      let image = frameImage(of: item)
    else {
      stopFrameLink()
      if contents != nil { setContentsQuietly(nil) }
      return
    }
    setContentsQuietly(image)
    if player.isAdvancing {
      startFrameLink()
    } else {
      stopFrameLink()
    }
  }

  /// The decoded frame at `item`'s current time, with a decoder made for the layer's size.
  private func frameImage(of item: AVPlayerItem) -> CGImage? {
    guard let url = (item.asset as? AVURLAsset)?.url, url.isFileURL else { return nil }
    let shown = item.presentationSize
    guard bounds.width > 0, bounds.height > 0, shown.width > 0, shown.height > 0 else {
      return nil
    }
    let (size, fit) = decodedSize(shown)
    let reusable = decoder.map { $0.url == url && $0.pixelSize == size && $0.fit == fit }
    if reusable != true {
      decoder = VideoFrameDecoder(
        url: url, shownSize: shown, pixelSize: size, fit: fit, duration: item.duration)
    }
    guard let decoder else { return nil }
    let image = decoder.image(at: item.currentTime().seconds)
    if let failure = decoder.failure {
      noteMissingEffect(
        "AVPlayerLayer",
        "\(failure), so the layer stays transparent where iOS shows the video")
    }
    return image
  }

  /// The pixel size to decode at, for the layer's bounds and gravity: never larger than the
  /// video itself (the compositor scales it up, as the gravity says).
  private func decodedSize(_ shown: CGSize) -> ((width: Int, height: Int), VideoFrameDecoder.Fit) {
    let scale = max(contentsScale, 1)
    var (w, h) = (bounds.width * scale, bounds.height * scale)
    let fit: VideoFrameDecoder.Fit
    switch videoGravity {
    case .resizeAspectFill:
      fit = .aspectFill
      let cover = max(w / shown.width, h / shown.height)
      if cover > 1 { (w, h) = (w / cover, h / cover) }
    case .resize:
      fit = .stretch
      (w, h) = (min(w, shown.width), min(h, shown.height))
    default:
      fit = .aspect
      let inside = min(w / shown.width, h / shown.height)
      if inside > 1 { (w, h) = (w / inside, h / inside) }
    }
    return ((max(2, Int(w.rounded()) / 2 * 2), max(2, Int(h.rounded()) / 2 * 2)), fit)
  }

  /// Sets the contents with no implicit animation (a video frame replaces the last at once),
  /// placed as the gravity says: an aspect-fitted frame centred, the others filling the bounds.
  private func setContentsQuietly(_ image: CGImage?) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    contents = image
    contentsGravity = decoder?.fit == .aspect ? .resizeAspect : .resize
    CATransaction.commit()
  }

  private func startFrameLink() {
    guard frameLink == nil else { return }
    let link = CADisplayLink(target: self, selector: AVPlayerLayer.stepFrame)
    link.add(to: .main, forMode: .common)
    frameLink = link
  }

  func stopFrameLink() {
    frameLink?.invalidate()
    frameLink = nil
  }

  private func stepFrame() { showFrame() }
}
