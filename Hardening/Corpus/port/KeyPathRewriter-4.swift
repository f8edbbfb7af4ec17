#if canImport(ObjectiveC)
let key = #keyPath(CALayer.opacity)
#endif

