import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// Issue 23 item 12: in regular width (an iPad) a `.sheet` floats as a centred form sheet. SwiftUI's
/// `PresentationSizing.automatic` resolves to `.form` on iOS (its documentation); we size a form sheet as UIKit's
/// form sheet default, 540 × 620 pt, centred (docs/approximations.md, "Sheets on iPad").
@MainActor @Suite struct FormSheetTests {
    func sheet(_ timeline: SceneTimeline, at time: Double) -> TracedView? {
        timeline.trace(at: time).views.first { $0.type == "sheet" }
    }

    /// iPad Pro 13-inch in landscape: 1376 × 1032 pt. The form sheet: x = (1376 − 540) / 2 = 418,
    /// y = (1032 − 620) / 2 = 206. Its detents (medium, large) do not apply, and nothing shrinks behind it.
    @Test func aSheetFloatsCentredAtTheFormSize() throws {
        let timeline = formSheetScene.timeline()
        #expect(timeline.errors.isEmpty)
        let rest = try #require(sheet(timeline, at: 1.4))
        #expect(rest.frame == CGRect(x: 418, y: 206, width: 540, height: 620))
        #expect(rest.bounds == rest.frame)
        #expect(timeline.trace(at: 1.4).view("presenter")?.style["scale"] == .number(1))
        // It rises from the bottom edge: one frame after the tap its top is between the edge and its place.
        let rising = try #require(sheet(timeline, at: 0.3 + 1.0 / 60))
        #expect(rising.bounds.minY > 206 && rising.bounds.minY < 1032)
    }

    /// Under the finger (1.5 s for 0.3 s) the sheet follows it down and the dimming fades in proportion to the way
    /// from its place to the bottom edge: alpha = 0.4 × (1032 − y) / (1032 − 206); at the lift, heading for the
    /// bottom edge, it is dismissed.
    @Test func aFingerDragsItDownAndOff() throws {
        let timeline = formSheetScene.timeline()
        var checked = 0
        for frame in 91...107 {
            let time = Double(frame) / 60
            guard let s = sheet(timeline, at: time),
                  let dim = timeline.trace(at: time).views.first(where: { $0.path.hasSuffix("/sheet/dimming/Color") }),
                  let fill = dim.style["fill"]?.plainText else { continue }
            let y = Double(s.frame.minY)
            let alpha = Double(Int(fill.suffix(2), radix: 16) ?? -1) / 255
            #expect(abs(alpha - 0.4 * (1032 - y) / (1032 - 206)) < 1.0 / 255 + 1e-9, "frame \(frame): top \(y), dim \(alpha)")
            checked += 1
        }
        #expect(checked >= 15)
        #expect(sheet(timeline, at: 1.9)?.isRemoving == true)
    }

    /// An iPhone is compact: the same view there is a bottom sheet at its detent, full width.
    @Test func anIPhoneKeepsItsBottomSheet() throws {
        let timeline = sheetDetentsScene.timeline()
        let rest = try #require(sheet(timeline, at: 1.2))
        #expect(rest.frame.minX == 0 && rest.frame.width == 393 && rest.frame.maxY == 852)
    }
}
