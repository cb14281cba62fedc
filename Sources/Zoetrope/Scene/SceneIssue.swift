/// A problem found while evaluating a scene, with where and when it happened.
public struct SceneIssue: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable { case warning, error }

    public var severity: Severity
    /// The view path (`FloatingActionMenu/VStack[0]/…`) or the script step it concerns.
    public var path: String
    /// Seconds from the start of the scene.
    public var time: Double
    public var message: String

    public init(_ severity: Severity, path: String, time: Double, message: String) {
        self.severity = severity
        self.path = path
        self.time = time
        self.message = message
    }

    public var description: String {
        "\(severity.rawValue): \(path) at \(time) s: \(message)"
    }
}
