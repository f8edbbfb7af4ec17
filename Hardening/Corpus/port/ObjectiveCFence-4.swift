class Host {
    #if canImport(ObjectiveC)
    @objc dynamic func swizzled() { perform(#selector(swizzled)) }
    #endif
}

