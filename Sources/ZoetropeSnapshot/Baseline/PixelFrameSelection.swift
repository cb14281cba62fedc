/// Which frames a baseline keeps as pixels, chosen from the trace: the first and last frames, and inside each
/// motion window the frames where a quarter, half and three quarters of the window's movement is done, and the
/// window's last frame.
///
/// A motion window is a run of frames in which some view has a running animation or its trace line changed since
/// the frame before (a keyframe animator or a jump cut changes lines without a running animation). Frames are
/// spaced by movement rather than by time because springs spend most of their time in a tail where nothing visibly
/// moves: the middle frame *in time* of a 1 s spring shows the end state again, while the frame at half the
/// *movement* shows views mid-flight, scaled, blended and overlapping — where drawing regressions show. The last
/// frame of a window is the state the motion settles in. The trace already checks every frame's geometry with
/// tolerances; these frames check what only pixels show (paths, text, colours, blending, clipping).
public enum PixelFrameSelection {
    /// Frame indices, ascending, without repeats; `times` (seconds) add the frames showing them.
    public static func frames(of recording: TraceRecording, adding times: [Double] = []) -> [Int] {
        guard let last = recording.frames.last?.index else { return [] }
        var chosen: Set<Int> = [0, last]
        let movement = movements(of: recording)
        for window in windows(movement: movement, recording: recording) {
            let amounts = window.map { movement[$0] }
            let total = amounts.reduce(0, +)
            var done = 0.0
            var quarters = [0.25, 0.5, 0.75][...]
            for (index, amount) in zip(window, amounts) {
                done += amount
                while let quarter = quarters.first, done >= quarter * total {
                    chosen.insert(index)
                    quarters = quarters.dropFirst()
                }
            }
            chosen.insert(window.upperBound)
        }
        for time in times where time.isFinite && time >= 0 {
            chosen.insert(min(last, Int((time * recording.fps).rounded())))
        }
        return chosen.sorted()
    }

    /// Runs of frames with running animations or changed lines.
    static func windows(movement: [Double], recording: TraceRecording) -> [ClosedRange<Int>] {
        var windows: [ClosedRange<Int>] = []
        var start: Int?
        for frame in recording.frames {
            let moving = frame.isMoving || movement[frame.index] > 0
            if moving, start == nil { start = frame.index }
            if !moving, let first = start {
                windows.append(first...(frame.index - 1))
                start = nil
            }
        }
        if let first = start { windows.append(first...(recording.frames.count - 1)) }
        return windows
    }

    /// How much each frame moved since the one before: the sum of changes in every view's on-screen bounds (points),
    /// plus 100 for each whole unit of opacity change and for each view that appears or disappears; a line that
    /// changed in some other way (a colour, a path) counts 1, and one whose running animations alone changed 0.
    static func movements(of recording: TraceRecording) -> [Double] {
        var result = [Double](repeating: 0, count: recording.frames.count)
        for (before, frame) in zip(recording.frames, recording.frames.dropFirst()) where before.lines != frame.lines {
            let previous = Dictionary(before.lines.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            var amount = Double(abs(frame.lines.count - before.lines.count)) * 100
            for line in frame.lines {
                guard let old = previous[line.path] else { amount += 100; continue }
                if old.fields == line.fields { continue }
                let a = TraceFields(parsing: old.fields), b = TraceFields(parsing: line.fields)
                // An animation that starts or ends changes the line but not the view.
                if a.withoutAnimations == b.withoutAnimations { continue }
                var moved = 0.0
                if let x = a.value("bounds"), let y = b.value("bounds") {
                    moved += zip(TraceValue(x).numbers, TraceValue(y).numbers).map { abs($0 - $1) }.reduce(0, +)
                }
                if let x = a.value("opacity").flatMap(Double.init), let y = b.value("opacity").flatMap(Double.init) {
                    moved += abs(x - y) * 100
                }
                amount += moved > 0 ? moved : 1
            }
            result[frame.index] = amount
        }
        return result
    }
}
