import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// The selection-highlight scene: the capsule drawn through anchor preferences sits on the selected segment and
/// springs to the tapped one.
@MainActor @Suite struct SelectionHighlightSceneTests {
    let timeline = selectionHighlightScene.timeline()

    func capsule(at time: Double) -> CGRect? {
        timeline.inspect(at: time).first { $0.type == "Capsule" && $0.style["fill"] == .colour("#007AFFFF") }?.frame
    }

    /// The frame of the segment whose identifier is `name` (the padded text carrying the anchor).
    func segment(_ name: String, at time: Double) -> CGRect? {
        timeline.inspect(at: time).first { $0.identifier == name }?.frame
    }

    @Test func capsuleCoversTheSelectedSegment() throws {
        #expect(try #require(capsule(at: 0.2)) == (try #require(segment("All", at: 0.2))))
        #expect(try #require(capsule(at: 0.39)) == (try #require(segment("All", at: 0.39))))
        // Long after the second tap (1.3 s + 1 s), on Albums.
        let end = try #require(capsule(at: 2.39)), albums = try #require(segment("Albums", at: 2.39))
        #expect(abs(end.minX - albums.minX) < 0.05 && abs(end.width - albums.width) < 0.05)
    }

    @Test func capsuleMovesWithTheSpringsProgress() throws {
        // .spring(duration: 0.45, bounce: 0.25) run by the test's own 300 Hz integrator of fidelity.md §1.3
        // (SpringReference, written independently of ZoetropeMotion and checked against the reference tables).
        let spring = SpringReference(duration: 0.45, bounce: 0.25)
        func progress(_ t: Double) -> Double { spring.progress(at: t) }
        let from = try #require(segment("All", at: 0.39)), to = try #require(segment("Videos", at: 1.2))
        for elapsed in [0.1, 0.2, 0.3] {
            let p = progress(elapsed)
            let expected = from.minX + (to.minX - from.minX) * p
            let shown = try #require(capsule(at: 0.4 + elapsed)).minX
            #expect(abs(shown - expected) < 0.01, "at +\(elapsed) s: \(shown) vs \(expected)")
        }
    }
}
