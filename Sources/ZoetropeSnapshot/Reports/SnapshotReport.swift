/// What a snapshot run found, scene by scene: the one value the HTML page, the JUnit file and the stderr summary
/// are all written from.
///
/// Paths are relative to the folder the report is written into, which CI uploads as one artifact, so the page
/// works opened from disk or from the artifact viewer with no server.
public struct SnapshotReport: Hashable, Sendable {
    /// The scenes in the order they ran.
    public var scenes: [Scene]
    /// Run-wide remarks shown above the scene table: an environment that differs from the baselines', the
    /// shard, the record mode.
    public var notes: [String]
    /// A command that re-records what failed, shown for copying when something failed; nil to leave it out.
    public var rerecordCommand: String?

    /// A report of `scenes` in run order.
    public init(scenes: [Scene], notes: [String] = [], rerecordCommand: String? = nil) {
        self.scenes = scenes
        self.notes = notes
        self.rerecordCommand = rerecordCommand
    }

    /// What happened to one scene.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Every frame and the trace matched the baseline.
        case passed
        /// The trace or a frame differed.
        case failed
        /// A baseline was written (JUnit shows it as skipped: there was nothing to compare with). Whether the run
        /// still fails, as record mode `missing` does once, is the runner's decision.
        case recorded
        /// No baseline, and the record mode did not allow writing one (`never`, the CI default): a failure.
        case missing
    }

    /// A picture of one failing frame and what it shows.
    public struct FrameImage: Hashable, Sendable {
        /// The PNG's path relative to the report's folder, with `/` between components.
        public var path: String
        /// What the picture shows, e.g. "frame 31 (0.517 s): 36 px differ in the 8×8 px square at (98, 318)".
        public var caption: String

        /// The picture at `path` (relative to the report's folder), described by `caption`.
        public init(path: String, caption: String) {
            self.path = path
            self.caption = caption
        }
    }

    /// One scene's outcome.
    public struct Scene: Hashable, Sendable {
        /// The scene's id, as the catalog or the user's file names it.
        public var id: String
        /// How the scene ended.
        public var status: Status
        /// One line: for a failure what differed first, as "frame 31 (0.517 s) …/ActionRow[1] frame.minY
        /// 402.1 → 398.7"; for a missing baseline, where it was looked for.
        public var summary: String
        /// The trace lines that moved, each as the comparison words it.
        public var movedTraceLines: [String]
        /// The three-up PNGs (baseline | actual | difference) of the failing frames.
        public var threeUps: [FrameImage]
        /// The strip of the first failing frames, relative to the report's folder; nil when there is none.
        public var stripPath: String?
        /// Wall-clock time the scene took to render and compare, in seconds.
        public var duration: Double

        /// One scene's outcome; everything but the id and status is optional.
        public init(id: String, status: Status, summary: String = "", movedTraceLines: [String] = [],
                    threeUps: [FrameImage] = [], stripPath: String? = nil, duration: Double = 0) {
            self.id = id
            self.status = status
            self.summary = summary
            self.movedTraceLines = movedTraceLines
            self.threeUps = threeUps
            self.stripPath = stripPath
            self.duration = duration
        }

        /// Whether the scene makes the run fail: it failed, or its baseline is missing.
        public var isFailure: Bool { status == .failed || status == .missing }
    }

    /// How many scenes ended each way.
    public struct Counts: Hashable, Sendable {
        /// Scenes that matched.
        public var passed = 0
        /// Scenes that differed.
        public var failed = 0
        /// Scenes whose baseline was written.
        public var recorded = 0
        /// Scenes with no baseline that could not record one.
        public var missing = 0

        /// Every scene.
        public var total: Int { passed + failed + recorded + missing }
    }

    /// How many scenes ended each way.
    public var counts: Counts {
        var counts = Counts()
        for scene in scenes {
            switch scene.status {
            case .passed: counts.passed += 1
            case .failed: counts.failed += 1
            case .recorded: counts.recorded += 1
            case .missing: counts.missing += 1
            }
        }
        return counts
    }

    /// Whether any scene failed or had no baseline.
    public var hasFailures: Bool { scenes.contains(where: \.isFailure) }

    /// Every image the report refers to, in the order the HTML page shows them: the files to write or upload.
    public var imagePaths: [String] {
        scenes.flatMap { scene in scene.threeUps.map(\.path) + (scene.stripPath.map { [$0] } ?? []) }
    }

    /// Total time of all scenes, in seconds.
    public var duration: Double { scenes.map(\.duration).reduce(0, +) }
}
