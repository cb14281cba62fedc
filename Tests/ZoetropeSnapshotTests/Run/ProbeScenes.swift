import Foundation
import Zoetrope

/// The scene the snapshot tests change: a 80 × 40 pt card that springs 40 pt down when tapped at 0.2 s with
/// `.spring(duration: 0.5, bounce:)`, on a 160 × 160 pt canvas at 1x (small frames, quick runs). 1 s at 60 fps.
@MainActor func springProbeScene(bounce: Double) -> MotionScene {
    MotionScene("spring-probe", canvas: SceneCanvas(width: 160, height: 160, scale: 1), duration: 1) {
        SpringProbe(bounce: bounce)
    } script: {
        Tap("card", at: 0.2)
    }
}

struct SpringProbe: View {
    let bounce: Double
    @State private var isDown = false

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(.blue)
            .frame(width: 80, height: 40)
            .offset(y: isDown ? 40 : 0)
            .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: bounce)) { isDown.toggle() } }
            .accessibilityIdentifier("card")
    }
}

/// A scene with no motion: a label on the same small canvas, 0.5 s.
@MainActor let stillProbeScene = MotionScene("still-probe", canvas: SceneCanvas(width: 160, height: 160, scale: 1), duration: 0.5) {
    Text("Still").font(.title)
}

/// A fresh folder under the temporary directory.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Names in `folder` (relative to this one), sorted.
    func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path)) ?? []).sorted()
    }
}
