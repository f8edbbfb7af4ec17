import Testing
import UIKitCoverage

/// Header lines → the Swift names the Clang importer gives them.
struct SwiftNamingTests {
  /// The first member a header fragment declares, read as the coverage tool reads the SDK.
  private func declared(_ line: String, in container: String = "UIView") -> SDKMember? {
    let header = "@interface \(container) : NSObject\n\(line)\n@end\n"
    return SDKReader(notes: APINotes()).members(of: HeaderScanner.scan(header), header: "T").first
  }

  @Test(arguments: [
    ("- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;", "init(frame:)"),
    ("- (instancetype)init;", "init()"),
    ("- (void)addSubview:(UIView *)view;", "addSubview(_:)"),
    ("- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;", "insertSubview(_:at:)"),
    ("- (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;", "convert(_:to:)"),
    (
      "- (nullable UIView *)hitTest:(CGPoint)point withEvent:(nullable UIEvent *)event;",
      "hitTest(_:with:)"
    ),
    ("- (void)layoutIfNeeded;", "layoutIfNeeded()"),
    (
      "+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;",
      "animate(withDuration:animations:)"
    ),
    (
      "- (void)setNeedsDisplayInRect:(CGRect)rect NS_SWIFT_NAME(setNeedsDisplay(_:));",
      "setNeedsDisplay(_:)"
    ),
    ("@property(nonatomic,getter=isHidden) BOOL hidden;", "isHidden"),
    ("@property(nonatomic) CGRect frame API_AVAILABLE(ios(2.0));", "frame"),
    ("@property(nonatomic, copy, nullable) void (^completion)(BOOL finished);", "completion"),
  ])
  func viewMembers(line: String, swiftName: String) throws {
    let member = try #require(declared(line))
    #expect(member.swiftName.description == swiftName)
  }

  @Test func delegateMethodsKeepTheirFirstPieceAndPruneTheTypeFromLaterOnes() throws {
    let member = try #require(
      declared(
        "- (UITableViewCell *)tableView:(UITableView *)tableView "
          + "cellForRowAtIndexPath:(NSIndexPath *)indexPath;", in: "UITableViewDataSource"))
    #expect(member.swiftName.description == "tableView(_:cellForRowAt:)")
  }

  @Test func classFactoriesBecomeInitializers() throws {
    let color = try #require(
      declared(
        "+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue "
          + "alpha:(CGFloat)alpha;", in: "UIColor"))
    #expect(color.kind == .initializer)
    #expect(color.swiftName.description == "init(red:green:blue:alpha:)")
    let image = try #require(
      declared("+ (nullable UIImage *)imageNamed:(NSString *)name;", in: "UIImage"))
    #expect(image.swiftName.description == "init(named:)")
    let layer = try #require(declared("+ (instancetype)layer;", in: "CALayer"))
    #expect(layer.swiftName.description == "init()")
  }

  @Test func classPropertiesOfTheirOwnTypeLoseTheTypeName() throws {
    let main = try #require(
      declared("@property(class, nonatomic, readonly) UIScreen *mainScreen;", in: "UIScreen"))
    #expect(main.swiftName.description == "main")
    #expect(main.isStatic)
    let red = try #require(
      declared("@property(class, nonatomic, readonly) UIColor *systemRedColor;", in: "UIColor"))
    #expect(red.swiftName.description == "systemRed")
  }

  @Test func leadingAcronymsAreLowerCasedWhole() throws {
    let value = try #require(
      declared("@property(nonatomic, readonly) CGRect CGRectValue;", in: "NSValue"))
    #expect(value.swiftName.description == "cgRectValue")
    let initializer = try #require(
      declared("+ (NSValue *)valueWithCGRect:(CGRect)rect;", in: "NSValue"))
    #expect(initializer.swiftName.description == "init(cgRect:)")
  }

  @Test func wordsSplitCamelCaseAndAcronyms() {
    #expect(SwiftNaming.words("UIViewController") == ["UI", "View", "Controller"])
    #expect(
      SwiftNaming.words("cellForRowAtIndexPath") == ["cell", "For", "Row", "At", "Index", "Path"])
    #expect(SwiftNaming.words("URLString") == ["URL", "String"])
    #expect(SwiftNaming.prune("toView", type: "nullable UIView *") == "to")
    #expect(SwiftNaming.prune("forState", type: "UIControlState") == "for")
    #expect(SwiftNaming.prune("addSubview", type: "UIView *") == "addSubview")
  }

  @Test func unavailableAndSwiftUnavailableMembersAreLeftOut() {
    #expect(declared("- (instancetype)init NS_UNAVAILABLE;") == nil)
    #expect(declared("@property(nonatomic) BOOL focused API_UNAVAILABLE(ios, tvos);") == nil)
    #expect(declared("- (void)legacy NS_SWIFT_UNAVAILABLE(\"Use modern\");") == nil)
    #expect(declared("@property(nonatomic) BOOL pencil API_UNAVAILABLE(tvos);") != nil)
  }

  @Test func deprecationByIOS13IsMarked() throws {
    let old = try #require(
      declared(
        "+ (void)beginAnimations:(NSString *)animationID context:(void *)context "
          + "API_DEPRECATED(\"Use the block-based animation API instead\", ios(2.0, 13.0));"))
    #expect(old.isDeprecatedByIOS13)
    let later = try #require(
      declared("- (void)later API_DEPRECATED(\"Use newer\", ios(7.0, 17.0));"))
    #expect(!later.isDeprecatedByIOS13)
  }
}
