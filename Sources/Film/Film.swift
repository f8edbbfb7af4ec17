import HeadlessUIKit

/// A scripted scenario on a virtual clock: a device, a script that sets up its window and
/// schedules what happens when, and the options that turn it into frames.
///
/// ```swift
/// let film = Film(device: .iPhone15Pro) { stage in       // runs at t = 0 on the main actor
///   let root = YellowViewController()
///   stage.window.rootViewController = root
///   stage.at(0.2) { root.present(RedViewController(), animated: true) }
///   stage.at(1.2) { root.dismiss(animated: true) }
/// }
/// let image = try film.frame(at: 0.45)                   // device pixels
/// let events = try film.trace()                          // every call into your code, timed
/// try film.render(to: .video(URL(fileURLWithPath: "demo.mp4")))
/// ```
///
/// A film is a value. Every ``frame(at:)``, ``trace()`` and
/// ``render(to:fps:frames:jobs:control:progress:)`` starts a fresh `Stage` at t = 0 and runs
/// the script in it, so a frame is a pure function of the film and its time: the same bytes on
/// every run, with any number of threads.
///
/// **Time.** Film time is seconds on the stage's clock. Frame *n* is the stage at film time
/// `n / (fps × slowMotion)`, after every action and animation end due by then has run at its
/// own exact time; frames sample between events, and nothing reads a wall clock.
public struct Film: Sendable {
  /// The device whose screen and window the film runs in. Default: `Device.iPhone15Pro`.
  public var device: Device
  /// The interface orientation. Default: `.portrait`.
  public var orientation: UIInterfaceOrientation
  /// Light or dark appearance. Default: `.light`.
  public var appearance: UIUserInterfaceStyle
  /// The Dynamic Type size the stage's user chose (the stage's
  /// `preferredContentSizeCategory`). Default: `.large`.
  public var contentSizeCategory = UIContentSizeCategory.large
  /// Frames per second of the output. Default: 60.
  public var fps: Double
  /// How long the film lasts, in seconds of film time; `nil` ends it when nothing is scheduled
  /// or animating any more, plus ``hold``. Default: `nil`.
  public var duration: TimeInterval?
  /// Seconds of film time the last frame is held after the stage goes still, when ``duration``
  /// is `nil`. Default: 0.5.
  public var hold: TimeInterval
  /// How many times slower than real time the film plays: film time = output time /
  /// `slowMotion`, so 4 plays four times slower (and makes four times as many frames).
  /// Default: 1.
  public var slowMotion: Double
  /// Pixels per point of the rendered frames; `nil` renders at the device's scale. The stage
  /// and its traits keep the device's scale: `renderScale = 1` on an iPhone 15 Pro makes
  /// 393 × 852 frames of the same 3× device (small GIFs, quick checks). Default: `nil`.
  public var renderScale: CGFloat?
  /// Whether frames show the status bar as the film's controllers ask for it (the stage's
  /// `showsStatusBar`). Default: true, as a recording of the device shows it.
  public var showsStatusBar = true
  /// Whether frames show the home indicator on devices without a home button (the stage's
  /// `showsHomeIndicator`). Default: true.
  public var showsHomeIndicator = true
  /// Whether frames show the device's display shape (the stage's `showsDeviceShape`): outside
  /// its rounded corners and its Dynamic Island they are transparent in PNGs, GIFs and APNGs and
  /// black in MP4 and WebM videos. Default: false.
  public var showsDeviceShape = false
  /// The script: runs once at t = 0 on a fresh stage, inside `Stage.run(_:)`.
  public let script: @MainActor @Sendable (Stage) -> Void
  /// What happens to the messages UIKit prints to the console (presenting from a controller
  /// whose view is not in the window, dismissing during a transition): each is handed here as
  /// the film reaches it, once per frame, trace or render. Default: one line each on standard
  /// error, with the film time, as iOS prints them to the console; `nil` drops them
  /// (``messages()`` still returns them).
  public var onUIKitMessage: (@MainActor @Sendable (UIKitMessage) -> Void)? =
    Film.printToStandardError

  /// Prints a message to standard error: `UIKit, 0.200 s: Attempt to present …`.
  public static let printToStandardError: @MainActor @Sendable (UIKitMessage) -> Void = {
    FileHandle.standardError.write(Data("UIKit, \($0)\n".utf8))
  }

  /// The highest frame rate a film accepts: 1000 frames per second.
  public static let maximumFPS: Double = 1000

  /// The longest film, and the latest time a frame may show: one hour of film time. (With the
  /// highest frame rate and slow motion that is 3.6 billion frames, a count that fits in an
  /// `Int`; longer would not.)
  public static let maximumDuration: TimeInterval = 3600

  /// Creates a film.
  ///
  /// - Parameters:
  ///   - device: The device. Default: `Device.iPhone15Pro`.
  ///   - orientation: The orientation. Default: `.portrait`.
  ///   - appearance: Light or dark. Default: `.light`.
  ///   - duration: Seconds of film time, or `nil` to end when the stage is still, plus
  ///     ``hold``. Default: `nil`.
  ///   - script: Sets up `stage.window` and schedules the film's actions with
  ///     `Stage.at(_:_:)`; runs at t = 0 on the main actor, every time the film is rendered.
  public init(
    device: Device = .iPhone15Pro, orientation: UIInterfaceOrientation = .portrait,
    appearance: UIUserInterfaceStyle = .light, duration: TimeInterval? = nil,
    _ script: @escaping @MainActor @Sendable (Stage) -> Void
  ) {
    self.device = device
    self.orientation = orientation
    self.appearance = appearance
    self.fps = 60
    self.duration = duration
    self.hold = 0.5
    self.slowMotion = 1
    self.script = script
  }
}
