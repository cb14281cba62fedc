import Foundation

/// A haptic or sound the device plays: SwiftUI's `SensoryFeedback`. A video has neither, so Zoetrope accepts it and
/// plays nothing (docs/approximations.md, "Scroll targets").
public struct SensoryFeedback: Hashable, Sendable {
    let name: String

    /// How heavy an impact feels: SwiftUI's `SensoryFeedback.Weight`.
    public struct Weight: Hashable, Sendable {
        let rawValue: Int
        /// A light impact.
        public static let light = Weight(rawValue: 0)
        /// A medium impact.
        public static let medium = Weight(rawValue: 1)
        /// A heavy impact.
        public static let heavy = Weight(rawValue: 2)
    }

    /// How flexible an impact feels: SwiftUI's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Hashable, Sendable {
        let rawValue: Int
        /// A rigid object.
        public static let rigid = Flexibility(rawValue: 0)
        /// A solid object.
        public static let solid = Flexibility(rawValue: 1)
        /// A soft object.
        public static let soft = Flexibility(rawValue: 2)
    }

    /// A task completed.
    public static let success = SensoryFeedback(name: "success")
    /// A task raised a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// A dragged item lined up with something.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A value crossed a discrete level.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")
    /// A drawn path was completed (iOS 17.5).
    public static let pathComplete = SensoryFeedback(name: "pathComplete")

    /// An impact of `weight` at `intensity` (0 … 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// An impact of `flexibility` at `intensity` (0 … 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes: SwiftUI's `sensoryFeedback(_:trigger:)`. Nothing shows in a frame.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true: SwiftUI's
    /// `sensoryFeedback(_:trigger:condition:)`. Nothing shows in a frame.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        self
    }

    /// Plays what `feedback()` returns (nothing for nil) when `trigger` changes: SwiftUI's
    /// `sensoryFeedback(trigger:_:)`. Nothing shows in a frame.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        self
    }

    /// Plays what `feedback(old, new)` returns (nothing for nil) when `trigger` changes: SwiftUI's
    /// `sensoryFeedback(trigger:_:)` with the old and new values. Nothing shows in a frame.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        self
    }
}
