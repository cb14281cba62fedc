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
    public var canvas: Canvas
    /// Seconds of motion; frames are sampled at i / fps for i in 0 ..< duration × fps (the end is not included).
    public var duration: Double
    /// The default frame rate.
    public var fps: Double
    let makeRoot: @MainActor () -> any View
    public let script: [ScriptEvent]
    /// Times (seconds) at which the scene means the picture to change at once — a jump cut — so that
    /// `zoetrope audit` does not report the frames around them as discontinuities.
    public var expectedCuts: [Double]

    public init<Content: View>(_ id: String, device: Device = .iPhone15Pro, duration: Double, fps: Double = 60,
                               expectedCuts: [Double] = [],
                               @ViewBuilder content: @escaping @MainActor () -> Content,
                               @ScriptBuilder script: () -> [ScriptEvent] = { [] }) {
        self.init(id, canvas: device.canvas, duration: duration, fps: fps, expectedCuts: expectedCuts, content: content,
                  script: script)
    }

    public init<Content: View>(_ id: String, canvas: Canvas, duration: Double, fps: Double = 60,
                               expectedCuts: [Double] = [],
                               @ViewBuilder content: @escaping @MainActor () -> Content,
                               @ScriptBuilder script: () -> [ScriptEvent] = { [] }) {
        self.id = id
        self.canvas = canvas
        self.duration = duration
        self.fps = fps
        self.expectedCuts = expectedCuts
        self.makeRoot = content
        self.script = script()
    }

    /// The number of frames at `fps`: round(duration × fps); frame i shows t = i / fps.
    public func frameCount(fps: Double? = nil) -> Int {
        Int((duration * (fps ?? self.fps)).rounded())
    }
}
