import Foundation
import Testing
@testable import Zoetrope

/// Frames computed by hand from SwiftUI's layout rules (proposal, flexibility order, default spacing 8,
/// padding 16, spacer next to views without spacing), on a 200 × 100 pt canvas.
@MainActor @Suite struct LayoutTests {
    @Test func hStackCentresItsChildrenWithDefaultSpacing() {
        let t = timeline {
            HStack {
                Rectangle().frame(width: 50, height: 20)
                Rectangle().frame(width: 30, height: 40)
            }
        }
        // Stack: 50 + 8 + 30 = 88 wide, 40 high, centred: x = (200 - 88) / 2 = 56, y = (100 - 40) / 2 = 30.
        #expect(t.frames(endingWith: "HStack") == [CGRect(x: 56, y: 30, width: 88, height: 40)])
        // Children centred vertically: the 20 pt one at y = 30 + 10.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 56, y: 40, width: 50, height: 20),
                                                     CGRect(x: 114, y: 30, width: 30, height: 40)])
    }

    @Test func spacerTakesWhatIsLeftAndAsksForNoSpacing() {
        let t = timeline {
            VStack {
                Spacer()
                Rectangle().frame(height: 10)
            }
        }
        // The rectangle gets the full proposed width (200) and its fixed height; no gap beside the spacer.
        #expect(t.frames(endingWith: "Spacer") == [CGRect(x: 100, y: 0, width: 0, height: 90)])
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 90, width: 200, height: 10)])
    }

    @Test func defaultPaddingIs16OnEveryEdge() {
        let t = timeline { Rectangle().padding() }
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 16, y: 16, width: 168, height: 68)])
    }

    @Test func frameAlignsItsChild() {
        let t = timeline {
            Rectangle().frame(width: 20, height: 20).frame(width: 100, height: 100, alignment: .bottomTrailing)
        }
        // The outer frame is centred at x = 50; the child sits in its bottom-trailing corner.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 130, y: 80, width: 20, height: 20)])
    }

    @Test func stackOffersLeastFlexibleChildrenFirst() {
        let t = timeline {
            HStack(spacing: 0) {
                Rectangle()
                Rectangle().frame(width: 50)
                Rectangle()
            }
        }
        // The fixed 50 pt child is sized first; the remaining 150 pt are split 75 / 75.
        #expect(t.frames(endingWith: "Rectangle").map(\.minX) == [0, 75, 125])
        #expect(t.frames(endingWith: "Rectangle").map(\.width) == [75, 50, 75])
    }

    @Test func flexibleFrameFillsTheOfferedWidth() {
        let t = timeline {
            Rectangle().frame(width: 20, height: 10).frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 45, width: 20, height: 10)])
    }

    @Test func framesAreRoundedToThePixelGrid() {
        let canvas = SceneCanvas(width: 100, height: 100, scale: 3)
        let t = timeline(canvas: canvas) { Rectangle().frame(width: 10.1, height: 10) }
        // Centred: x from 44.95 to 55.05 pt = 134.85 … 165.15 px, rounded to 135 … 165 px = 45 … 55 pt.
        let frame = t.frames(endingWith: "Rectangle")[0]
        #expect(abs(frame.minX - 45) < 1e-9 && abs(frame.width - 10) < 1e-9)
    }

    @Test func safeAreaOfTheIPhonePresetInsetsTheRootView() {
        let t = timeline(canvas: Device.iPhone15Pro.canvas) { Rectangle() }
        // 852 - 59 - 34 = 759 pt tall, starting 59 pt down.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 59, width: 393, height: 759)])
    }

    @Test func overlayIsCentredOnItsPrimaryView() {
        let t = timeline {
            Circle().frame(width: 44, height: 44).overlay { Rectangle().frame(width: 16, height: 16) }
        }
        // Circle at (78, 28); the 16 pt square centred in it: 78 + 14, 28 + 14.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 92, y: 42, width: 16, height: 16)])
    }
}

@MainActor @Suite struct FillStyleTests {
    @Test func evenOddFillReachesTheDisplayList() {
        let rings = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            path.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let t = timeline { rings.fill(.blue, style: FillStyle(eoFill: true)).frame(width: 40, height: 40) }
        #expect(t.displayList(at: 0).textDump.contains("fill #007AFFFF even-odd"))
    }
}

/// `.fixedSize`, `.layoutPriority` and `.aspectRatio`, by hand on the 200 × 100 pt test canvas.
@MainActor @Suite struct LayoutModifierTests {
    @Test func fixedSizeOffersTheIdealSize() {
        // A shape's ideal size is 10 × 10; centred: (95, 45).
        let t = timeline { Rectangle().fixedSize() }
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 95, y: 45, width: 10, height: 10)])
    }

    @Test func higherLayoutPriorityIsSizedFirst() {
        // The priority child may use 200 - (the other's minimum, 0) = 200 pt; the other gets what is left, 0.
        let t = timeline {
            HStack(spacing: 0) {
                Rectangle()
                Rectangle().layoutPriority(1)
            }
        }
        #expect(t.frames(endingWith: "Rectangle").map(\.width) == [0, 200])
    }

    @Test func layoutPriorityLeavesRoomForTheOthersMinimum() {
        // The low-priority child has a 30 pt minimum (a fixed frame), so the priority child gets 200 - 30 - 8 = 162.
        let t = timeline {
            HStack {
                Rectangle().frame(width: 30)
                Rectangle().layoutPriority(1)
            }
        }
        #expect(t.frames(endingWith: "Rectangle").map(\.width) == [30, 162])
    }

    @Test func aspectRatioFitsAndFills() {
        // 1:1 in 200 × 100: fit is 100 × 100 (centred at x 50); fill is 200 × 200 (centred at y -50).
        let fit = timeline { Rectangle().aspectRatio(1, contentMode: .fit) }
        #expect(fit.frames(endingWith: "Rectangle") == [CGRect(x: 50, y: 0, width: 100, height: 100)])
        let fill = timeline { Rectangle().aspectRatio(1, contentMode: .fill) }
        #expect(fill.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: -50, width: 200, height: 200)])
    }
}
