import Testing
import UIKitCoverage

/// API notes: the Swift names and availability frameworks give outside their headers.
struct APINotesTests {
  static let notes = """
    ---
    Name: Fixture
    Classes:
    - Name: UIThing
      SwiftName: Thing
      Properties:
      - Name: childThings
        SwiftName: children
      Methods:
      - Selector: 'addChildThing:'
        SwiftName: addChild(_:)
        MethodKind: Instance
      - Selector: 'legacyThing'
        MethodKind: Class
        Availability: nonswift
    Functions:
    - Name: CGContextFillRect
      SwiftName: CGContext.fill(self:_:)
    - Name: CGContextGetCTM
      SwiftName: 'getter:CGContext.ctm(self:)'
    - Name: CGContextCreate
      SwiftName: CGContext.init(width:)
    SwiftVersions:
    - Version: 3
      Classes:
      - Name: UIThing
        Methods:
        - Selector: 'addChildThing:'
          SwiftName: addChildThing(_:)
          MethodKind: Instance
    """

  @Test func currentSwiftNamesAndNotTheOlderVersions() {
    let notes = APINotes(parsing: Self.notes)
    #expect(notes.types["UIThing"]?.swiftName == "Thing")
    #expect(notes.methods["UIThing"]?["Instance addChildThing:"]?.swiftName == "addChild(_:)")
    #expect(notes.methods["UIThing"]?["Class legacyThing"]?.isUnavailable == true)
    #expect(notes.properties["UIThing"]?["Instance childThings"]?.swiftName == "children")
    #expect(notes.functions["CGContextFillRect"]?.swiftName == "CGContext.fill(self:_:)")
  }

  @Test func notesRenameHeaderMembersAndFunctionsBecomeMembers() {
    let header = """
      @interface UIThing : NSObject
      @property(nonatomic, readonly) NSArray *childThings;
      - (void)addChildThing:(UIThing *)child;
      + (void)legacyThing;
      @end
      CG_EXTERN void CGContextFillRect(CGContextRef c, CGRect rect);
      CG_EXTERN CGAffineTransform CGContextGetCTM(CGContextRef c);
      CG_EXTERN CGContextRef CGContextCreate(size_t width);
      CG_EXTERN CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
      """
    let reader = SDKReader(notes: APINotes(parsing: Self.notes))
    let members = reader.members(of: HeaderScanner.scan(header), header: "CGContext")
    let names = members.map { "\($0.container) \($0.kind) \($0.swiftName)" }
    #expect(
      names == [
        "Thing property children", "Thing method addChild(_:)",
        "CGContext method fill(_:)", "CGContext property ctm",
        "CGContext initializer init(width:)",
      ])
    #expect(members.allSatisfy { $0.isExplicit })
    #expect(members.first { $0.swiftName.base == "fill" }?.isStatic == false)
  }
}
