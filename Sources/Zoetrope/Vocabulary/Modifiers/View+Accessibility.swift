import Foundation

// SwiftUI's accessibility modifiers. They describe a view to VoiceOver and change nothing an iPhone draws, so they
// change nothing here: a scene's frames and trace are the same with or without them. (`accessibilityIdentifier`,
// which scripts find views by, is in View+Traits.swift.)

/// What assistive technologies are told a view is: SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt64

    private init(bits: UInt64) { self.bits = bits }
    public init() { bits = 0 }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = contains(member) ? member : nil
        bits &= ~member.bits
        return removed
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let old = contains(newMember) ? newMember : nil
        bits |= newMember.bits
        return old
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How an accessibility element treats the elements inside it: SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

extension View {
    /// The label VoiceOver reads for this view: SwiftUI's `accessibilityLabel(_:)`. Draws nothing.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The label VoiceOver reads for this view: SwiftUI's `accessibilityLabel(_:)`. Draws nothing.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label VoiceOver reads for this view: SwiftUI's `accessibilityLabel(_:)`. Draws nothing.
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// What VoiceOver says activating this view does: SwiftUI's `accessibilityHint(_:)`. Draws nothing.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// What VoiceOver says activating this view does: SwiftUI's `accessibilityHint(_:)`. Draws nothing.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// What VoiceOver says activating this view does: SwiftUI's `accessibilityHint(_:)`. Draws nothing.
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The value VoiceOver reads for this view: SwiftUI's `accessibilityValue(_:)`. Draws nothing.
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    /// The value VoiceOver reads for this view: SwiftUI's `accessibilityValue(_:)`. Draws nothing.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    /// The value VoiceOver reads for this view: SwiftUI's `accessibilityValue(_:)`. Draws nothing.
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Hides this view from VoiceOver (not from the screen): SwiftUI's `accessibilityHidden(_:)`.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Adds traits VoiceOver reports for this view: SwiftUI's `accessibilityAddTraits(_:)`. Draws nothing.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits VoiceOver reports for this view: SwiftUI's `accessibilityRemoveTraits(_:)`. Draws nothing.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Makes this view one accessibility element: SwiftUI's `accessibilityElement(children:)`. Draws nothing.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// VoiceOver's reading order among siblings: SwiftUI's `accessibilitySortPriority(_:)`. Draws nothing.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}
