import Foundation

extension Color: CustomStringConvertible {
    /// What SwiftUI prints for a colour: a system colour's name ("green"), a colour of components as `#RRGGBBAA`
    /// in sRGB, a colour with an opacity as "50% green".
    public var description: String { Self.describe(storage) }

    private static let names: [(String, Color)] = [
        ("blue", .blue), ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("indigo", .indigo), ("purple", .purple), ("pink", .pink),
        ("brown", .brown), ("gray", .gray), ("primary", .primary), ("secondary", .secondary),
    ]

    private static func describe(_ storage: Storage) -> String {
        if let name = names.first(where: { $0.1.storage == storage })?.0 { return name }
        switch storage {
        case let .rgb(red, green, blue, opacity):
            return "#" + [red, green, blue, opacity].map { component in
                let byte = Int((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
                return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }.joined()
        case let .opacity(base, opacity):
            return "\(Int((opacity * 100).rounded()))% \(describe(base))"
        case .system, .mix:
            return Color(storage: storage).resolve(in: .light).displayColor.hexString
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(length - count, 0)) + self }
}
