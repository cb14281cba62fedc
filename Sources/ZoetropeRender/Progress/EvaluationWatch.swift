import Dispatch
import Foundation
import Zoetrope
import ZoetropeSystem
import ZoetropeUserFiles

/// Follows the engine's evaluation (`EvaluationProbe`) in an `EvaluationContext`: the page `zoetrope` shares with a
/// user's scene program (so a crash report can name the scene and the time), else one of this process. A watchdog
/// stops a scene whose evaluation takes no step for `ZOETROPE_EVALUATION_TIMEOUT` seconds (default 60): a view's
/// body or an action that never returns. It reports the scene and the time, stops ffmpeg, removes temporary
/// files and exits 1. The same watchdog ends a scene program whose `zoetrope` parent has gone.
public enum EvaluationWatch {
    /// The variable setting the time-out in seconds.
    public static let timeoutVariable = "ZOETROPE_EVALUATION_TIMEOUT"
    static let defaultTimeout = 60.0

    nonisolated(unsafe) private static var watchdog: DispatchSourceTimer?

    /// Starts following evaluation (once per process).
    public static func install(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard watchdog == nil else { return }
        let inherited = EvaluationContext.inherited(environment: environment)
        let context = inherited ?? EvaluationContext.local()
        // A scene program started by `zoetrope` (it shares the page) ends when zoetrope is gone, however it went
        // (even SIGKILL, which cannot be passed on): its parent changes, and nothing it renders would be wanted.
        let parent = inherited == nil ? nil : getppid()
        EvaluationProbe.observer = { scene, time in context.record(scene: scene, time: time) }
        let limit = environment[timeoutVariable].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? defaultTimeout
        var last = context.read()
        var since = Dispatch.DispatchTime.now()
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        let period = min(0.25, limit / 4)
        timer.schedule(deadline: .now() + period, repeating: period)
        timer.setEventHandler {
            if let parent, getppid() != parent {
                Interruption.abandon(message: "zoetrope, which started this scene program, has ended; stopping")
            }
            let now = context.read()
            if now.steps != last.steps || !now.busy {
                last = now
                since = .now()
                return
            }
            let waited = Double(Dispatch.DispatchTime.now().uptimeNanoseconds - since.uptimeNanoseconds) / 1e9
            guard waited >= limit else { return }
            Interruption.abandon(message: "scene '\(now.scene)' did not finish evaluating t = \(NumberText.thousandths(now.time)) s "
                                 + "within \(NumberText.thousandths(limit)) s: "
                                 + "is there an endless loop in a view's body or an action? (\(timeoutVariable) sets the limit in seconds)")
        }
        timer.resume()
        watchdog = timer
    }
}
