import Foundation

/// A haptic or sound the device plays: SwiftUI's `SensoryFeedback`. A video has neither, so Zoetrope accepts it and
/// plays nothing (docs/approximations.md, "Scroll targets").
public struct SensoryFeedback: Hashable, Sendable {
    let name: String

    /// How heavy an impact feels: SwiftUI's `SensoryFeedback.Weight`.
    public struct Weight: Hashable, Sendable {
        let rawValue: Int
        public static let light = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 1)
        public static let heavy = Weight(rawValue: 2)
    }

    /// How flexible an impact feels: SwiftUI's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Hashable, Sendable {
        let rawValue: Int
        public static let rigid = Flexibility(rawValue: 0)
        public static let solid = Flexibility(rawValue: 1)
        public static let soft = Flexibility(rawValue: 2)
    }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

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
}
