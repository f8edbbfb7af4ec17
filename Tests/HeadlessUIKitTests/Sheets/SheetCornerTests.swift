import Foundation
import Testing

@testable import HeadlessUIKit

/// The sheet's corners and shadow: the display's radius at the bottom, the preferred radius on
/// the corners the sheet rounds, the floating form sheet's shadow.
@MainActor @Suite struct SheetCornerTests {
  private func sheetView(_ scene: SheetScene) throws -> SheetContentView {
    try #require(scene.controller?.presentedView as? SheetContentView)
  }

  @Test func anEdgeAttachedSheetRoundsItsBottomLikeTheDisplay() throws {
    let view = try sheetView(SheetScene(device: .iPhone15Pro))
    #expect(view.displayClip.layer.cornerRadius == Device.iPhone15Pro.screenCornerRadius)
    #expect(view.displayClip.layer.cornerRadius == 55)
    #expect(view.cornerClip.layer.cornerRadius == 10)
    #expect(view.cornerClip.layer.maskedCorners == .topCorners)
    #expect(view.cornerClip.clipsToBounds && view.displayClip.clipsToBounds)
    #expect(view.layer.shadowOpacity == 0)
  }

  @Test func aHomeButtonIPhonesSheetHasSquareBottomCorners() throws {
    let view = try sheetView(SheetScene(device: .iPhoneSE))
    #expect(view.displayClip.layer.cornerRadius == 0)
    #expect(view.cornerClip.layer.cornerRadius == 10)
  }

  @Test func aFloatingFormSheetCastsAShadowAndAPageSheetDoesNot() throws {
    let form = try sheetView(SheetScene(device: .iPadPro11, style: .formSheet))
    #expect(form.layer.shadowOpacity == 0.5 && form.layer.shadowRadius == 2)
    #expect(!form.clipsToBounds)
    #expect(form.layer.shadowPath != nil)
    #expect(form.displayClip.layer.cornerRadius == 0)
    let page = try sheetView(SheetScene(device: .iPadPro11, style: .pageSheet))
    #expect(page.layer.shadowOpacity == 0)
    #expect(page.displayClip.layer.cornerRadius == 0)
  }

  @Test func thePreferredRadiusRoundsEveryCornerTheSheetRounds() throws {
    let phone = SheetScene(device: .iPhone15Pro)
    phone.stage.run { phone.controller?.preferredCornerRadius = 24 }
    let view = try sheetView(phone)
    #expect(view.cornerClip.layer.cornerRadius == 24)
    #expect(view.layer.cornerRadius == 24 && view.layer.maskedCorners == .topCorners)
    // The receding presenter keeps the system's radius.
    #expect(phone.root.view.layer.cornerRadius == 10)

    let pad = SheetScene(device: .iPadPro11, style: .formSheet)
    pad.stage.run { pad.controller?.preferredCornerRadius = 24 }
    let form = try sheetView(pad)
    #expect(form.cornerClip.layer.cornerRadius == 24)
    #expect(form.cornerClip.layer.maskedCorners == .allCorners)
  }
}
