import Foundation

/// SwiftUI spellings of animations, for `description` and the `curve` command's output.
enum AnimationDescription {
    static func describe(_ node: AnimationNode) -> String {
        switch node {
        case let .bezier(p1x, p1y, p2x, p2y, duration):
            let named: [String: [Double]] = ["linear": [0, 0, 1, 1], "easeIn": [0.42, 0, 1, 1],
                                             "easeOut": [0, 0, 0.58, 1], "easeInOut": [0.42, 0, 0.58, 1]]
            if let name = named.first(where: { $0.value == [p1x, p1y, p2x, p2y] })?.key {
                return ".\(name)(duration: \(n(duration)))"
            }
            return ".timingCurve(\(n(p1x)), \(n(p1y)), \(n(p2x)), \(n(p2y)), duration: \(n(duration)))"
        case let .curve(curve, duration):
            return ".timingCurve(\(curve), duration: \(n(duration)))"
        case let .fluidSpring(response, dampingFraction, blendDuration):
            return ".spring(response: \(n(response)), dampingFraction: \(n(dampingFraction)), blendDuration: \(n(blendDuration)))"
        case .systemDefault:
            return ".default"
        case let .interpolatingSpring(mass, stiffness, damping, v0):
            return ".interpolatingSpring(mass: \(n(mass)), stiffness: \(n(stiffness)), damping: \(n(damping)), initialVelocity: \(n(v0)))"
        case let .delay(base, seconds):
            return describe(base) + ".delay(\(n(seconds)))"
        case let .speed(base, factor):
            return describe(base) + ".speed(\(n(factor)))"
        case let .repeating(base, count, autoreverses):
            if let count { return describe(base) + ".repeatCount(\(count), autoreverses: \(autoreverses))" }
            return describe(base) + ".repeatForever(autoreverses: \(autoreverses))"
        case let .logicallyComplete(base, after):
            return describe(base) + ".logicallyComplete(after: \(n(after)))"
        case let .custom(box):
            return "Animation(\(box.base))"
        }
    }

    private static func n(_ value: Double) -> String { "\(value)" }
}

extension Animation {
    /// The animation as a designer reads it (issue 26): SwiftUI's preset name when it is one (`.smooth`, `.snappy`,
    /// `.bouncy`, `.interactiveSpring`, `.default`, `.easeInOut(duration: 0.35)`), else SwiftUI code with its numbers at
    /// three significant digits, a spring in its duration/bounce form with its response and damping fraction beside it.
    /// Still valid SwiftUI; `description` keeps every digit for machines.
    public var readableDescription: String { AnimationDescription.readable(self) }
}

extension AnimationDescription {
    static func readable(_ animation: Animation) -> String {
        let presets: [(Animation, String)] = [(.smooth, ".smooth (= .spring)"), (.snappy, ".snappy"), (.bouncy, ".bouncy"),
                                              (.interactiveSpring, ".interactiveSpring")]
        if let name = presets.first(where: { $0.0 == animation })?.1 { return name }
        return readable(animation.node)
    }

    private static func readable(_ node: AnimationNode) -> String {
        switch node {
        case let .bezier(p1x, p1y, p2x, p2y, duration):
            let named: [String: [Double]] = ["linear": [0, 0, 1, 1], "easeIn": [0.42, 0, 1, 1],
                                             "easeOut": [0, 0, 0.58, 1], "easeInOut": [0.42, 0, 0.58, 1]]
            if let name = named.first(where: { $0.value == [p1x, p1y, p2x, p2y] })?.key {
                return ".\(name)(duration: \(short(duration)))"
            }
            return ".timingCurve(\(short(p1x)), \(short(p1y)), \(short(p2x)), \(short(p2y)), duration: \(short(duration)))"
        case let .curve(curve, duration):
            return ".timingCurve(\(curve), duration: \(short(duration)))"
        case let .fluidSpring(response, dampingFraction, blendDuration):
            // The inverse of `Animation.dampingFraction(bounce:)`.
            let bounce = dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1
            let blend = blendDuration == 0 ? "" : ", blendDuration: \(short(blendDuration))"
            return ".spring(duration: \(short(response)), bounce: \(short(bounce))\(blend)) "
                + "(response \(short(response)) s, damping fraction \(short(dampingFraction)))"
        case .systemDefault:
            return ".default (a spring of \(short(Animation.defaultResponse)) s without bounce)"
        case let .interpolatingSpring(mass, stiffness, damping, v0):
            return ".interpolatingSpring(mass: \(short(mass)), stiffness: \(short(stiffness)), damping: \(short(damping)), "
                + "initialVelocity: \(short(v0)))"
        case let .delay(base, seconds):
            return readable(base) + ".delay(\(short(seconds)))"
        case let .speed(base, factor):
            return readable(base) + ".speed(\(short(factor)))"
        case let .repeating(base, count, autoreverses):
            if let count { return readable(base) + ".repeatCount(\(count), autoreverses: \(autoreverses))" }
            return readable(base) + ".repeatForever(autoreverses: \(autoreverses))"
        case let .logicallyComplete(base, after):
            return readable(base) + ".logicallyComplete(after: \(short(after)))"
        case let .custom(box):
            return "Animation(\(box.base))"
        }
    }

    /// Numbers in readable spellings: three significant digits (NumberText's policy).
    private static func short(_ value: Double) -> String { NumberText.significant(value, digits: 3) }
}
