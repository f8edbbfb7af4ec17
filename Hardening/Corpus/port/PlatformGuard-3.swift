#if os(macOS)
let name = "mac"
#elseif os(tvOS) || targetEnvironment(macCatalyst)
let name = "tv"
#elseif os(iOS)
let name = "phone"
#else
let name = "other"
#endif
