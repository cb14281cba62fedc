import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

extension InspectedValue {
    /// The numbers of a `.numbers` value.
    var numbers: [Double]? {
        if case let .numbers(v) = self { return v }
        return nil
    }

    /// The value of a `.number`.
    var number: Double? {
        if case let .number(v) = self { return v }
        return nil
    }
}

extension CGRect {
    /// The frame whose centre and size are `p` of the way from this frame's to `other`'s: a matched geometry
    /// morph with the default `.center` anchor (fidelity.md §6).
    func morphed(to other: CGRect, _ p: Double) -> CGRect {
        let cx = midX + (other.midX - midX) * p, cy = midY + (other.midY - midY) * p
        let w = width + (other.width - width) * p, h = height + (other.height - height) * p
        return CGRect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    }

    /// Whether every edge is within `tolerance` of `other`'s.
    func isClose(to other: CGRect, tolerance: Double = 1e-3) -> Bool {
        approximately([minX, minY, width, height], [other.minX, other.minY, other.width, other.height], tolerance: tolerance)
    }
}

/// The matched-geometry scenes against fidelity.md §6, with the spring progress of MotionSceneSpringTests' reference.
@MainActor @Suite struct MotionSceneMatchedTests {
    func members(_ t: SceneTimeline, at time: Double, under prefix: String) -> [InspectedView] {
        t.inspect(at: time).filter { $0.type == "matchedGeometryEffect" && $0.path.hasPrefix(prefix) }
    }

    /// By hand: padding 20 and a 353-pt wide column; "Tray" (headline, 22 pt line) at y 79…101, spacing 12, the tray
    /// y 113…293 (centre 203); "Stage" after 12 + 8 pt at 313…335, spacing 12, the stage y 347…627 (centre 487). The
    /// centre x 20 + 353/2 = 196.5 lies on the 1/3-pt grid at 196.667 (frames are rounded before animating, §0).
    let trayCircle = CGRect(x: 196.667 - 30, y: 203 - 30, width: 60, height: 60)
    let stageCircle = CGRect(x: 196.667 - 75, y: 487 - 75, width: 150, height: 150)
    let circleSpring = SpringReference(duration: 0.6, bounce: 0.2)

    @Test func circleMorphsBetweenTheContainersAtTheSpringsProgress() {
        let t = matchedCircleScene.timeline()
        #expect(members(t, at: 0.2, under: "MatchedCircleStage").map(\.frame).allSatisfy { $0.isClose(to: trayCircle) })
        for time in [0.35, 0.45, 0.6, 0.8] {
            // The inserted circle (the new source) is drawn at the shared frame; its opacity is the spring's progress
            // too (an opacity transition under the same animation).
            let p = circleSpring.progress(at: time - 0.3)
            let inserted = members(t, at: time, under: "MatchedCircleStage").first { !$0.isRemoving }
            #expect(inserted?.frame.isClose(to: trayCircle.morphed(to: stageCircle, p)) == true, "at \(time) s")
            #expect(inserted.map { abs($0.opacity - min(max(p, 0), 1)) < 1e-6 } == true, "at \(time) s")
        }
        // The removed circle cross-fades at the same frame while the spring has not overshot (p < 1 up to 0.6 s).
        for time in [0.35, 0.45, 0.6] {
            let removed = members(t, at: time, under: "MatchedCircleStage").first(where: \.isRemoving)
            let p = circleSpring.progress(at: time - 0.3)
            #expect(removed?.frame.isClose(to: trayCircle.morphed(to: stageCircle, p)) == true, "at \(time) s")
        }
    }

    @Test func removedCircleFollowsTheSharedFrameThroughTheOvershoot() {
        let t = matchedCircleScene.timeline()
        // At 0.8 s the spring has overshot (p ≈ 1.0127); §6 keeps both members on the shared frame. (The emptied
        // tray's size springs below 0 there; it must show as 0 at its animated origin, not shift what it holds.)
        let p = circleSpring.progress(at: 0.5)
        let removed = members(t, at: 0.8, under: "MatchedCircleStage").first(where: \.isRemoving)
        #expect(removed?.frame.isClose(to: trayCircle.morphed(to: stageCircle, p)) == true)
    }

    @Test func removedCircleStaysUntilTheMorphFinishesAndNotAFrameLonger() {
        let t = matchedCircleScene.timeline()
        // The morph animates (centre x, centre y, width, height) by (0, 284, 90, 90): a vector of length
        // √(284² + 2·90²). The removed circle goes when that animation (its longest) has finished (§1.3, §5.1): the
        // first frame at or after the finish step, counted from the tap at frame 18 (5 steps a frame).
        let steps = circleSpring.finishStep(distance: (284.0 * 284 + 2 * 90 * 90).squareRoot())
        let goneFrame = 18 + (steps + 4) / 5
        let removed = { (frame: Int) in self.members(t, at: Double(frame) / 60, under: "MatchedCircleStage").filter(\.isRemoving) }
        #expect(removed(goneFrame - 1).count == 1, "present at frame \(goneFrame - 1)")
        #expect(removed(goneFrame).isEmpty, "gone at frame \(goneFrame)")
    }

