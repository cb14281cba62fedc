import Foundation

/// Builds a `CurveRequest` from the `curve` command's textual flags, so the command line holds no logic.
extension CurveRequest {
    /// The most samples one curve takes (--times, or --fps through --until): a million rows is about 40 MB of CSV.
    public static let maximumSamples = 1_000_000

    /// Parses the command's arguments; every error names its flag and the column inside the flag's value.
    public init(animation source: String, from: String?, to: String?, fps: String?, times: String?, until: String?,
                retargets: [String]) throws {
        var animation = Animation.default
        var spring: Spring?
        do {
            if AnimationParser.isSpringExpression(source) {
                spring = try AnimationParser().parseSpring(source)
                if !retargets.isEmpty {
                    throw CurveInputError(flag: "--retarget", column: 1, "a Spring value is sampled in closed form and cannot be retargeted; use an animation such as '.spring(duration: 0.5)'")
                }
            } else {
                animation = try AnimationParser().parse(source)
            }
        } catch let error as AnimationParseError {
            throw CurveInputError(flag: "ANIMATION", parseError: error)
        }
        let start = try from.map { try CurveRetarget.value($0, flag: "--from", column: 1) } ?? 0
        let end = try to.map { try CurveRetarget.value($0, flag: "--to", column: 1) } ?? 1
        let sampling: Sampling
        if let times {
            if fps != nil { throw CurveInputError(flag: "--times", column: 1, "give either --fps or --times, not both") }
            if until != nil { throw CurveInputError(flag: "--until", column: 1, "--until applies to --fps sampling, not to --times") }
            var list: [Double] = []
            var column = 1
            for part in times.split(separator: ",", omittingEmptySubsequences: false) {
                let t = try CurveRetarget.number(String(part), flag: "--times", column: column, what: "time")
                guard t >= 0 else { throw CurveInputError(flag: "--times", column: column, "times must not be negative (got \(part))") }
                list.append(t)
                column += part.count + 1
                guard list.count <= CurveRequest.maximumSamples else {
                    throw CurveInputError(flag: "--times", column: 1, "at most \(CurveRequest.maximumSamples) times a curve")
                }
            }
            sampling = .times(list)
        } else {
            let rate = try fps.map { try CurveRetarget.number($0, flag: "--fps", column: 1, what: "frame rate") } ?? 60
            guard rate > 0, rate <= 10_000 else { throw CurveInputError(flag: "--fps", column: 1, "the frame rate must be between 0 (exclusive) and 10000") }
            let limit = try until.map { try CurveRetarget.number($0, flag: "--until", column: 1, what: "time") }
            if let limit, limit < 0 || limit > 3600 {
                throw CurveInputError(flag: "--until", column: 1, "--until must be between 0 and 3600 seconds")
            }
            if let limit, (limit * rate + 1e-9).rounded(.down) >= Double(CurveRequest.maximumSamples) {
                let count = Int((limit * rate + 1e-9).rounded(.down)) + 1
                throw CurveInputError(flag: "--until", column: 1, "--fps \(fps ?? "60") through --until \(until ?? "") is \(count) samples; at most \(CurveRequest.maximumSamples) a curve: lower --fps or --until")
            }
            sampling = .frames(fps: rate, until: limit)
        }
        let changes = try retargets.map { try CurveRetarget.parse($0) }
        self.init(animation: animation, from: start, to: end, retargets: changes, sampling: sampling)
        closedFormSpring = spring
    }
}
