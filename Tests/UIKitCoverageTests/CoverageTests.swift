import Foundation
import Testing
import UIKitCoverage

/// Matching SDK members against Curtain's declarations, and counting them.
struct CoverageTests {
  private func sdkMember(_ line: String, in container: String = "UIViewController") -> SDKMember {
    let header = "@interface \(container) : NSObject\n\(line)\n@end\n"
    return SDKReader(notes: APINotes()).members(of: HeaderScanner.scan(header), header: "T")[0]
  }

  private func curtain(_ name: String, _ kind: MemberKind = .method, isStatic: Bool = false)
    -> CurtainMember
  {
    CurtainMember(
      container: "UIViewController", kind: kind, isStatic: isStatic,
      name: SwiftName(parsing: name))
  }

  @Test(arguments: [
    (
      "- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;",
      "dismiss(animated:completion:)"
    ),
    (
      "- (void)presentViewController:(UIViewController *)controller animated:(BOOL)flag "
        + "completion:(void (^)(void))completion;", "present(_:animated:completion:)"
    ),
    ("- (void)setNeedsDisplayInRect:(CGRect)rect;", "setNeedsDisplay(_:)"),
    ("- (UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath;", "cellForRow(at:)"),
    ("- (void)setTitle:(NSString *)title forState:(UIControlState)state;", "setTitle(_:for:)"),
    (
      "- (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle;",
      "init(nibName:bundle:)"
    ),
  ])
  func prunedNamesMatch(line: String, swiftName: String) {
    let member = sdkMember(line)
    let kind: MemberKind = swiftName.hasPrefix("init(") ? .initializer : .method
    #expect(
      CoverageMatcher.matches(member, curtain(swiftName, kind), className: "UIViewController"))
  }

  @Test func differentWordsOrArityOrStaticnessDoNotMatch() {
    let keyframes = sdkMember(
      "+ (void)animateKeyframesWithDuration:(NSTimeInterval)d delay:(NSTimeInterval)delay "
        + "options:(NSUInteger)o animations:(void (^)(void))a completion:(void (^)(BOOL))c;",
      in: "UIView")
    let animate = CurtainMember(
      container: "UIView", kind: .method, isStatic: true,
      name: SwiftName(parsing: "animate(withDuration:delay:options:animations:completion:)"))
    #expect(!CoverageMatcher.matches(keyframes, animate, className: "UIView"))
    let present = sdkMember("- (void)presentViewController:(UIViewController *)c animated:(BOOL)a;")
    #expect(
      !CoverageMatcher.matches(present, curtain("present(_:)"), className: "UIViewController"))
    let loaded = sdkMember("@property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded;")
    #expect(CoverageMatcher.matches(loaded, curtain("isViewLoaded", .property), className: ""))
    #expect(
      !CoverageMatcher.matches(
        loaded, curtain("isViewLoaded", .property, isStatic: true), className: ""))
  }

  /// The importer's pruning of a collection's element type, of the class's name at the start
  /// of a method of its own type or at the end of one without arguments, and of a leading
  /// acronym's case.
  @Test(arguments: [
    (
      "- (void)deleteItemsAtIndexPaths:(NSArray<NSIndexPath *> *)paths;", "deleteItems(at:)",
      "UICollectionView"
    ),
    (
      "+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;", "activate(_:)",
      "NSLayoutConstraint"
    ),
    ("- (void)closePath;", "close()", "UIBezierPath"),
    (
      "- (void)notifyWhenInteractionChangesUsingBlock:(void (^)(id context))handler;",
      "notifyWhenInteractionChanges(_:)", "UIViewControllerTransitionCoordinator"
    ),
    (
      "+ (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message "
        + "preferredStyle:(UIAlertControllerStyle)style;", "init(title:message:preferredStyle:)",
      "UIAlertController"
    ),
    ("+ (instancetype)mediumDetent;", "medium()", "UISheetPresentationControllerDetent"),
    (
      "- (void)willTransitionToState:(UITableViewCellStateMask)state;", "willTransition(to:)",
      "UITableViewCell"
    ),
    (
      "- (instancetype)initWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;",
      "init(controlPoints:_:_:_:)", "CAMediaTimingFunction"
    ),
    ("- (void)prepareLayout;", "prepare()", "UICollectionViewLayout"),
    ("- (UIBezierPath *)bezierPathByReversingPath;", "reversing()", "UIBezierPath"),
    ("- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;", "withAlphaComponent(_:)", "UIColor"),
    ("- (UIImage *)imageWithoutBaseline;", "withoutBaseline()", "UIImage"),
    (
      "- (NSData *)PNGDataWithActions:(void (^)(id))actions;", "pngData(actions:)",
      "UIGraphicsImageRenderer"
    ),
    (
      "- (BOOL)drawViewHierarchyInRect:(CGRect)rect afterScreenUpdates:(BOOL)after;",
      "drawHierarchy(in:afterScreenUpdates:)", "UIView"
    ),
  ])
  func importerPruningMatches(line: String, swiftName: String, className: String) {
    let member = sdkMember(line, in: className)
    let isInit = swiftName.hasPrefix("init(")
    let name = CurtainMember(
      container: className, kind: isInit ? .initializer : .method,
      isStatic: line.hasPrefix("+") && !isInit, name: SwiftName(parsing: swiftName))
    #expect(CoverageMatcher.matches(member, name, className: className))
  }

  @Test func aPropertyMayLoseItsTypesNameInFront() {
    let member = sdkMember("@property(readonly) UIView *viewForFirstBaselineLayout;", in: "UIView")
    let name = CurtainMember(
      container: "UIView", kind: .property, isStatic: false,
      name: SwiftName(base: "forFirstBaselineLayout"))
    #expect(CoverageMatcher.matches(member, name, className: "UIView"))
  }

  @Test func pruningKeepsWordsThatAreNotTheClassName() {
    let layout = sdkMember("- (void)layoutSubviews;", in: "UIView")
    let layoutName = CurtainMember(
      container: "UIView", kind: .method, isStatic: false, name: SwiftName(parsing: "layout()"))
    #expect(!CoverageMatcher.matches(layout, layoutName, className: "UIView"))
    let tint = sdkMember("- (UIImage *)imageWithTintColor:(UIColor *)color;", in: "UIImage")
    let wrong = CurtainMember(
      container: "UIImage", kind: .method, isStatic: false, name: SwiftName(parsing: "tint(_:)"))
    #expect(!CoverageMatcher.matches(tint, wrong, className: "UIImage"))
  }

  @Test func explicitNamesMustMatchExactly() {
    let member = sdkMember(
      "- (void)addChildViewController:(UIViewController *)c NS_SWIFT_NAME(addChild(_:));")
    #expect(CoverageMatcher.matches(member, curtain("addChild(_:)"), className: "UIViewController"))
    #expect(
      !CoverageMatcher.matches(
        member, curtain("addChildViewController(_:)"), className: "UIViewController"))
  }

  /// A symbol graph of two classes: `UIView` inherits `UIResponder`'s `next`, and its
  /// `animate(withDuration:animations:completion:)` has a defaulted completion.
  static let graph = """
    {"symbols": [
      {"kind": {"identifier": "swift.class"}, "identifier": {"precise": "r"},
       "pathComponents": ["UIResponder"], "names": {"title": "UIResponder"}, "accessLevel": "open"},
      {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "r.next"},
       "pathComponents": ["UIResponder", "next"], "names": {"title": "next"}, "accessLevel": "open"},
      {"kind": {"identifier": "swift.class"}, "identifier": {"precise": "v"},
       "pathComponents": ["UIView"], "names": {"title": "UIView"}, "accessLevel": "open"},
      {"kind": {"identifier": "swift.type.method"}, "identifier": {"precise": "v.a"},
       "pathComponents": ["UIView", "animate(withDuration:animations:completion:)"],
       "names": {"title": "animate(withDuration:animations:completion:)"}, "accessLevel": "public",
       "declarationFragments": [{"spelling": "class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)"}]},
      {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "v.hidden"},
       "pathComponents": ["UIView", "secret()"], "names": {"title": "secret()"}, "accessLevel": "internal"}
    ],
    "relationships": [{"kind": "inheritsFrom", "source": "v", "target": "r"}]}
    """

  @Test func countsPerTypeWithInheritanceDefaultsAndDeprecations() throws {
    var surface = CurtainSurface()
    try surface.add(symbolGraph: Data(Self.graph.utf8))
    let header = """
      @interface UIView : UIResponder
      @property(nonatomic, readonly) UIResponder *nextResponder NS_SWIFT_NAME(next);
      + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
      + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations completion:(void (^)(BOOL))completion;
      - (void)secret;
      - (void)drawRect:(CGRect)rect;
      + (void)commitAnimations API_DEPRECATED("Use blocks", ios(2.0, 13.0));
      @end
      """
    let members = SDKReader(notes: APINotes()).members(
      of: HeaderScanner.scan(header), header: "UIView")
    let coverage = try #require(Coverage.compute(sdk: members, curtain: surface).first)
    #expect(coverage.type == "UIView")
    #expect(coverage.members.count == 5)
    #expect(coverage.declared.count == 3)
    #expect(coverage.missing.map(\.swiftName.description) == ["secret()", "draw(_:)"])
    #expect(coverage.deprecatedCount == 1)
    #expect(coverage.deprecatedDeclared == 0)
    #expect(coverage.percentage == 60)
    let text = CoverageMarkdown.render([coverage], sdkName: "the iOS 18.5 SDK")
    #expect(text.contains("**Total: 3 of 5 members (60.0 %)**"))
    #expect(text.contains("| UIView | 5 | 3 | 60.0 % | 1 (0) |"))
  }
}

