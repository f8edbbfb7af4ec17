// Apple's Combine on Linux: OpenCombine's publishers, subscribers, subjects, operators,
// `@Published` and `ObservableObject`, re-exported under Combine's module name, plus what
// Combine's Foundation overlay adds (schedulers, `Timer.publish`, notification publishers),
// here on the stage's clock during its turns. Foundation is not re-exported: a file that reaches
// Foundation through UIKit alone must keep meeting the stage's main queue and timers first.
@_exported import OpenCombine
