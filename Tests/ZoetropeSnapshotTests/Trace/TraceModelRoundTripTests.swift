import Foundation
import Testing
import Scenes
@testable import Zoetrope
@testable import ZoetropeSnapshot

/// Issue 25: the trace text and the baseline files are one serialisation of the typed model. Every frame of every
/// catalog scene's baseline reads into `MotionTrace` and writes back byte for byte, as text and as JSON, with every
/// attribute typed by a descriptor Zoetrope's kinds declare.
/// Not on the main actor: the 30 baselines read side by side, beside the suites that are.
@Suite struct TraceModelRoundTripTests {
    /// The baselines in Snapshots/: one per catalog scene (`CatalogBaselineTests`).
    static let baselines = ((try? FileManager.default.contentsOfDirectory(atPath: CatalogBaselineTests.root.path)) ?? [])
        .filter { $0 != "report" && !$0.hasPrefix(".") }.sorted()

    @MainActor @Test func everyCatalogSceneHasOne() {
        #expect(!Self.baselines.isEmpty && Self.baselines == Catalog.scenes.map(\.id).sorted())
    }

    /// Every frame's text reads into the model and back; JSON goes both ways for the frames that show a line of a new
    /// form (its text without the characters of numbers: digits, hexadecimal ones included, signs and points; so a new
    /// view, attribute, text or animation) and the last. With every frame through Foundation's JSON coders this test
    /// took 109 s of a debug build's CPU (half of it in the coders), serialized on the main actor; frames of one form
    /// differ only in numbers and colours, which the text round trip reads at every frame.
    @Test(arguments: baselines) func baselineRoundTrips(_ id: String) throws {
        let recording = try BaselineFolder(root: CatalogBaselineTests.root, scene: id).readTrace()
        let vocabulary = AttributeVocabulary.standard
        let known = Set(vocabulary.kinds.flatMap(\.attributes))
        var seenForms = Set<String>(), jsonFrames = 0
        for frame in recording.frames {
            let text = "# \(id) at \(TraceFrame.seconds(frame.time)) s: one view per line, in drawing order\n"
                + frame.lines.map { $0.text + "\n" }.joined()
            let model = try MotionTrace(parsing: text, vocabulary: vocabulary)
            #expect(model.text == text, "\(id) frame \(frame.index): text → model → text")
            var problems: [String] = []
            for view in model.views {
                for attribute in view.attributes {
                    if !known.contains(attribute.descriptor) {
                        problems.append("\(view.path): no kind traces \(attribute.descriptor.name)")
                    }
                    // Only text reads as text: a colour as a colour, numbers as numbers.
                    if case .text = attribute.value, attribute.descriptor.kind != .text {
                        problems.append("\(view.path): \(attribute.descriptor) read as text")
                    }
                }
            }
            #expect(problems.isEmpty, "\(id) frame \(frame.index): \(problems.joined(separator: "; "))")
            var isNewForm = false
            for line in frame.lines where seenForms.insert(line.text.filter { !$0.isHexDigit && $0 != "-" && $0 != "." }).inserted {
                isNewForm = true
            }
            guard isNewForm || frame.index == recording.frames.last?.index else { continue }
            jsonFrames += 1
            let json = try model.json()
            let decoded = try MotionTrace(json: json)
            #expect(try decoded.json() == json, "\(id) frame \(frame.index): JSON → model → JSON")
            #expect(decoded.text == text, "\(id) frame \(frame.index): JSON → model → text")
        }
        #expect(jsonFrames > 0 || recording.frames.isEmpty)
    }

    @Test func valuesReadAsTheirKinds() throws {
        let line = "Root/Circle\tCircle frame=0,0,10,10 opacity=0.5 fill=\"linearGradient(#FF0000FF@0.0 #0000FFFF@1.0)\" lineWidth=2.0"
        let view = try TracedView(parsingLine: line, vocabulary: .standard)
        #expect(view.opacity == 0.5)
        #expect(view.attributes[.fill] == .gradient(.init(name: "linearGradient", stops: [.init(colour: "#FF0000FF", location: 0),
                                                                                         .init(colour: "#0000FFFF", location: 1)])))
        let shadow = try TracedView(parsingLine: "S\tshadow frame=0,0,1,1 shadow=\"#00000054 radius 4.0 offset 0.0,2.0\"", vocabulary: .standard)
        #expect(shadow.attributes.first?.value == .shadow(.init(colour: "#00000054", radius: 4, x: 0, y: 2)))
        // An opacity effect writes its own opacity after the view's, which is left out at 1.
        let effect = try TracedView(parsingLine: "O\topacity frame=0,0,1,1 opacity=0.25", vocabulary: .standard)
        #expect(effect.opacity == 1 && effect.attributes.first?.value == .number(0.25))
        let both = try TracedView(parsingLine: "O\topacity frame=0,0,1,1 opacity=0.125 opacity=0.25", vocabulary: .standard)
        #expect(both.opacity == 0.125 && both.attributes.first?.value == .number(0.25))
    }
}