    @Test func tabThumbMovesOnlyItsPositionToTheTappedSegment() {
        let t = tabIndicatorScene.timeline()
        // Segments: x 22…371 (padding 20 + 2) split in three of 116.333, y 138…170; "All" centred at x 80.167,
        // "Following" at 312.833. The 112 × 32 thumb keeps its size; its origin x 80.167 − 56 = 24.167 and
        // 312.833 − 56 = 256.833 round on the 1/3-pt grid (half up) to 24.333 and 257.0.
        let thumb = { (time: Double) in
            t.inspect(at: time).first { $0.type == "matchedGeometryEffect" && $0.path.contains("ZStack/0/") }?.frame
        }
        let snappy = SpringReference(duration: 0.5, bounce: 0.15)
        for time in [0.2, 0.4, 0.5, 0.7] {
            let x = 24.333 + (257.0 - 24.333) * snappy.progress(at: max(time - 0.3, 0))
            #expect(thumb(time)?.isClose(to: CGRect(x: x, y: 138, width: 112, height: 32)) == true, "at \(time) s")
        }
    }

    @Test func avatarZoomsItsSizeAboutItsOwnCentre() {
        let t = avatarZoomScene.timeline()
        // The avatar's slot is centred at x 196.5 (196.667 on the grid) and y 59 + 150 + 12 − 60 + 48 = 209; it
        // takes the placeholder's size, 96 → 240, with spring(duration: 0.5, bounce: 0.25), keeping that centre.
        let spring = SpringReference(duration: 0.5, bounce: 0.25)
        for time in [0.2, 0.35, 0.5, 0.7, 1.9] {
            let side = 96 + 144 * spring.progress(at: max(time - 0.3, 0))
            let avatar = t.inspect(at: time).first { $0.identifier == "avatar" }?.frame
            let expected = CGRect(x: 196.667 - side / 2, y: 209 - side / 2, width: side, height: side)
            #expect(avatar?.isClose(to: expected, tolerance: time > 1.5 ? 0.01 : 1e-3) == true, "at \(time) s: \(String(describing: avatar))")
        }
    }

    @Test func cardCoverAndTitleTravelToTheDetailAtTheSpringsProgress() throws {
        let t = cardDetailScene.timeline()
        let snappy = SpringReference(duration: 0.5, bounce: 0.15)
        /// The inserted (not removing) member whose content's path contains `part`.
        func member(_ part: String, at time: Double) -> CGRect? {
            let views = t.inspect(at: time)
            return views.filter { $0.type == "matchedGeometryEffect" && !$0.isRemoving }
                .first { member in views.contains { $0.path.hasPrefix(member.path + "/") && $0.path.hasSuffix(part) } }?.frame
        }
        // Endpoints: the card's members before the tap, the detail's at rest.
        let cardCover = try #require(member("Rectangle", at: 0.2)), detailCover = try #require(member("Rectangle", at: 1.95))
        let cardTitle = try #require(member("Text", at: 0.2)), detailTitle = try #require(member("Text", at: 1.95))
        #expect(detailCover.width > cardCover.width && detailTitle.width > cardTitle.width)
        for time in [0.35, 0.45, 0.6] {
            let p = snappy.progress(at: time - 0.3)
            // The cover (a flexible gradient) takes the shared frame exactly.
            #expect(member("Rectangle", at: time)?.isClose(to: cardCover.morphed(to: detailCover, p)) == true, "cover at \(time) s")
            // The titles match their position only, anchored at the leading edge's middle (`properties: .position,
            // anchor: .leading`, §6): the detail title keeps its own size, and its leading middle point travels from
            // the card title's to its own at the spring's progress.
            let title = try #require(member("Text", at: time))
            let start = CGPoint(x: cardTitle.minX, y: cardTitle.midY), end = CGPoint(x: detailTitle.minX, y: detailTitle.midY)
            let expected = CGPoint(x: start.x + (end.x - start.x) * p, y: start.y + (end.y - start.y) * p)
            #expect(approximately([title.minX, title.midY], [expected.x, expected.y], tolerance: 1e-3), "title at \(time) s")
            // Its own size, to the pixel: the measured width, which layout rounds to the 1/3-pt grid at rest.
            #expect(abs(title.width - detailTitle.width) < 1.0 / 3 && abs(title.height - detailTitle.height) < 1e-9, "\(title) vs \(detailTitle)")
        }
    }
}
