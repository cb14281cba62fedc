/// Where the engine is while it evaluates a scene: which scene, at which time. Diagnostics outside the engine read
/// it: the command line's watchdog for bodies that never return, and the report of a crash in a user's file.
package enum EvaluationProbe {
    /// Told the scene id and time at every step of an evaluation, and nil as the time when the scene's evaluation
    /// is done. Set it before evaluating; it is called on the evaluating thread and must return quickly.
    public typealias Observer = @Sendable (_ scene: String, _ time: Double?) -> Void

    nonisolated(unsafe) public static var observer: Observer?
}
