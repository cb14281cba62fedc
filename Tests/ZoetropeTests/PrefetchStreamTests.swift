import Foundation
import Testing
@testable import Zoetrope

/// A field of animated dots in a stack, with a masked, a backgrounded, a reordered and a hidden view: containers,
/// modifiers and leaves in every drawing order the walk has.
private struct PrefetchField: View {
    @State private var on = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<12) { index in
                Circle()
                    .fill(Color(hue: Double(index) / 12, saturation: 0.7, brightness: 0.9))
                    .frame(width: 20, height: 20)
                    .scaleEffect(on ? 1 : 0.5)
                    .opacity(on ? 1 : 0.4)
                    .position(x: 20 + Double(index) * 24, y: on ? 40 : 80)
                    .animation(.spring(duration: 0.4, bounce: 0.2).delay(Double(index) * 0.02), value: on)
            }
            Text("Label").padding(8).background(Capsule().fill(Color.blue)).offset(y: 120)
            Rectangle().frame(width: 60, height: 60).mask(Circle()).offset(x: 200, y: 120)
            // Drawn before the views above it in the code (zIndex), and a view the drawing walk skips (opacity 0).
            Color.red.frame(width: 30, height: 30).zIndex(-1)
            VStack { Text("Hidden"); Circle().frame(width: 10, height: 10) }.opacity(0)
        }
        .onAppear { on = true }
    }
}

/// `PrefetchStream` is a hint: it can change no value, only whether the data of the next nodes is on its way. What
/// can go wrong silently is its order: asked for in another order than the walk's, every hint would be wasted.
@MainActor @Suite struct PrefetchStreamTests {
    @Test(arguments: [0.0, 0.15, 0.3, 1.0])
    func theStreamFollowsTheWalksOrder(time: Double) throws {
        let timeline = MotionScene("prefetch", canvas: SceneCanvas(width: 400, height: 300, scale: 1), duration: 1) {
            PrefetchField()
        }.timeline()
        // Made here: a tree this small gets none in a timeline (`PrefetchStream.minimumNodes`).
        #expect(timeline.tree(at: time).prefetch == nil)
        let tree = timeline.tree(at: time)
        let stream = PrefetchStream(root: tree.root, nodeCount: tree.order.count, tracks: timeline.tracks)
        // With hidden views included, the walk visits every node of the tree once, entry by entry.
        let entries = timeline.traceEntries(at: time, includingHidden: true)
        #expect(entries.count == stream.count)
        for (visit, entry) in entries.enumerated() where visit < stream.count {
            #expect(stream.nodeAddress(ofVisit: visit) == UInt(bitPattern: Unmanaged.passUnretained(entry.node).toOpaque()),
                    "visit \(visit): \(entry.node.path)")
            // What it holds, from the walk itself: the entries after it, down to the next one no deeper than it.
            let held = entries[(visit + 1)...].prefix { $0.depth > entry.depth }.count
            #expect(stream.descendants(ofVisit: visit) == held, "visit \(visit): \(entry.node.path)")
        }
    }
}
