import Foundation
import ZoetropeDisplay

/// A view, a canvas, a duration and a script of interactions: what Zoetrope renders.
///
/// ```swift
/// let menu = MotionScene("fab-menu", device: .iPhone15Pro, duration: 2.0) {
///     FloatingActionMenu()
/// } script: {
///     Tap("fab", at: 0.4)
/// }
/// ```
public struct MotionScene: @unchecked Sendable {
    /// The id used on the command line.
    public let id: String
    public var canvas: SceneCanvas
    /// Seconds of motion; frames are sampled at i / fps for i in 0 ..< duration × fps (the end is not included).
    public var duration: Double
    /// The default frame rate.
    public var fps: Double
    let makeRoot: @MainActor () -> any View
    public let script: [ScriptEvent]
    /// Times (seconds) at which the scene means the picture to change at once — a jump cut — so that
    /// `zoetrope audit` does not report the frames around them as discontinuities.
    public var expectedCuts: [Double]
    /// Whether frames show the device's status bar, Dynamic Island and home indicator over the scene (`--chrome`
    /// turns it on for one command, `--no-chrome` off). Needs a device preset's canvas.
    public var chrome: Bool

    /// A scene on a device preset held `orientation`-wise (portrait by default), in the light appearance;
    /// `expectedCuts` are times where the scene cuts on purpose (the audit does not report them); with `chrome`,
    /// frames show the device's status bar, Dynamic Island and home indicator.
    public init<Content: View>(_ id: String, device: Device = .iPhone15Pro, orientation: Orientation = .portrait,
                               duration: Double, fps: Double = 60, expectedCuts: [Double] = [], chrome: Bool = false,
                               @ViewBuilder content: @escaping @MainActor () -> Content,
                               @ScriptBuilder script: () -> [ScriptEvent] = { [] }) {
        self.init(id, canvas: device.canvas(orientation: orientation), duration: duration, fps: fps, expectedCuts: expectedCuts,
                  chrome: chrome, content: content,
                  script: script)
    }

    /// A scene on `canvas`; `chrome` needs a canvas made from a device preset (`Device.canvas(orientation:)`).
    public init<Content: View>(_ id: String, canvas: SceneCanvas, duration: Double, fps: Double = 60,
                               expectedCuts: [Double] = [], chrome: Bool = false,
                               @ViewBuilder content: @escaping @MainActor () -> Content,
                               @ScriptBuilder script: () -> [ScriptEvent] = { [] }) {
        self.id = id
        self.canvas = canvas
        self.duration = duration
        self.fps = fps
        self.expectedCuts = expectedCuts
        self.chrome = chrome
        self.makeRoot = content
        self.script = script()
    }

    /// The same scene drawn on `canvas`. Layout depends on the canvas, so evaluate the returned scene
    /// (`timeline()`), not a timeline made before.
    public func withCanvas(_ canvas: SceneCanvas) -> MotionScene {
        var copy = self
        copy.canvas = canvas
        return copy
    }

    /// The same scene on `device` held `orientation`-wise: its size, scale and safe area; the scene's colour scheme
    /// is kept.
    public func on(_ device: Device, orientation: Orientation = .portrait) -> MotionScene {
        withCanvas(device.canvas(orientation: orientation).colorScheme(canvas.colorScheme))
    }

    /// The number of frames at `fps`: round(duration × fps); frame i shows t = i / fps.
    public func frameCount(fps: Double? = nil) -> Int {
        Int((duration * (fps ?? self.fps)).rounded())
    }
}
