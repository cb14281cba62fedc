import Foundation
import Testing
import Zoetrope
import ZoetropeRender
@testable import Scenes
@testable import ZoetropeSnapshot

/// The trace file format, written by hand: full frames, "= K unchanged" elision, path suffixes and "~" field deltas.
@Suite struct TraceRecordingTextTests {
    static func line(_ path: String, _ fields: String) -> TraceLine { TraceLine(path: path, fields: fields) }

    static let recording = TraceRecording(scene: "tiny", fps: 10, frames: [
        TraceFrame(index: 0, time: 0, lines: [line("Card", "VStack frame=0,0,10,10"), line("Card/0/Dot", "Circle frame=0,0,5,5 fill=#FF0000FF")]),
        TraceFrame(index: 1, time: 0.1, lines: [line("Card", "VStack frame=0,0,10,10"), line("Card/0/Dot", "Circle frame=0,0,5,5 fill=#FF0000FF")]),
        TraceFrame(index: 2, time: 0.2, lines: [line("Card", "VStack frame=0,0,10,10"), line("Card/0/Dot", "Circle frame=1.5,0,5,5 fill=#FF0000FF")]),
        TraceFrame(index: 3, time: 0.3, lines: [line("Card", "VStack frame=0,0,10,12"), line("Card/0/Dot", "Circle frame=2,0,5,5 fill=#FF0000FF")]),
        TraceFrame(index: 4, time: 0.4, lines: [line("Card", "VStack frame=0,0,10,12"), line("Card/0/Dot", "Circle frame=2,0,5,5 fill=#FF0000FF"),
                                              line("Card/1/Label", "Text frame=0,5,10,5 text=\"Hi there\"")]),
    ])

    static let text = """
        # zoetrope motion trace (format 1)
        # scene: tiny
        # fps: 10
        # frames: 5
        # Each frame: "@ frame N Ts" (t = N / fps), then one line per view in drawing order: its path, a tab, its
        # type and fields (frame, bounds, transform, opacity, clip, style, animating.…; points, 1/1000 rounded).
        # "= K unchanged": the frame's other K views are as in the frame before; such a frame names the views it lists
        # by their shortest unique path suffix ("…/photo/ActionRow/HStack"), and a line starting "~" holds only the
        # fields that changed (the type and the other fields are as in the frame before).
        @ frame 0 0.000s
        Card\tVStack frame=0,0,10,10
        Card/0/Dot\tCircle frame=0,0,5,5 fill=#FF0000FF
        @ frame 1 0.100s
        = 2 unchanged
        @ frame 2 0.200s
        …/Dot\t~ frame=1.5,0,5,5
        = 1 unchanged
        @ frame 3 0.300s
        Card\tVStack frame=0,0,10,12
        Card/0/Dot\tCircle frame=2,0,5,5 fill=#FF0000FF
        @ frame 4 0.400s
        Card\tVStack frame=0,0,10,12
        Card/0/Dot\tCircle frame=2,0,5,5 fill=#FF0000FF
        Card/1/Label\tText frame=0,5,10,5 text="Hi there"

        """

    @Test func framesAreWrittenWholeOrAsWhatChanged() {
        #expect(Self.recording.text == Self.text)
    }

    @Test func theTextReadsBackToTheSameRecording() throws {
        #expect(try TraceRecording(parsing: Self.text) == Self.recording)
    }

    @Test(arguments: [
        ("@ frame 0 0.000s", "@ frame 0 0.000s\n@ frame 2 0.200s", 11, "frame 2 where frame 1 was expected"),
        ("@ frame 1 0.100s", "@ frame 1 0.150s", 13, "frame 1 at 10 fps shows 0.100s, not 0.150s"),
        ("…/Dot\t~ frame=1.5,0,5,5", "…/Nope\t~ frame=1.5,0,5,5", 16, "frame 2 changes …/Nope, which names no single view of the frame before"),
        ("…/Dot\t~ frame=1.5,0,5,5", "…/Dot\t~ radius=3", 16, "frame 2 changes fields of …/Dot that it does not have"),
        ("# frames: 5", "# frames: 6", 4, "the header announces 6 frames but the file holds 5 (cut short?)"),
        ("Card\tVStack frame=0,0,10,10\nCard/0/Dot", "Card VStack frame=0,0,10,10\nCard/0/Dot", 11, "neither a header, a frame, nor a view line (path, tab, fields)"),
    ])
    func damagedFilesSayWhereAndWhat(_ replacing: String, _ with: String, _ line: Int, _ problem: String) {
        let damaged = Self.text.replacingOccurrences(of: replacing, with: with)
        #expect(throws: TraceFormatError(line: line, problem: problem)) { try TraceRecording(parsing: damaged) }
    }

    @Test func fieldDeltasKeepQuotedSpacesAndRefuseRenamedFields() {
        #expect(FieldDelta.delta(from: "Text frame=0,0,1,1 text=\"a b\"", to: "Text frame=0,0,2,1 text=\"a b\"") == "~ frame=0,0,2,1")
        #expect(FieldDelta.delta(from: "Text frame=0,0,1,1 text=\"a b\"", to: "Text frame=0,0,1,1 text=\"a c\"") == "~ text=\"a c\"")
        #expect(FieldDelta.delta(from: "Circle frame=0,0,1,1", to: "Circle frame=0,0,1,1 opacity=0.5") == nil)
        #expect(FieldDelta.delta(from: "Circle frame=0,0,1,1", to: "Rectangle frame=0,0,1,1") == nil)
        #expect(FieldDelta.apply("~ frame=0,0,2,1", to: "Text frame=0,0,1,1 text=\"a b\"") == "Text frame=0,0,2,1 text=\"a b\"")
    }

    @Test func pathSuffixesNameOneViewEach() {
        let paths = ["Menu/0/photo/Row/HStack", "Menu/0/link/Row/HStack", "Menu/0/photo/Row/HStack/Text", "Menu"]
        let names = PathSuffixes(paths)
        #expect(paths.map { names.shortened($0) } == ["…/photo/Row/HStack", "…/link/Row/HStack", "…/Text", "Menu"])
        for path in paths { #expect(PathSuffixes.resolve(names.shortened(path), among: paths) == path) }
    }

    /// Every catalog scene's whole trace survives writing and reading, and the format stays compact: the
    /// recordings written here are what `Snapshots/` holds.
    @MainActor @Test(arguments: ["fab-menu", "player-jump-cut", "keyframe-heart", "gallery-text"])
    func catalogTracesReadBack(_ id: String) throws {
        let recording = TraceRecording(timeline: try #require(Catalog.scene(id: id)).renderTimeline(), jobs: 2)
        #expect(try TraceRecording(parsing: recording.text) == recording)
    }
}

extension TraceRecordingTextTests {
    @Test func aFrameWithoutElisionMustNameEveryViewInFull() {
        let damaged = Self.text.replacingOccurrences(of: "= 1 unchanged\n", with: "")
        #expect(throws: TraceFormatError(line: 16, problem: "frame 2 lists every view, so …/Dot must be written in full (path and fields)")) {
            try TraceRecording(parsing: damaged)
        }
    }
}

extension TraceRecordingTextTests {
    @Test func messagesNameAModifierWithWhatItModifies() {
        let names = PathSuffixes(["Card", "Card/frame", "Card/frame/RoundedRectangle"])
        #expect(names.shortened("Card/frame") == "…/frame")
        #expect(names.shortened("Card/frame", minimumComponents: 2) == "Card/frame")
        #expect(names.shortened("Card/frame/RoundedRectangle", minimumComponents: 2) == "…/frame/RoundedRectangle")
    }
}
