import Foundation
import Testing
import ZoetropeDisplay
@testable import Zoetrope

/// The view-level audit (issue 11) on hand-made traces at 60 fps, so that each threshold is pinned by a case on
/// either side of it: a step is a jump when it is more than 4 × the larger neighbouring step and above a floor
/// (2 pt for bounds, 0.25 for opacity and for a premultiplied colour component).
@Suite struct MotionAuditTests {
    /// One traced view; `parent` is an index into the same trace.
    static func view(_ path: String, x: Double, y: Double = 0, width: Double = 10, height: Double = 10, opacity: Double = 1,
                     parent: Int? = nil, clip: CGRect? = nil, style: [String: InspectedValue] = [:],
                     animations: [String: String] = [:]) -> TracedView {
        let frame = CGRect(x: x, y: y, width: width, height: height)
        return TracedView(path: path, type: "Rectangle", parent: parent, depth: parent == nil ? 0 : 1,
                          transform: Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y), frame: frame, bounds: frame,
                          opacity: opacity, clip: clip, isRemoving: false, identifier: nil, style: style,
                          animations: animations)
    }

    /// Frame i at t = i / 60 holding `views(i)`.
    static func traces(_ count: Int, _ views: (Int) -> [TracedView]) -> [MotionTrace] {
        (0..<count).map { MotionTrace(scene: "test", time: Double($0) / 60, views: views($0)) }
    }

    /// A view moving 1 pt per frame that moves `jump` pt instead into frame 5.
    static func steady(jump: Double) -> [MotionTrace] {
        traces(10) { i in [view("a", x: Double(i) + (i >= 5 ? jump - 1 : 0))] }
    }

    @Test func aStepFourTimesItsNeighboursIsAJump() throws {
        let findings = MotionAudit().findings(in: Self.steady(jump: 10))
        #expect(findings.count == 1)
        let jump = try #require(findings.first)
        #expect(jump.kind == .jump && jump.frame == 5 && jump.path == "a" && jump.property == "bounds")
        #expect(jump.time == 5.0 / 60)
        // Frame 4 is at x = 4, frame 5 at 4 + 10 = 14.
        #expect(jump.before == .numbers([4, 0, 10, 10]) && jump.after == .numbers([14, 0, 10, 10]))
        #expect(jump.detail == "10 pt in one frame; 1 in the frame before, 1 after")
        #expect(jump.line == "0.083 s\tframe 5\tjump\ta\tbounds 4.0,0.0,10.0,10.0 → 14.0,0.0,10.0,10.0: 10 pt in one frame; 1 in the frame before, 1 after")
    }

    @Test func theRatioIsFourTimesTheLargerNeighbour() {
        #expect(MotionAudit().findings(in: Self.steady(jump: 3.9)).isEmpty)
        #expect(MotionAudit().findings(in: Self.steady(jump: 4.1)).map(\.frame) == [5])
    }

    @Test func oneFrameOutAndBackIsAJump() throws {
        // At rest at x = 0 except frame 4, at x = 10: steps 10 in and 10 out, neither 4 × the other.
        let blip = Self.traces(8) { i in [Self.view("a", x: i == 4 ? 10 : 0)] }
        let findings = MotionAudit().findings(in: blip)
        #expect(findings.map(\.frame) == [4])
        #expect(findings.first?.detail == "10 pt in one frame and 10 back in the next; 0 in the frame before, 0 after")
        // Moving on 1 pt a frame, frame 4 pushed 10 pt ahead: 3 → 14 → 5, so 11 out and 9 back; frame 5 is 2 pt
        // from frame 3 (less than 11 / 4), and the steps outside the pair are 1.
        let moving = Self.traces(8) { i in [Self.view("a", x: Double(i) + (i == 4 ? 10 : 0))] }
        #expect(try #require(MotionAudit().findings(in: moving).first).detail
                == "11 pt in one frame and 9 back in the next; 1 in the frame before, 1 after")
        // Two frames out and back: each edge is a jump of its own.
        let pair = Self.traces(8) { i in [Self.view("a", x: i == 4 || i == 5 ? 10 : 0)] }
        #expect(MotionAudit().findings(in: pair).map(\.frame) == [4, 6])
        // Not back: frame 5 only halfway home (5 pt from frame 3, more than 10 / 4) is not a flicker.
        let halfway = Self.traces(8) { i in [Self.view("a", x: i == 4 ? 10 : (i == 5 ? 5 : 0))] }
        #expect(MotionAudit().findings(in: halfway).isEmpty)
    }

    @Test func aJumpFromRestNeedsTwoPoints() {
        func fromRest(_ jump: Double) -> [MotionTrace] { Self.traces(6) { i in [Self.view("a", x: i >= 3 ? jump : 0)] } }
        #expect(MotionAudit().findings(in: fromRest(1.9)).isEmpty)
        #expect(MotionAudit().findings(in: fromRest(2.1)).map(\.frame) == [3])
    }

    @Test func aStepNextToAnExplainedTimeIsNotAJump() {
        // A change at 4.5/60 s shows first in frame 5; steps 4, 5 and 6 are spared, step 8 two frames on is not.
        let explained = MotionAudit(explained: ExplainedChanges(times: [4.5 / 60]))
        #expect(explained.findings(in: Self.steady(jump: 10)).isEmpty)
        let later = MotionAudit(explained: ExplainedChanges(times: [7.5 / 60]))
        #expect(later.findings(in: Self.steady(jump: 10)).map(\.frame) == [5])
        // A finger down from 1/60 to 6/60 s covers it too.
        let drag = MotionAudit(explained: ExplainedChanges([(1.0 / 60)...(6.0 / 60)]))
        #expect(drag.findings(in: Self.steady(jump: 10)).isEmpty)
    }

    @Test func aContainerAndItsContentJumpingTogetherIsOneFinding() {
        let traces = Self.traces(8) { i in
            let x = i >= 4 ? 50.0 : 0
            return [Self.view("box", x: x, width: 40), Self.view("box/label", x: x + 5, parent: 0)]
        }
        let findings = MotionAudit().findings(in: traces)
        #expect(findings.map(\.path) == ["box"])
    }

    @Test func aViewNobodySeesDoesNotJump() {
        let traces = Self.traces(8) { i in [Self.view("ghost", x: i >= 4 ? 50 : 0, opacity: 0.02)] }
        #expect(MotionAudit().findings(in: traces).isEmpty)
    }

    @Test func opacityJumpsAboveAQuarter() throws {
        func fade(to value: Double) -> [MotionTrace] { Self.traces(6) { i in [Self.view("a", x: 0, opacity: i >= 3 ? value : 1)] } }
        #expect(MotionAudit().findings(in: fade(to: 0.76)).isEmpty)
        let findings = MotionAudit().findings(in: fade(to: 0.7))
        #expect(findings.map(\.property) == ["opacity"])
        #expect(findings.first?.before == .number(1) && findings.first?.after == .number(0.7))
    }

    @Test func colourJumpsArePremultiplied() {
        func switching(_ from: String, _ to: String) -> [MotionTrace] {
            Self.traces(6) { i in [Self.view("a", x: 0, style: ["fill": .text(i >= 3 ? to : from)])] }
        }
        // Red to blue: the red and blue components each change by 1.
        #expect(MotionAudit().findings(in: switching("#FF0000FF", "#0000FFFF")).map(\.property) == ["fill"])
        // The same switch with alpha 0 shows nothing: premultiplied, every component stays 0.
        #expect(MotionAudit().findings(in: switching("#FF000000", "#0000FF00")).isEmpty)
        // 0x40 = 64 levels is just above a quarter (0.251); 0x3F = 63 just below.
        #expect(MotionAudit().findings(in: switching("#000000FF", "#400000FF")).count == 1)
        #expect(MotionAudit().findings(in: switching("#000000FF", "#3F0000FF")).isEmpty)
        // The stops of a gradient compare one by one.
        let gradient = switching("linearGradient(#000000FF@0.0 #FFFFFFFF@1.0)", "linearGradient(#000000FF@0.0 #000000FF@1.0)")
        #expect(MotionAudit().findings(in: gradient).map(\.property) == ["fill"])
    }

    @Test func aTextShowingOtherCharactersMayChangeWidthButNotLines() {
        func counting(height: Double) -> [MotionTrace] {
            Self.traces(6) { i in
                [Self.view("label", x: 0, width: i >= 3 ? 30 : 60, height: i >= 3 ? height : 20, style: ["text": .text(i >= 3 ? "1,111" : "8,888")])]
            }
        }
        #expect(MotionAudit().findings(in: counting(height: 20)).isEmpty)
        #expect(MotionAudit().findings(in: counting(height: 40)).map(\.frame) == [3])
    }

    @Test func aVisibleViewThatDisappearsVanishes() throws {
        func disappearing(opacity: Double, clip: CGRect? = nil) -> [MotionTrace] {
            Self.traces(6) { i in
                // A clip is the box of every clip around a view, so the title inside the card has the card's.
                i < 3 ? [Self.view("card", x: 0, opacity: opacity, clip: clip),
                         Self.view("card/title", x: 0, opacity: opacity, parent: 0, clip: clip)] : []
            }
        }
        let findings = MotionAudit().findings(in: disappearing(opacity: 0.5))
        #expect(findings.map(\.kind) == [.vanished])
        let gone = try #require(findings.first)
        #expect(gone.frame == 3 && gone.path == "card" && gone.before == .number(0.5) && gone.after == nil)
        #expect(MotionAudit().findings(in: disappearing(opacity: 0.04)).isEmpty)
        #expect(MotionAudit().findings(in: disappearing(opacity: 1, clip: CGRect(x: 100, y: 0, width: 10, height: 10))).isEmpty)
        #expect(MotionAudit(explained: ExplainedChanges(times: [2.5 / 60])).findings(in: disappearing(opacity: 1)).isEmpty)
    }

    @Test func animationsRunningInTheLastFrameAreCutOff() throws {
        let traces = Self.traces(3) { i in
            [Self.view("a", x: Double(i), animations: ["effect": ".linear(duration: 5.0)"]),
             Self.view("a/inner", x: Double(i), parent: 0, animations: ["frame": ".linear(duration: 5.0)"])]
        }
        let findings = MotionAudit().findings(in: traces)
        #expect(findings.map(\.path) == ["a"])
        let cut = try #require(findings.first)
        #expect(cut.kind == .runningAtEnd && cut.frame == 2 && cut.property == "effect")
        #expect(cut.detail == "still animating in the last frame: effect .linear(duration: 5.0)")
        // Where it comes to rest: 0.4 pt further is not reported, 12 pt further is, with the distance.
        let nearly = MotionTrace(scene: "test", time: 5, views: [Self.view("a", x: 2.4), Self.view("a/inner", x: 2.4, parent: 0)])
        #expect(MotionAudit().findings(in: traces, resting: nearly).isEmpty)
        let far = MotionTrace(scene: "test", time: 5, views: [Self.view("a", x: 14), Self.view("a/inner", x: 14, parent: 0)])
        #expect(MotionAudit().findings(in: traces, resting: far).map(\.detail)
                == ["still animating in the last frame: effect .linear(duration: 5.0); at rest it is 12 pt away"])
    }
}
