import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// The toolbar-menu pair and the three mini-player expansions: where things are, and how visible, at chosen times.
@MainActor @Suite struct MotionScenePlayerTests {
    let smooth = SpringReference(duration: 0.5, bounce: 0)

    func menu(_ t: SceneTimeline, at time: Double) -> InspectedView? {
        t.inspect(at: time).first { $0.path.hasSuffix("ToolbarActionMenu/shadow") }
    }

    @Test func bothMenusFadeInWithTheSmoothSpringWhereTheyEndUp() throws {
        for scene in [toolbarMenuIncorrectScene, toolbarMenuCorrectScene] {
            let t = scene.timeline()
            #expect(menu(t, at: 0.25) == nil, "\(scene.id): closed before the tap")
            let rest = try #require(menu(t, at: 1.9)).frame
            for time in [0.35, 0.4, 0.5, 0.7] {
                // Opacity 0 → 1 with .smooth from the tap at 0.3 s; the layout frame never moves (a scale transition
                // is a render effect; the pixel test checks it).
                let now = try #require(menu(t, at: time))
                #expect(abs(now.opacity - smooth.progress(at: time - 0.3)) < 1e-6, "\(scene.id) at \(time) s")
                #expect(now.frame == rest)
            }
            // By hand: 16 pt from the trailing edge and 60 pt above the bottom of the safe area (852 − 34 = 818),
            // 220 pt wide: x 157…377, bottom at 758.
            #expect(abs(rest.minX - 157) < 1e-9 && abs(rest.maxX - 377) < 1e-9 && abs(rest.maxY - 758) < 1e-9)
        }
    }

    func miniPlayer(_ t: SceneTimeline, at time: Double) -> InspectedView? {
        t.inspect(at: time).first { $0.identifier == "mini-player" }
    }

    func fullPlayer(_ t: SceneTimeline, at time: Double) -> InspectedView? {
        t.inspect(at: time).first { $0.path.hasSuffix("/FullPlayer/background") }
    }

    @Test func jumpCutSwapsThePlayersBetweenTwoFrames() {
        let t = playerJumpCutScene.timeline()
        // No animation: up to the last frame before the tap at 0.4 s only the mini player; from the tap on only
        // the full player, fully opaque, and nothing is being removed.
        #expect(miniPlayer(t, at: 0.4 - 1.0 / 60) != nil && fullPlayer(t, at: 0.4 - 1.0 / 60) == nil)
        #expect(miniPlayer(t, at: 0.4) == nil)
        #expect(fullPlayer(t, at: 0.4)?.opacity == 1)
        #expect(t.inspect(at: 0.4).allSatisfy { !$0.isRemoving })
    }

    func containers(_ t: SceneTimeline, at time: Double) -> [InspectedView] {
        t.inspect(at: time).filter { $0.type == "matchedGeometryEffect" && $0.path.hasPrefix("NowPlayingScreen/ZStack") }
    }

    @Test func singleMorphMovesTheContainerFrameAtTheSpringsProgress() throws {
        let t = playerMorphScene.timeline()
        let bar = try #require(containers(t, at: 0.3).first).frame
        let full = try #require(containers(t, at: 1.95).first).frame
        for time in [0.45, 0.55, 0.7] {
            // The containers share the anchor point (the centre) and are proposed the shared size, .smooth from the tap
            // at 0.4 s. Both are flexible across, so they take the shared width exactly; down, the full player cannot
            // shrink below its content (≈ 615 pt) and the bar takes only its own height, so each keeps its fitted
            // height, centred on the shared anchor.
            let expected = bar.morphed(to: full, smooth.progress(at: time - 0.4))
            let now = containers(t, at: time)
            #expect(now.count == 2)
            for member in now {
                #expect(abs(member.frame.minX - expected.minX) < 1e-3 && abs(member.frame.width - expected.width) < 1e-3, "at \(time) s")
            }
            #expect(now.allSatisfy { abs($0.frame.midY - expected.midY) < 1e-3 }, "at \(time) s")
        }
    }

    @Test func choreographedMorphMovesTheArtworkOnItsOwnSpring() throws {
        let t = playerChoreographedScene.timeline()
        let spring = SpringReference(duration: 0.5, bounce: 0.2)
        func artwork(at time: Double) -> CGRect? {
            let views = t.inspect(at: time)
            return views.filter { $0.type == "matchedGeometryEffect" && !$0.isRemoving }
                .first { m in views.contains { $0.path.hasPrefix(m.path + "/AlbumArtwork") } }?.frame
        }
        // The bar's 48-pt artwork before the tap, the full player's 300-pt one at rest.
        let small = try #require(artwork(at: 0.3)), large = try #require(artwork(at: 1.95))
        #expect(small.width == 48 && large.width == 300)
        for time in [0.45, 0.55, 0.7] {
            #expect(artwork(at: time)?.isClose(to: small.morphed(to: large, spring.progress(at: time - 0.4))) == true, "at \(time) s")
        }
        // No container is matched in this scene: the matched members are the three parts, twice while morphing.
        #expect(t.inspect(at: 0.5).filter { $0.type == "matchedGeometryEffect" }.count == 6)
    }
}
