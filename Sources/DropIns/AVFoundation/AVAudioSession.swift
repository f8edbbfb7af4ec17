import Foundation

/// The app's audio session, as AVFoundation's `AVAudioSession`: the category, mode and
/// options a player sets before playing are kept as set. Nothing is heard headlessly, so they
/// change nothing, and activation always succeeds.
@preconcurrency @MainActor
open class AVAudioSession: NSObject {
  /// How the app's audio mixes with others', as AVFoundation's `AVAudioSession.Category`.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// What the audio is for, as AVFoundation's `AVAudioSession.Mode`.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
  }

  /// Adjustments to a category, as AVFoundation's `AVAudioSession.CategoryOptions`.
  public struct CategoryOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
  }

  /// Options for ``setActive(_:options:)``.
  public struct SetActiveOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  private static let shared = AVAudioSession()

  /// The app's one session.
  open class func sharedInstance() -> AVAudioSession { shared }

  /// Default: `.soloAmbient`, as on iOS.
  open private(set) var category: Category = .soloAmbient
  open private(set) var mode: Mode = .default
  open private(set) var categoryOptions: CategoryOptions = []
  /// Whether ``setActive(_:options:)`` last activated the session.
  open private(set) var isActive = false
  /// False: no other app plays headlessly.
  open var isOtherAudioPlaying: Bool { false }
  open var secondaryAudioShouldBeSilencedHint: Bool { false }

  open func setCategory(_ category: Category) throws {
    try setCategory(category, mode: mode, options: [])
  }

  open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
    try setCategory(category, mode: mode, options: options)
  }

  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    self.category = category
    self.mode = mode
    categoryOptions = options
  }

  open func setMode(_ mode: Mode) throws { self.mode = mode }

  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    isActive = active
  }
}
