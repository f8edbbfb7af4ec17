import Foundation

/// The region a text view lays its text out in (`UITextView.textContainer`): a size, the
/// padding at both ends of every line, and the limits on lines.
///
/// A text view's container tracks its width: its size is the view's width less the
/// `textContainerInset` sides, and unbounded in height. Changing the padding, the number of
/// lines or the line break mode lays the text view out again. Exclusion paths are kept for the
/// code that sets them; the text is not wrapped around them.
@preconcurrency @MainActor open class NSTextContainer: NSObject {
  /// The container's size; lines are `size.width` less twice ``lineFragmentPadding`` wide.
  open var size: CGSize {
    didSet { changed() }
  }
  /// The space left at each end of every line. Default: 5 points, as in UIKit.
  open var lineFragmentPadding: CGFloat = 5 {
    didSet { changed() }
  }
  /// The most lines laid out; 0 means no limit. Default: 0.
  open var maximumNumberOfLines = 0 {
    didSet { changed() }
  }
  /// How the last line ends when the lines run out. Default: `.byWordWrapping`.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
    didSet { changed() }
  }
  /// Areas text should flow around (kept, not laid out around). Default: none.
  open var exclusionPaths: [UIBezierPath] = []
  /// Whether a text view sets the width from its own. Default: false (true in a text view).
  open var widthTracksTextView = false {
    didSet { changed() }
  }
  /// Whether a text view sets the height from its own. Default: false.
  open var heightTracksTextView = false {
    didSet { changed() }
  }
  /// Whether the container is a plain rectangle: true when it has no exclusion paths.
  open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

  /// The text view laid out in this container, told when the container changes.
  weak var textView: UITextView?

  /// Creates a container of `size`.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// Creates a container of zero size.
  public override convenience init() { self.init(size: .zero) }

  private func changed() { textView?.textContainerDidChange() }
}
