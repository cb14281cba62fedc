import Foundation
import Testing
@testable import Zoetrope

/// matchedGeometryEffect per fidelity.md §6, with linear animations so that every frame is exact by hand.
@MainActor @Suite struct MatchedGeometryTests {
    /// A dot that moves from the left 100-pt box (20 pt) to the right one (40 pt) on a tap. The boxes keep their
    /// size whatever they hold.
    struct Mover: View {
        @Namespace private var space
        @State private var isLeft = true

        var body: some View {
            HStack(spacing: 0) {
                ZStack {
                    Color.clear
                    if isLeft {
                        Circle().fill(.red).matchedGeometryEffect(id: "dot", in: space).frame(width: 20, height: 20)
                    }
                }
                .frame(width: 100, height: 100)
                ZStack {
                    Color.clear
                    if !isLeft {
                        Circle().fill(.red).matchedGeometryEffect(id: "dot", in: space).frame(width: 40, height: 40)
                    }
                }
                .frame(width: 100, height: 100)
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { isLeft.toggle() } }
            .accessibilityIdentifier("stage")
        }
    }

    func members(_ t: SceneTimeline, at time: Double) -> [InspectedView] {
        t.inspect(at: time).filter { $0.type == "matchedGeometryEffect" }
    }

    @Test func sourceChangeMovesBothMembersAlongTheSharedFrame() throws {
        let t = timeline(script: { Tap("stage", at: 0) }) { Mover() }
        // Before: the 20-pt dot centred in the left box (0…100 × 0…100): (40, 40, 20, 20). After: the 40-pt dot centred
        // in the right box (100…200): (130, 30, 40, 40). Linear over 1 s, halfway: (85, 35, 30, 30) for both the
        // inserted member and the removed one, which cross-fade (opacity 0.5 each).
        let half = members(t, at: 0.5)
        #expect(half.count == 2)
        for member in half {
            #expect(approximately([member.frame.minX, member.frame.minY, member.frame.width, member.frame.height],
                                  [85, 35, 30, 30], tolerance: 1e-9), "\(member.path)")
            #expect(approximately([member.opacity], [0.5], tolerance: 1e-9))
        }
        #expect(half.filter(\.isRemoving).count == 1)
        // The inserted one starts exactly on the old geometry.
        let start = try #require(members(t, at: 0).first { !$0.isRemoving })
        #expect(start.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        // At the end only the new member remains, at its own frame.
        let end = members(t, at: 1.01)
        #expect(end.map(\.frame) == [CGRect(x: 130, y: 30, width: 40, height: 40)])
    }

    @Test func aMorphInterruptedMidFlightStartsWhereTheViewIs() throws {
        let t = timeline(script: { Tap("stage", at: 0); Tap("stage", at: 0.5) }) { Mover() }
        // At 0.5 s the dot shows at (85, 35, 30, 30); the second tap sends it back to the left box (40, 40, 20, 20)
        // from there, linearly over 1 s: at 1 s, halfway, (62.5, 37.5, 25, 25).
        let inserted = try #require(members(t, at: 1.0).first { !$0.isRemoving })
        #expect(approximately([inserted.frame.minX, inserted.frame.minY, inserted.frame.width, inserted.frame.height],
                              [62.5, 37.5, 25, 25], tolerance: 1e-9))
    }

    @Test func contentFollowsTheSharedSize() throws {
        let t = timeline(script: { Tap("stage", at: 0) }) { Mover() }
        // The circle inside the inserted member is laid out at the shared size: 30 pt halfway.
        let circles = t.inspect(at: 0.5).filter { $0.type == "Circle" && !$0.isRemoving }
        #expect(circles.map(\.frame) == [CGRect(x: 85, y: 35, width: 30, height: 30)])
    }

    /// A title that moves from the leading edge to the trailing one, matched, as public SwiftUI code often writes it.
    struct SlidingTitle: View {
        @Namespace private var space
        @State private var isLeading = true

        var body: some View {
            ZStack {
                if isLeading {
                    Text("SwiftUI").matchedGeometryEffect(id: "title", in: space).frame(maxWidth: .infinity, alignment: .leading)
                } else {
                    Text("SwiftUI").matchedGeometryEffect(id: "title", in: space).frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { isLeading.toggle() } }
            .accessibilityIdentifier("stage")
        }
    }

    @Test func aTitleMatchedToItsOwnSizeKeepsItsLine() throws {
        // Both members are the same text: the shared size is theirs from start to end, so the text is never offered
        // less than it had at rest and stays on one line, as on an iPhone. The measured width (not a whole number of
        // pixels at 3x) is rounded to the pixel grid in the frame; laid out again at that rounded width, the text
        // wrapped onto two lines for the whole morph.
        let canvas = SceneCanvas(width: 393, height: 100, scale: 3)
        let t = timeline(canvas: canvas, duration: 2, script: { Tap("stage", at: 0.5) }) { SlidingTitle() }
        let atRest = try #require(t.inspect(at: 0).first { $0.type == "Text" })
        for time in stride(from: 0.5, through: 1.5, by: 0.125) {
            let texts = t.inspect(at: time).filter { $0.type == "Text" }
            #expect(!texts.isEmpty)
            for text in texts { #expect(text.frame.height == atRest.frame.height, "\(text.path) at \(time) s: \(text.frame)") }
        }
    }

    /// A tab bar whose indicator follows the selected tab with position-only matching.
    struct Tabs: View {
        @Namespace private var space
        @State private var selected = 0

        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    ForEach(0..<4) { index in
                        Color.clear.frame(width: 50, height: 20)
                            .matchedGeometryEffect(id: index, in: space)
                            .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                            .accessibilityIdentifier("tab\(index)")
                    }
                }
                Capsule().fill(.blue).frame(width: 30, height: 4)
                    .matchedGeometryEffect(id: selected, in: space, properties: .position, isSource: false)
            }
        }
    }

    @Test func positionOnlyMatchKeepsItsOwnSizeAndAnimatesToTheNewSource() {
        let t = timeline(script: { Tap("tab3", at: 0.5) }) { Tabs() }
        // The 200 × 24 VStack is centred on the 200 × 100 canvas: y 38…62; tabs at y 38…58, the indicator's own slot
        // at y 58…62. Matching the position only, the indicator (30 × 4) is centred on tab 0's centre (25, 48):
        // (10, 46, 30, 4). Tab 3's centre is (175, 48): (160, 46, 30, 4). Linear from 0.5 s: halfway at 1 s, x = 85.
        let indicator = { (time: Double) in
            t.inspect(at: time).first { $0.type == "matchedGeometryEffect" && $0.path.contains("Capsule") == false && $0.frame.height == 4 }?.frame
        }
        #expect(indicator(0) == CGRect(x: 10, y: 46, width: 30, height: 4))
        #expect(indicator(1) == CGRect(x: 85, y: 46, width: 30, height: 4))
        #expect(indicator(1.6) == CGRect(x: 160, y: 46, width: 30, height: 4))
    }

    /// An avatar whose size follows a large placeholder (size only), keeping its own centre.
    @Test func sizeOnlyMatchKeepsItsOwnPosition() {
        struct Avatar: View {
            @Namespace private var space
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 80, height: 60).matchedGeometryEffect(id: "a", in: space).offset(x: 60)
                    Circle().frame(width: 20, height: 20)
                        .matchedGeometryEffect(id: "a", in: space, properties: .size, isSource: false)
                }
            }
        }
        let t = timeline { Avatar() }
        // Both views are centred on the canvas (100, 50) in layout (offset is a render effect). The circle keeps its
        // centre and takes the source's 80 × 60: (60, 20, 80, 60), its Circle child drawing 60 × 60 inside.
        let members = t.inspect(at: 0).filter { $0.type == "matchedGeometryEffect" }.map(\.frame)
        #expect(members.contains(CGRect(x: 60, y: 20, width: 80, height: 60)))
    }
}
