import Foundation
import PropertyBased

/// One fuzzed parser: where its inputs come from and what must hold for each of them.
public struct FuzzTarget: Sendable {
    /// A short name for reports, e.g. "animation".
    public var name: String
    /// The generated inputs: structured near-valid text, mutations of it and garbage.
    public var inputs: Generator<String, Shrink.None<String>>
    /// Parses and evaluates one input; returns nil when every property held, or what went wrong.
    public var check: @Sendable (String) -> FuzzProblem?

    /// A target named `name`.
    public init(name: String, inputs: Generator<String, Shrink.None<String>>, check: @escaping @Sendable (String) -> FuzzProblem?) {
        self.name = name
        self.inputs = inputs
        self.check = check
    }
}

/// What went wrong with one input: a property that did not hold (the parse result, a non-finite output, …).
public struct FuzzProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A deterministic run of `count` generated inputs from `seed` through one target.
public struct FuzzCampaign: Sendable {
    /// The run's seed: the same seed and count give the same inputs.
    public var seed: UInt64
    /// How many inputs to generate.
    public var count: Int
    /// An input whose parse and evaluation take longer than this (seconds) is reported as a hang.
    public var slowLimit: Double

    /// A run of `count` inputs from `seed`.
    public init(seed: UInt64, count: Int, slowLimit: Double = 2) {
        self.seed = seed
        self.count = count
        self.slowLimit = slowLimit
    }

    /// The default seed of the short and long runs.
    public static let defaultSeed: UInt64 = 0x5A0E_7209_E1F2_2026

    /// `ZOETROPE_FUZZ_COUNT` and `ZOETROPE_FUZZ_SEED` from the environment, or `count` and the default seed.
    public static func fromEnvironment(count: Int) -> FuzzCampaign {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["ZOETROPE_FUZZ_COUNT"].flatMap { Int($0) } ?? count
        let seed = environment["ZOETROPE_FUZZ_SEED"].flatMap { UInt64($0) } ?? defaultSeed
        return FuzzCampaign(seed: seed, count: count)
    }

    /// The generator state for `seed`: four words from SplitMix64, so that nearby seeds give unrelated streams.
    static func generator(seed: UInt64) -> Xoshiro {
        var x = seed
        func next() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return Xoshiro(seed: (next(), next(), next(), next()))
    }

    /// Runs the inputs through `target`, keeping at most `keep` failures.
    public func run(_ target: FuzzTarget, keep: Int = 20) -> FuzzReport {
        var rng = Self.generator(seed: seed)
        var report = FuzzReport(target: target.name, seed: seed)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<count {
            let input = target.inputs.run(using: &rng)
            let before = clock.now
            let problem = target.check(input)
            let elapsed = clock.now - before
            report.inputs += 1
            report.slowest = max(report.slowest, elapsed)
            var found = problem
            if found == nil, elapsed > .seconds(slowLimit) {
                found = FuzzProblem("took \(elapsed) (the limit is \(slowLimit) s)")
            }
            if let found, report.failures.count < keep {
                report.failures.append(.init(input: input, problem: found))
            }
            if found != nil { report.failureCount += 1 }
        }
        report.duration = clock.now - start
        return report
    }
}

/// The outcome of a campaign.
public struct FuzzReport: Sendable, CustomStringConvertible {
    /// One input that broke a property.
    public struct Failure: Sendable {
        public var input: String
        public var problem: FuzzProblem
    }

    public var target: String
    public var seed: UInt64
    public var inputs = 0
    public var failureCount = 0
    /// The first failures (the count above has them all).
    public var failures: [Failure] = []
    public var duration: Duration = .zero
    /// The longest single input.
    public var slowest: Duration = .zero

    /// "animation: 20000 inputs, seed 123, 3.2 s (slowest input 4 ms), 0 failures", then one line per failure.
    public var description: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        let slowestMs = (Double(slowest.components.seconds) + Double(slowest.components.attoseconds) * 1e-18) * 1000
        var text = "\(target): \(inputs) inputs, seed \(seed), \(String(format: "%.1f", seconds)) s "
            + "(slowest input \(String(format: "%.1f", slowestMs)) ms), \(failureCount) failures"
        for failure in failures {
            text += "\n  \(failure.problem): \(String(reflecting: String(failure.input.prefix(300))))"
        }
        return text
    }
}
