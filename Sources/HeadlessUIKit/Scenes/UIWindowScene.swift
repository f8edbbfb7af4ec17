import Foundation

/// The window scene holding a stage's windows, as UIKit's `UIWindowScene`: the stage's window
/// and any other window made for the scene, on the stage's screen.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  weak var stage: Stage?
  /// The scene's windows, in the order they joined it.
  private var attached: [WeakWindow] = []
  private var shownCount = 0

  init(stage: Stage) {
    self.stage = stage
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    super.init(
      session: UISceneSession(configuration: configuration, persistentIdentifier: "Stage"),
      connectionOptions: UIScene.ConnectionOptions())
  }

  /// A window scene for `session`, on the running stage's screen.
  public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    stage = Stage.current
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// The scene's next responder: the app.
  open override var next: UIResponder? { stage?.application ?? UIApplication.shared }

  /// The scene's windows, back to front: by window level, then in the order they were shown.
  open var windows: [UIWindow] {
    attached.compactMap(\.window).enumerated().sorted { a, b in
      (a.element.windowLevel, a.element.shownOrder, a.offset)
        < (b.element.windowLevel, b.element.shownOrder, b.offset)
    }.map(\.element)
  }
  /// The scene's key window, if one of its windows is key.
  open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
  /// The screen.
  open var screen: UIScreen { stage?.screen ?? UIScreen.main }
  /// The scene's coordinate space: its screen's.
  open var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
  /// Traits the scene sets for its windows and everything in them, over the screen's (iOS 17).
  /// Changing them tells the windows when the traits in effect change.
  public var traitOverrides: UITraitOverrides {
    get { _traitOverrides }
    set {
      let previous = windows.map(\.traitCollection)
      _traitOverrides = newValue
      for (window, traits) in zip(windows, previous) where window.traitCollection != traits {
        window.propagateTraitChange(traits)
        window.rootViewController?.propagateTraitChange(traits)
      }
    }
  }
  var _traitOverrides = UITraitOverrides()
  /// The interface orientation.
  open var interfaceOrientation: UIInterfaceOrientation { screen.orientation }
  /// The screen's traits.
  open var traitCollection: UITraitCollection { screen.traitCollection }
  /// The scene's geometry now: its orientation and its frame on the screen.
  open var effectiveGeometry: UIWindowScene.Geometry {
    Geometry(interfaceOrientation: interfaceOrientation, systemFrame: screen.bounds)
  }
  /// The smallest and largest sizes the scene may have: nil on an iPhone, whose scenes do not
  /// resize; on an iPad, the screen's size both ways (a stage's scene fills its screen).
  open var sizeRestrictions: UISceneSizeRestrictions? {
    guard screen.device.idiom == .pad else { return nil }
    if let restrictions = storedRestrictions { return restrictions }
    let restrictions = UISceneSizeRestrictions(size: screen.bounds.size)
    storedRestrictions = restrictions
    return restrictions
  }
  private var storedRestrictions: UISceneSizeRestrictions?
  /// Whether the scene fills its screen: a stage's always does.
  open var isFullScreen: Bool { true }
  /// The status bar's state in this scene.
  open var statusBarManager: UIStatusBarManager? { stage.map(UIStatusBarManager.init) }

  /// Asks for a new geometry (iOS 16). An iPhone or iPad preference whose orientations leave
  /// out the current one turns the stage to the first of them it lists (portrait, upside
  /// down, landscape left, landscape right), animated, as a rotation does; an empty set of
  /// orientations is refused through `errorHandler`.
  open func requestGeometryUpdate(
    _ geometryPreferences: UIWindowScene.GeometryPreferences,
    errorHandler: ((Error) -> Void)? = nil
  ) {
    let mask = geometryPreferences.requestedOrientations
    guard !mask.isEmpty else {
      errorHandler?(
        NSError(
          domain: UISceneErrorDomain, code: UISceneError.Code.geometryRequestDenied.rawValue,
          userInfo: [NSLocalizedDescriptionKey: "None of the requested orientations are supported"]
        ))
      return
    }
    guard let stage, !mask.contains(interfaceOrientation) else { return }
    let order: [UIInterfaceOrientation] = [
      .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
    if let target = order.first(where: { mask.contains($0) }) {
      stage.rotate(to: target, animated: true)
    }
  }

  // MARK: - Windows

  /// Adds `window` to the scene (once), and its layer to those the clock commits.
  func attach(_ window: UIWindow) {
    attached.removeAll { $0.window == nil }
    guard !attached.contains(where: { $0.window === window }) else { return }
    attached.append(WeakWindow(window: window))
    if let timeline = stage?.timeline,
      !timeline.committedRoots.contains(where: { $0.layer === window.layer })
    {
      timeline.committedRoots.append(WeakLayer(layer: window.layer))
    }
  }

  /// Takes `window` out of the scene.
  func detach(_ window: UIWindow) {
    attached.removeAll { $0.window == nil || $0.window === window }
    stage?.timeline.committedRoots.removeAll { $0.layer == nil || $0.layer === window.layer }
  }

  /// The scene's visible windows, back to front.
  var visibleWindows: [UIWindow] { windows.filter { !$0.isHidden } }

  /// A number for a window being shown: later ones go in front of earlier ones of their level.
  func nextShownOrder() -> Int {
    shownCount += 1
    return shownCount
  }
}

