import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
@testable import Scenes

@MainActor @Test func pngProbe() throws {
    let timeline = Catalog.scene(id: "fab-menu")!.timeline()
    for t in [0.0, 0.45, 0.5, 0.6, 1.0, 1.5, 1.6, 2.3] {
        var list = timeline.frame(at: t)
        list.scale = 1
        let png = try PNGEncoder().encode(CairoRasterizer().draw(list))
        try Data(png).write(to: URL(fileURLWithPath: "/tmp/fab_\(Int(t*1000)).png"))
    }
}
