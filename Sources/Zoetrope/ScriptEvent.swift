/// One interaction of a scene's script.
public struct ScriptEvent: Hashable, Sendable {
    /// What the interaction does.
    public enum Action: Hashable, Sendable {
        /// A tap on the view found by accessibility identifier, text or symbol name.
        case tap(target: String)

        /// How the action reads in messages: `Tap("fab")`.
        public var label: String {
            switch self {
            case let .tap(target): return "Tap(\"\(target)\")"
            }
        }
    }

    public var action: Action
    /// When it happens, in seconds from the start of the scene.
    public var time: Double

    public init(action: Action, time: Double) {
        self.action = action
        self.time = time
    }
}

/// A tap on the view whose accessibility identifier, text or symbol name is `target`, at `time` seconds.
public func Tap(_ target: String, at time: Double) -> ScriptEvent {
    ScriptEvent(action: .tap(target: target), time: time)
}

/// Builds a scene's script from a list of interactions.
@resultBuilder
public enum ScriptBuilder {
    public static func buildExpression(_ event: ScriptEvent) -> [ScriptEvent] { [event] }
    public static func buildBlock(_ parts: [ScriptEvent]...) -> [ScriptEvent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ScriptEvent]?) -> [ScriptEvent] { part ?? [] }
    public static func buildEither(first part: [ScriptEvent]) -> [ScriptEvent] { part }
    public static func buildEither(second part: [ScriptEvent]) -> [ScriptEvent] { part }
    public static func buildArray(_ parts: [[ScriptEvent]]) -> [ScriptEvent] { parts.flatMap { $0 } }
}
