import ZoetropeMotion

/// What must hold for every animation input: the parser throws its own error with a column inside the text, or
/// returns an animation whose every sample — as `AnimatedValue` presents it, the engine's path — is finite.
public enum AnimationChecks {
    /// Sample times (seconds): the start, a frame, a spring's life, and far beyond any finish.
    static let times: [Double] = [0, 1.0 / 60, 0.1, 0.35, 1, 2.5, 10, 3600, 1e6, 1e12]

    /// The parser's fuzz target.
    public static let animation = FuzzTarget(name: "animation", inputs: AnimationInputs.generator, check: { check(animation: $0) })
    /// `parseSpring`'s fuzz target.
    public static let spring = FuzzTarget(name: "spring", inputs: AnimationInputs.springGenerator, check: { check(spring: $0) })
    /// `CurveRetarget.parse`'s fuzz target.
    public static let retarget = FuzzTarget(name: "retarget", inputs: AnimationInputs.retargetGenerator, check: { check(retarget: $0) })

    /// Nil when `source` parses to an animation with finite samples or fails with a well-placed parse error.
    public static func check(animation source: String) -> FuzzProblem? {
        let animation: Animation
        do {
            animation = try AnimationParser().parse(source)
        } catch {
            return parseError(error, in: source)
        }
        return samples(of: animation)
    }

    /// Nil when `source` parses to a spring whose closed form is finite or fails with a well-placed parse error.
    public static func check(spring source: String) -> FuzzProblem? {
        let spring: Spring
        do {
            spring = try AnimationParser().parseSpring(source)
        } catch {
            return parseError(error, in: source)
        }
        if spring.settlingDuration.isNaN { return FuzzProblem("settling duration is NaN") }
        for t in times {
            let numbers = [spring.value(target: 1.0, time: t), spring.velocity(target: 1.0, time: t),
                           spring.value(target: 1.0, initialVelocity: 1.0, time: t)]
            if let bad = numbers.first(where: { !$0.isFinite }) { return FuzzProblem("closed form gives \(bad) at t = \(t)") }
        }
        return nil
    }

    /// Nil when `source` parses to a retarget that `zoetrope curve` samples finitely, or fails with its own error.
    public static func check(retarget source: String) -> FuzzProblem? {
        let retarget: CurveRetarget
        do {
            retarget = try CurveRetarget.parse(source)
        } catch let error as CurveInputError {
            return error.column >= 1 && error.column <= source.count + 1 && !error.message.isEmpty
                ? nil : FuzzProblem("error out of place: \(error)")
        } catch {
            return FuzzProblem("unexpected error type: \(error)")
        }
        let request = CurveRequest(animation: .spring, retargets: [retarget], sampling: .times(times + [retarget.time]))
        for row in request.table().rows where !row.value.isFinite || !row.velocity.isFinite {
            return FuzzProblem("curve row at t = \(row.t) is \(row.value), velocity \(row.velocity)")
        }
        return nil
    }

    /// Nil for an `AnimationParseError` with a message and a column within the text (or just after it).
    static func parseError(_ error: any Error, in source: String) -> FuzzProblem? {
        guard let error = error as? AnimationParseError else { return FuzzProblem("unexpected error type: \(error)") }
        guard error.column >= 1, error.column <= source.count + 1, !error.message.isEmpty else {
            return FuzzProblem("error out of place: \(error)")
        }
        return nil
    }

    /// Nil when `animation` gives finite values and velocities at every sample time: started from rest, retargeted
    /// while it runs, and evaluated directly as a custom animation would.
    public static func samples(of animation: Animation) -> FuzzProblem? {
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: animation)
        var retargeted = value
        retargeted.set(-1, at: 0.1, animation: animation)
        for (name, v) in [("started", value), ("retargeted", retargeted)] {
            if let finish = v.finishTime, finish.isNaN || finish < 0 { return FuzzProblem("\(name): finish time \(finish)") }
            if let logical = v.logicalCompletionTime, logical.isNaN { return FuzzProblem("\(name): logical completion NaN") }
            for t in times {
                let (x, dx) = (v.value(at: t), v.velocity(at: t))
                if !x.isFinite || !dx.isFinite { return FuzzProblem("\(name): value \(x), velocity \(dx) at t = \(t)") }
            }
        }
        var context = AnimationContext<Double>()
        for t in times {
            let x = animation.animate(value: 1.0, time: t, context: &context) ?? 1
            let dx = animation.velocity(value: 1.0, time: t, context: context) ?? 0
            if !x.isFinite || !dx.isFinite { return FuzzProblem("animate: \(x), velocity \(dx) at t = \(t)") }
        }
        if animation.description.isEmpty { return FuzzProblem("empty description") }
        return nil
    }
}
