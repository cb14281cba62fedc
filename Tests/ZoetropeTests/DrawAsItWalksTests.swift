import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope
import ZoetropeDisplay

/// A frame is drawn as the trace walk goes (`TraceWalker.drawsAsItWalks`): each view's item is made as soon as its
/// children are walked, and their entries are dropped. That is only a cheaper order of the same work, so its items
/// must equal, frame by frame, those of the full walk's entries drawn afterwards (`FrameDrawer`), the path the
/// isolated and hidden-view frames still take.
@MainActor @Suite struct DrawAsItWalksTests {
    /// Every `step`-th frame of `scene` at 60 fps, and its last: the two ways of drawing it agree.
    func expectSameItems(_ scene: MotionScene, step: Int = 1) {
        let timeline = scene.timeline()
        let frames = Int((scene.duration * 60).rounded())
        for index in Array(stride(from: 0, through: frames, by: step)) + [frames] {
            let frame = timeline.frameContext(at: Double(index) / 60)
            // Unlabelled, as frames are drawn, and labelled with the views' paths, as a dump asks.
            for labelled in [false, true] {
                let entries = timeline.traceEntries(in: frame, includingHidden: false)
                let afterwards = FrameDrawer(entries: entries, labelsViews: labelled).item(0)
                #expect(timeline.drawnItem(in: frame, labelsViews: labelled) == afterwards,
                        "\(scene.id), frame \(index), labelled: \(labelled)")
                #expect(afterwards != nil, "\(scene.id), frame \(index) draws nothing")
            }
        }
    }

    @Test func catalogFramesAreDrawnAsTheirEntriesDraw() {
        for scene in Catalog.scenes { expectSameItems(scene, step: 3) }
    }

    /// What the catalog has none of: a mask, children out of zIndex order, a background and an overlay, a view at
    /// opacity 0, a clip, and a view removed with a transition while it still shows.
    struct Layers: View {
        @State var shown = true

        var body: some View {
            ZStack {
                Rectangle().fill(Color.orange).frame(width: 200, height: 120)
                    .mask(Circle().frame(width: shown ? 80 : 160))
                Text("front").zIndex(2)
                Color.blue.frame(width: 40, height: 40).offset(x: 60).zIndex(-1)
                Circle().fill(Color.green).frame(width: 30).opacity(0)
                if shown {
                    RoundedRectangle(cornerRadius: 12).fill(Color.pink).frame(width: 90, height: 60)
                        .transition(.scale(scale: 0.4, anchor: .bottom).combined(with: .opacity))
                }
                Capsule().fill(Color.purple).frame(width: 120, height: 30)
                    .background(Color.yellow.padding(-6))
                    .overlay(Text("tag").font(.caption))
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                    .offset(y: shown ? 90 : 140)
            }
            .onAppear { withAnimation(.spring(duration: 0.5, bounce: 0.2).delay(0.1)) { shown = false } }
        }
    }

    @Test func masksZIndexOverlaysAndRemovedViewsAreDrawnAsTheirEntriesDraw() {
        expectSameItems(MotionScene("layers", canvas: SceneCanvas(width: 320, height: 400, scale: 1), duration: 1) {
            Layers()
        })
    }
}