/// A weak reference to a window, for the scene's list.
struct WeakWindow {
  weak var window: UIWindow?
}

extension UIWindowScene {
  /// A scene's orientation and frame (iOS 16), as UIKit's `UIWindowScene.Geometry`.
  @preconcurrency @MainActor open class Geometry: NSObject {
    /// The interface orientation.
    open private(set) var interfaceOrientation: UIInterfaceOrientation
    /// The scene's frame in the screen's coordinates.
    open private(set) var systemFrame: CGRect
    /// Whether the user is resizing the scene: never, on a stage.
    open var isInteractivelyResizing: Bool { false }

    init(interfaceOrientation: UIInterfaceOrientation, systemFrame: CGRect) {
      self.interfaceOrientation = interfaceOrientation
      self.systemFrame = systemFrame
      super.init()
    }
  }

  /// What a geometry update asks for (iOS 16), as UIKit's
  /// `UIWindowScene.GeometryPreferences`: make one with `.iOS(interfaceOrientations:)`.
  @preconcurrency @MainActor open class GeometryPreferences: NSObject {
    /// The orientations wanted; empty asks for none.
    var requestedOrientations: UIInterfaceOrientationMask = []
    override init() { super.init() }

    // swift-format-ignore: TypeNamesShouldBeCapitalized
    /// An iPhone's or iPad's preferences: the orientations the scene may take.
    @preconcurrency @MainActor open class iOS: GeometryPreferences {
      /// The orientations wanted.
      open var interfaceOrientations: UIInterfaceOrientationMask {
        get { requestedOrientations }
        set { requestedOrientations = newValue }
      }

      /// Preferences for `interfaceOrientations`.
      public init(interfaceOrientations: UIInterfaceOrientationMask) {
        super.init()
        requestedOrientations = interfaceOrientations
      }
    }
  }
}

/// The sizes a scene may take, as UIKit's `UISceneSizeRestrictions`. Stored: a stage's scene
/// keeps its screen's size.
@preconcurrency @MainActor open class UISceneSizeRestrictions: NSObject {
  /// The smallest size.
  open var minimumSize: CGSize
  /// The largest size.
  open var maximumSize: CGSize
  /// Whether the scene may go full screen (Mac). Default: true.
  open var allowsFullScreen = true

  init(size: CGSize) {
    minimumSize = size
    maximumSize = size
    super.init()
  }
}

/// How a scene asked to close animates away, as UIKit's
/// `UIWindowSceneDestructionRequestOptions`.
@preconcurrency @MainActor
open class UIWindowSceneDestructionRequestOptions:
  UISceneDestructionRequestOptions
{
  /// How a window scene's closing animates.
  public enum DismissalAnimation: Int, Sendable {
    case standard = 1
    case commit, decline
  }
  /// Default: `.standard`.
  open var windowDismissalAnimation: DismissalAnimation = .standard
  public override init() { super.init() }
}

/// The domain of scene errors.
public let UISceneErrorDomain = "UISceneErrorDomain"

/// Scene errors, as UIKit's `UISceneError`.
public struct UISceneError: Error, Sendable {
  /// What went wrong.
  public enum Code: Int, Sendable {
    case multipleScenesNotSupported = 0
    case requestDenied = 1
    case geometryRequestUnsupported = 100
    case geometryRequestDenied = 101
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}
