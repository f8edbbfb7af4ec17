import Curtain

/// A time on the film's clock given on the command line (`--at`, `--from`, `--to`).
enum TimeOption {
  /// Checks that `value`, given as option `name`, is seconds from 0 to `Film.maximumDuration`.
  static func check(_ value: Double, _ name: String) throws(CommandFailure) {
    guard value.isFinite, value >= 0, value <= Film.maximumDuration else {
      throw .badInput(
        "\(name) must be a time in seconds from 0 to \(Int(Film.maximumDuration)), "
          + "not \(StageOptions.format(value))")
    }
  }
}
