import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
@testable import Scenes

/// A frame's display list names its views only when asked (`labelsViews`): drawing never reads a label, and a frame
/// of thousands of views is cheaper without one string per view. Unlabelled, a leaf whose layer changes nothing is
/// its content alone, without a group. Neither may change a pixel.
@MainActor @Suite struct GroupLabelTests {
    /// Every group label in `item`, depth first.
    func labels(in item: DisplayItem) -> [String] {
        guard case let .group(group) = item else { return [] }
        return (group.label.map { [$0] } ?? []) + group.children.flatMap(labels) + (group.mask ?? []).flatMap(labels)
    }

    func groupCount(in item: DisplayItem) -> Int {
        guard case let .group(group) = item else { return 0 }
        return 1 + group.children.map(groupCount).reduce(0, +) + (group.mask ?? []).map(groupCount).reduce(0, +)
    }

    @Test(arguments: ["fab-menu", "gallery-text", "zoom-grid", "sheet-detents"])
    func labelledAndUnlabelledFramesDrawTheSamePixels(id: String) throws {
        let scene = try #require(Catalog.scene(id: id))
        let timeline = scene.renderTimeline()
        for time in [0, scene.duration * 0.3, scene.duration * 0.6] {
            var plain = timeline.displayList(at: time), labelled = timeline.displayList(at: time, labelsViews: true)
            // The views traced at that time (what `zoetrope inspect` prints): every label is one of their paths.
            let paths = Set(timeline.inspect(at: time).map(\.path))
            let named = labelled.items.flatMap(labels)
            #expect(!named.isEmpty, "\(id) at \(time): no labelled group")
            #expect(named.allSatisfy(paths.contains), "\(id) at \(time): \(named.filter { !paths.contains($0) }.prefix(3))")
            #expect(plain.items.flatMap(labels).isEmpty, "\(id) at \(time): a label without labelsViews")
            #expect(!plain.textDump.contains("group \""))
            // Fewer groups unlabelled (its plain leaves go without one), the same pixels.
            #expect(plain.items.map(groupCount).reduce(0, +) < labelled.items.map(groupCount).reduce(0, +))
            plain.scale = 1
            labelled.scale = 1
            let a = CairoRasterizer().draw(plain), b = CairoRasterizer().draw(labelled)
            let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
            #expect(a.pixels.count == b.pixels.count && differing == 0, "\(id) at \(time): \(differing) bytes differ")
        }
    }
}
