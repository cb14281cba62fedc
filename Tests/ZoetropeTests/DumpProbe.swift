import Testing
@testable import Zoetrope
@testable import Scenes

@MainActor @Test func dumpProbe() {
    let timeline = Catalog.scene(id: "fab-menu")!.timeline()
    print(timeline.issues)
    for t in [0.0, 0.5, 1.0, 1.5, 2.3] {
        print("t=\(t)")
        print(timeline.frame(at: t).textDump)
    }
}
