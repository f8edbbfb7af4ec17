/// `render --shard I/N`: the I-th of N contiguous parts of a render's frames, so that N processes
/// (on one machine or many) render a film between them.
///
/// A frame depends only on its time, so the parts' PNG files are the bytes one render writes;
/// numbered by their frame numbers, they merge into one folder. Shards count from 0, as
/// Kubernetes' `JOB_COMPLETION_INDEX` does: `--shard 0/3`, `1/3` and `2/3` make a whole.
struct Shard: Equatable, CustomStringConvertible {
  /// Which part, from 0.
  let index: Int
  /// How many parts.
  let count: Int

  /// The most parts a render splits into.
  static let maximumCount = 10_000

  /// Shard `index` of `count`.
  ///
  /// - Precondition: `0 ≤ index < count`.
  init(index: Int, count: Int) {
    precondition((0..<count).contains(index), "shard \(index) of \(count)")
    self.index = index
    self.count = count
  }

  /// Reads `I/N` with `0 ≤ I < N`.
  ///
  /// - Throws: ``CommandFailure`` for anything else, saying how shards are counted.
  init(parsing text: String) throws(CommandFailure) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    let numbers = parts.map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let index = numbers[0], let count = numbers[1] else {
      throw .badInput(
        "--shard '\(text)' is not a shard; write I/N, the I-th of N parts counted from 0, "
          + "e.g. --shard 0/3")
    }
    guard (1...Self.maximumCount).contains(count) else {
      throw .badInput("--shard \(text): the number of shards must be 1…\(Self.maximumCount)")
    }
    guard (0..<count).contains(index) else {
      throw .badInput(
        "--shard \(text): shards count from 0, so the \(count) shards are 0/\(count) to "
          + "\(count - 1)/\(count) (as JOB_COMPLETION_INDEX counts)")
    }
    self.init(index: index, count: count)
  }

  /// This shard's part of `frames`: the `index`-th of `count` contiguous runs whose lengths
  /// differ by at most one, in order, or `nil` when there are more shards than frames and this
  /// one gets none.
  func frames(of frames: ClosedRange<Int>) -> ClosedRange<Int>? {
    let total = frames.count
    let start = frames.lowerBound + total * index / count
    let end = frames.lowerBound + total * (index + 1) / count
    return start < end ? start...(end - 1) : nil
  }

  var description: String { "\(index)/\(count)" }
}
