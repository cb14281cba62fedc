/// `zoetrope curve`: animation strings with a caret under the column, values and bounds in one line, and a plot
/// that cannot be written (exit 1, naming --plot).
extension FaultCatalogue {
    static let curveCases: [FaultCatalogueCase] = [
        .usage("curve unclosed parenthesis", ["curve", ".spring(duration: 0.5"], ["ANIMATION, column 22", "end of the text"], shape: .caret),
        .usage("curve unknown function", ["curve", ".wobbly(duration: 1)"], ["ANIMATION, column 2", "unknown animation", ".wobbly"], shape: .caret),
        .usage("curve wrong label", ["curve", ".spring(length: 0.5)"], ["ANIMATION, column 9", "length:"], shape: .caret),
        .usage("curve repeatCount(0)", ["curve", ".easeIn.repeatCount(0)"], ["ANIMATION, column 21", "repeat count", "at least 1"], shape: .caret),
        .usage("curve NaN duration", ["curve", ".linear(duration: .nan)"], ["ANIMATION, column 19", "finite", "nan"], shape: .caret),
        .usage("curve negative duration", ["curve", ".linear(duration: -1)"], ["ANIMATION, column 19", "negative"], shape: .caret),
        .usage("curve negative delay", ["curve", ".spring(duration: 0.5).delay(-1)"], ["ANIMATION, column 30", "negative"], shape: .caret),
        .usage("curve bounce 1.2", ["curve", ".spring(duration: 0.5, bounce: 1.2)"], ["ANIMATION, column 32", "bounce"], shape: .caret),
        .usage("curve empty animation", ["curve", ""], ["ANIMATION, column 1", "animation name"], shape: .caret),
        .usage("curve too many samples", ["curve", ".snappy", "--fps", "10000", "--until", "3600"], ["--until", "at most 1000000"]),
        .usage("curve --fps 0", ["curve", ".snappy", "--fps", "0"], ["--fps", "frame rate"]),
        .usage("curve --fps nan", ["curve", ".snappy", "--fps", "nan"], ["--fps", "nan"]),
        .usage("curve --until -1", ["curve", ".snappy", "--until", "-1"], ["--until", "between 0 and 3600"]),
        .usage("curve --until 1e300", ["curve", ".snappy", "--until", "1e300"], ["--until", "between 0 and 3600"]),
        .usage("curve --times empty entry", ["curve", ".snappy", "--times", "0.1,,0.3"], ["--times, column 5", "''"], shape: .caret),
        .usage("curve --from abc", ["curve", ".snappy", "--from", "abc"], ["--from", "'abc'"]),
        .usage("curve --to 1e300", ["curve", ".snappy", "--to", "1e300"], ["--to", "between -1e12 and 1e12", "1e300"]),
        .usage("curve --from -1e13", ["curve", ".bouncy", "--from", "-1e13"], ["--from", "between -1e12 and 1e12"]),
        .usage("curve --to inf", ["curve", ".snappy", "--to", "inf"], ["--to", "'inf'"]),
        .usage("curve --retarget without value", ["curve", ".snappy", "--retarget", "0.1"], ["--retarget", "T:VALUE"]),
        .usage("curve --retarget bad value", ["curve", ".smooth", "--retarget", "0.2:x"], ["--retarget, column 5", "'x'"], shape: .caret),
        .usage("curve --format xml", ["curve", ".smooth", "--format", "xml"], ["--format", "csv or json"]),
        .usage("curve --plot not png", ["curve", ".snappy", "--plot", "curve.jpg"], ["--plot", "curve.jpg"]),
        .failure("curve --plot into /proc", ["curve", ".snappy", "--plot", "/proc/x.png"], ["--plot", "/proc/x.png"]),
        .failure("curve --plot under a file", ["curve", ".snappy", "--plot", "file.txt/curve.png"], ["--plot", "file.txt/curve.png", "Not a directory"],
                 files: ["file.txt": .text("x")]),
        .failure("curve --plot missing folder", ["curve", ".snappy", "--plot", "missing/curve.png"], ["--plot", "missing/curve.png"]),
        // A folder where the file should be: said in words, not as a Swift value.
        .failure("curve --plot onto a folder", ["curve", ".snappy", "--plot", "c.png"], ["--plot", "c.png", "it is a folder"],
                 files: ["c.png": .folder]).absent("outputNotWritable"),
    ]
}

extension FaultCatalogueCase {
    /// The case, with these words that stderr must not contain.
    func absent(_ words: String...) -> FaultCatalogueCase {
        var copy = self
        copy.absentWords += words
        return copy
    }
}
