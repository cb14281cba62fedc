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
