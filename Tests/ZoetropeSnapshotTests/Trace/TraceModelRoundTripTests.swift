import Foundation
import Testing
import Scenes
@testable import Zoetrope
@testable import ZoetropeSnapshot

/// Issue 25: the trace text and the baseline files are one serialisation of the typed model. Every frame of every
/// catalog scene's baseline reads into `MotionTrace` and writes back byte for byte, as text and as JSON, with every
/// attribute typed by a descriptor Zoetrope's kinds declare.
@MainActor @Suite struct TraceModelRoundTripTests {
    /// The baselines in Snapshots/: one per catalog scene (`CatalogBaselineTests`).
    static let baselines = ((try? FileManager.default.contentsOfDirectory(atPath: CatalogBaselineTests.root.path)) ?? [])
        .filter { $0 != "report" && !$0.hasPrefix(".") }.sorted()

    @Test func everyCatalogSceneHasOne() {
        #expect(!Self.baselines.isEmpty && Self.baselines == Catalog.scenes.map(\.id).sorted())
    }

    @Test(arguments: baselines) func baselineRoundTrips(_ id: String) throws {
        let recording = try BaselineFolder(root: CatalogBaselineTests.root, scene: id).readTrace()
        let vocabulary = AttributeVocabulary.standard
        let known = Set(vocabulary.kinds.flatMap(\.attributes))
        for frame in recording.frames {
            let text = "# \(id) at \(TraceFrame.seconds(frame.time)) s: one view per line, in drawing order\n"
                + frame.lines.map { $0.text + "\n" }.joined()
            let model = try MotionTrace(parsing: text, vocabulary: vocabulary)
            #expect(model.text == text, "\(id) frame \(frame.index): text → model → text")
            for view in model.views {
                for attribute in view.attributes {
                    #expect(known.contains(attribute.descriptor), "\(id) frame \(frame.index) \(view.path): no kind traces \(attribute.descriptor.name)")
                    // Only text reads as text: a colour as a colour, numbers as numbers.
                    if case .text = attribute.value {
                        #expect(attribute.descriptor.kind == .text, "\(id) frame \(frame.index) \(view.path): \(attribute.descriptor) read as text")
                    }
                }
            }
            let json = try model.json()
            let decoded = try MotionTrace(json: json)
            #expect(try decoded.json() == json, "\(id) frame \(frame.index): JSON → model → JSON")
            #expect(decoded.text == text, "\(id) frame \(frame.index): JSON → model → text")
        }
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
