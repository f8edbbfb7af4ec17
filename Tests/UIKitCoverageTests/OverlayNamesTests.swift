import Foundation
import Testing
import UIKitCoverage

/// Members the API notes hide for UIKit's Swift overlay, counted by the overlay's names.
struct OverlayNamesTests {
  static let notes = """
    ---
    Name: Fixture
    Protocols:
    - Name: UIMutableTraits
      SwiftPrivate: true
    - Name: UITraitChangeObservable
      SwiftPrivate: true
    Classes:
    - Name: UITraitCollection
      Methods:
      - Selector: 'valueForCGFloatTrait:'
        MethodKind: Instance
        SwiftPrivate: true
    """

  static let header = """
    @protocol UIMutableTraits <NSObject>
    - (void)setCGFloatValue:(CGFloat)value forTrait:(UICGFloatTrait)trait;
    - (CGFloat)valueForCGFloatTrait:(UICGFloatTrait)trait;
    - (void)setNSIntegerValue:(NSInteger)value forTrait:(UINSIntegerTrait)trait;
    @end
    @protocol UITraitChangeObservable
    - (id<UITraitChangeRegistration>)registerForTraitChanges:(NSArray<UITrait> *)traits withHandler:(UITraitChangeHandler)handler;
    @end
    @interface UITraitCollection : NSObject
    - (CGFloat)valueForCGFloatTrait:(UICGFloatTrait)trait;
    - (NSInteger)valueForNSIntegerTrait:(UINSIntegerTrait)trait;
    @end
    """

  @Test func hiddenMembersTakeTheOverlaysNamesAndCountOnceEach() {
    let reader = SDKReader(notes: APINotes(parsing: Self.notes))
    let members = reader.members(of: HeaderScanner.scan(Self.header), header: "UITraitCollection")
    #expect(
      members.map { "\($0.container) \($0.swiftName)" } == [
        "UIMutableTraits subscript(_:)", "UIMutableTraits subscript(_:)",
        "UIMutableTraits subscript(_:)",
        "UITraitChangeObservable registerForTraitChanges(_:handler:)",
        "UITraitCollection subscript(_:)",
        // Not hidden by these notes: the name derived from the selector.
        "UITraitCollection value(forNS:)",
      ])
    let coverage = Coverage.compute(sdk: members, curtain: CurtainSurface())
    #expect(coverage.map(\.members.count) == [1, 1, 2])
  }

  @Test func subscriptsInSymbolGraphsMatchTheOverlaysSubscripts() throws {
    let graph = """
      {"symbols": [
        {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "m"},
         "pathComponents": ["UIMutableTraits"], "names": {"title": "UIMutableTraits"},
         "accessLevel": "public"},
        {"kind": {"identifier": "swift.subscript"}, "identifier": {"precise": "m.s"},
         "pathComponents": ["UIMutableTraits", "subscript(_:)"],
         "names": {"title": "subscript(_:)"}, "accessLevel": "public"}
      ], "relationships": []}
      """
    var surface = CurtainSurface()
    try surface.add(symbolGraph: Data(graph.utf8))
    let reader = SDKReader(notes: APINotes(parsing: Self.notes))
    let members = reader.members(of: HeaderScanner.scan(Self.header), header: "UITraitCollection")
    let coverage = Coverage.compute(sdk: members, curtain: surface)
    #expect(coverage.first?.type == "UIMutableTraits" && coverage.first?.declared.count == 1)
  }

  @Test func membersNamedWithAHiddenFirstLabelAreLeftOut() {
    let header = """
      @interface UIThing : NSObject
      - (instancetype)initWithWidth:(CGFloat)width NS_SWIFT_NAME(init(__byWidth:));
      - (instancetype)initWithHeight:(CGFloat)height;
      @end
      """
    let members = SDKReader(notes: APINotes()).members(of: HeaderScanner.scan(header), header: "T")
    #expect(members.map(\.swiftName.description) == ["init(height:)"])
  }
}
