import Foundation

extension SceneTimeline {
    /// The times of the scene's frames at `fps` (default: the scene's): frame i at i / fps, for i in
    /// 0 ..< round(duration × fps).
    public func frameTimes(fps: Double? = nil) -> [Double] {
        let rate = fps ?? scene.fps
        return (0..<scene.frameCount(fps: rate)).map { Double($0) / rate }
    }

    /// The view-level audit of this scene: its explained changes with `thresholds`.
    public func motionAudit(thresholds: AuditThresholds = AuditThresholds()) -> MotionAudit {
        MotionAudit(explained: explainedChanges, thresholds: thresholds, canvas: CGRect(origin: .zero, size: scene.canvas.size),
                    largeSheetTop: scene.canvas.size.height - PresentationDetent.largeHeight(on: scene.canvas))
    }

    /// The view-level findings over every frame at `fps` (default: the scene's), from the motion trace.
    public func auditFindings(fps: Double? = nil, thresholds: AuditThresholds = AuditThresholds()) -> [AuditFinding] {
        let times = frameTimes(fps: fps)
        var scan = MotionAudit.Scan(audit: motionAudit(thresholds: thresholds), frameTimes: times)
        for time in times { scan.add(trace(at: time)) }
        return scan.finish(resting: trace(at: restingTime))
    }

    /// When every animation of the scene has finished (seconds; at least the last evaluation's time): the time
    /// to sample for where things come to rest. Animations that never finish (`repeatForever`, a spring with
    /// bounce 1) are left out, so the trace then still shows them moving.
    public var restingTime: Double {
        var latest = trees.last?.time ?? 0
        for track in tracks.vectors.values { if let end = track.finishTime, end.isFinite { latest = max(latest, end) } }
        for track in tracks.erased.values { if let end = track.finishTime, end.isFinite { latest = max(latest, end) } }
        return latest
    }
}
