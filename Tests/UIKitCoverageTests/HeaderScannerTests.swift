import Testing
import UIKitCoverage

/// Reading the declarations of Objective-C headers written the way Apple's are.
struct HeaderScannerTests {
  static let header = """
    #import <UIKit/UIKitDefines.h>
    NS_ASSUME_NONNULL_BEGIN
    @class UIView;
    @protocol UICoordinateSpace, UIFocusItem;

    // A comment with @interface in it; and a semicolon.
    UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
    @interface UIThing : UIResponder <NSCoding>
    {
      @private
      id _ivar;
    }
    @property(nonatomic) CGRect frame; /* trailing; comment */
    - (void)performWithCompletion:(void (^ _Nullable)(BOOL finished))completion
        API_AVAILABLE(ios(10.0));
    @end

    @interface UIThing (UIThingGeometry)
    + (instancetype)thingWithName:(NSString *)name;
    @end

    @protocol UIThingDelegate <NSObject>
    @optional
    - (void)thingDidChange:(UIThing *)thing;
    @required
    @property (nonatomic, readonly) CGFloat weight;
    @end

    static inline CGFloat UIThingWidth(UIThing *thing) { return thing.frame.size.width; }
    UIKIT_EXTERN void UIThingFlush(CGContextRef _Nullable context, CGRect rect);
    typedef NS_ENUM(NSInteger, UIThingStyle) { UIThingStyleA, UIThingStyleB };
    NS_ASSUME_NONNULL_END
    """

  @Test func containersCategoriesAndProtocols() {
    let file = HeaderScanner.scan(Self.header)
    #expect(file.containers.map(\.name) == ["UIThing", "UIThing", "UIThingDelegate"])
    #expect(file.containers.map(\.isProtocol) == [false, false, true])
    #expect(file.containers[0].superclass == "UIResponder")
    #expect(file.containers[0].macros.contains { $0.name == "API_AVAILABLE" })
  }

  @Test func propertiesAndMethodsWithBlocksAndMacros() {
    let thing = HeaderScanner.scan(Self.header).containers[0]
    #expect(thing.declarations.count == 2)
    guard case .property(_, let type, let name, _) = thing.declarations[0] else {
      Issue.record("expected a property")
      return
    }
    #expect(name == "frame")
    #expect(type.contains("CGRect"))
    guard case .method(let isClass, _, let pieces, let macros) = thing.declarations[1] else {
      Issue.record("expected a method")
      return
    }
    #expect(!isClass)
    #expect(pieces.map(\.name) == ["performWithCompletion"])
    #expect(pieces[0].type?.contains("^") == true)
    #expect(macros.map(\.name) == ["API_AVAILABLE"])
  }

  @Test func optionalAndRequiredProtocolMembersAreBothRead() {
    let delegate = HeaderScanner.scan(Self.header).containers[2]
    #expect(delegate.declarations.count == 2)
  }

  @Test func functionsAtFileScopeButNotInlineBodiesOrEnums() {
    let functions = HeaderScanner.scan(Self.header).functions
    let names = functions.compactMap { declaration -> String? in
      guard case .function(let name, _, _, _) = declaration else { return nil }
      return name
    }
    #expect(names == ["UIThingFlush"])
    guard case .function(_, let result, let parameters, _) = functions.last else { return }
    #expect(result == "void")
    #expect(parameters.count == 2)
  }
}
