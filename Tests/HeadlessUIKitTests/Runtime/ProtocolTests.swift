import Testing

@testable import HeadlessUIKit

/// Protocols as a ported library declares them, with the values `curtain port` writes for
/// `conforms(to: Draggable.self)`.
protocol ProtocolTestsDraggable: AnyObject {}
protocol ProtocolTestsZoomable {}

private class Handle: NSObject, ProtocolTestsDraggable {}
private final class BigHandle: Handle {}
private final class Plain: NSObject {}
extension Plain: ProtocolTestsZoomable {}

private let draggable = Protocol(ProtocolTestsDraggable.self) {
  $0 is any ProtocolTestsDraggable.Type
}
private let zoomable = Protocol(ProtocolTestsZoomable.self) { $0 is any ProtocolTestsZoomable.Type }

struct ProtocolTests {
  @Test func objectsAndClassesConformThroughSuperclassesAndExtensions() {
    #expect(Handle().conforms(to: draggable))
    #expect(BigHandle().conforms(to: draggable))
    #expect(BigHandle.conforms(to: draggable))
    #expect(!Plain().conforms(to: draggable))
    #expect(Plain.conforms(to: zoomable))
    #expect(!NSObject.conforms(to: zoomable))
  }

  @Test func protocolsAreEqualByNameAndNamedByModule() {
    let again = Protocol(ProtocolTestsDraggable.self) { _ in false }
    #expect(again == draggable)
    #expect(draggable != zoomable)
    #expect(NSStringFromProtocol(draggable) == "HeadlessUIKitTests.ProtocolTestsDraggable")
  }
}