/// Types Swift renames and members the overlay refines.
struct RenamedTypeTests {
  static let header = """
    UIKIT_EXTERN NS_SWIFT_NAME(UIViewController.Transition)
    @interface UIViewControllerTransition : NSObject
    + (instancetype)coverVerticalTransition NS_REFINED_FOR_SWIFT;
    @end
    NS_SWIFT_NAME(UIViewControllerTransition.ZoomOptions)
    @interface UIZoomTransitionOptions : NSObject
    @property (nonatomic, copy, nullable) UIColor *dimmingColor;
    @end
    NS_SWIFT_NAME(UIZoomTransitionOptions.InteractionContext)
    @interface UIZoomTransitionInteractionContext : NSObject
    @property (nonatomic, readonly) BOOL willBegin;
    @end
    """

  @Test func containersNamedThroughARenamedTypeTakeItsSwiftName() {
    let reader = SDKReader(notes: APINotes())
    let file = HeaderScanner.scan(Self.header)
    let members = SDKReader.resolveContainers(
      reader.members(of: file, header: "T"), renames: reader.typeRenames(in: [file]))
    #expect(
      members.map(\.container) == [
        "UIViewController.Transition", "UIViewController.Transition.ZoomOptions",
        "UIViewController.Transition.ZoomOptions.InteractionContext",
      ])
  }

  @Test func refinedMembersMatchTheOverlaysNameLessTheClassName() throws {
    let reader = SDKReader(notes: APINotes())
    let member = try #require(
      reader.members(of: HeaderScanner.scan(Self.header), header: "T").first)
    #expect(member.isRefinedForSwift)
    let coverVertical = CurtainMember(
      container: "UIViewController.Transition", kind: .property, isStatic: true,
      name: SwiftName(base: "coverVertical"))
    #expect(CoverageMatcher.matches(member, coverVertical, className: "Transition"))
    var instance = coverVertical
    instance.isStatic = false
    #expect(!CoverageMatcher.matches(member, instance, className: "Transition"))
  }
}
