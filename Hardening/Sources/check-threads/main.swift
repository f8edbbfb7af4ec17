import Curtain
import Foundation
import TestSupport

@testable import Compositor

// The multi-threaded paths, run so that ThreadSanitizer watches them (Scripts/sanitize.sh
// threads): the compositor's band workers, flattening in parts and backdrop blurs in parts, on
// one to three threads and every way of painting rows; and a film rendered with several jobs.
// Each must give the bytes of one thread; ThreadSanitizer aborts on any race it sees.
// `check-threads [TREES]` draws TREES random trees (default 4, about 20 s of CPU).

let treeCount = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 4
var failures = 0

@MainActor func check(_ holds: Bool, _ what: @autoclosure () -> String) {
  guard !holds else { return }
  failures += 1
  print("error: \(what())")
}

/// Random small trees with paths, masks and backdrops (a frame is cut into 16 bands a thread,
/// whatever its size, and a debug build under ThreadSanitizer paints slowly); every third with
/// enough top-level layers to be flattened in parts on the compositor's threads.
func trees() -> [RenderTree] {
  (0..<treeCount).map { seed in
    var trees = RandomTrees(
      seed: UInt64(seed), width: 96, height: 128, paths: true, effects: true)
    var tree = trees.tree(scale: seed.isMultiple(of: 2) ? 1 : 2)
    if seed % 3 == 2 {
      tree.layers += (0..<100).map { _ in trees.node(depth: 0) }
    }
    return tree
  }
}

for (i, tree) in trees().enumerated() {
  let one = try Compositor(threads: 1).render(tree)
  for way in [RowPainting.automatic, .slots, .direct, .fillByFill] {
    for threads in 2...3 {
      var compositor = Compositor(threads: threads)
      compositor.rowPainting = way
      // Twice with the same compositor: the second frame reuses its warm workers and caches.
      for pass in 1...2 {
        check(
          try compositor.render(tree) == one,
          "tree \(i): \(way), \(threads) threads, pass \(pass) differs from one thread")
      }
    }
  }
}

/// A 120 × 180-point phone at 2×.
let smallPhone = Device(
  name: "Small phone", identifier: "smallPhone", idiom: .phone,
  portraitSize: CGSize(width: 120, height: 180), scale: 2,
  portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero,
  portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
  landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact))

/// A presentation over a blurred card, animated for half a second: the film pipeline with its
/// jobs, backdrop blurs and the compositor's threads together.
@MainActor func film() -> Film {
  Film(device: smallPhone, duration: 0.5) { stage in
    let root = UIViewController()
    root.view.backgroundColor = .systemTeal
    stage.window.rootViewController = root
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = CGRect(x: 10, y: 40, width: 100, height: 80)
    blur.layer.cornerRadius = 12
    root.view.addSubview(blur)
    let square = UIView(frame: CGRect(x: 20, y: 60, width: 40, height: 40))
    square.backgroundColor = .systemOrange
    root.view.insertSubview(square, belowSubview: blur)
    UIView.animate(withDuration: 0.5) { square.frame.origin.x = 80 }
    let sheet = UIViewController()
    sheet.view.backgroundColor = .systemBackground
    root.present(sheet, animated: true)
  }
}

@MainActor func frames(jobs: Int) throws -> [PremultipliedRGBA8Bitmap] {
  let collector = FrameCollector()
  try film().render(to: .memory(collector), fps: 20, jobs: jobs)
  return collector.bitmaps
}

let reference = try frames(jobs: 1)
check(reference.count == 10, "the film gave \(reference.count) frames, not 10")
check(try frames(jobs: 3) == reference, "the film's frames with 3 jobs differ from 1 job")

if failures > 0 { exit(1) }
print("check-threads: \(treeCount) trees on 1 to 3 threads and a film on 1 and 3 jobs: same bytes")
