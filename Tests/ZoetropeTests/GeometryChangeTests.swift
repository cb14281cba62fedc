import Foundation
import Testing
@testable import Zoetrope

/// `onGeometryChange(for:of:action:)`: the first value once laid out, then only changes; each call observes its own
/// view; both the one-value and the old/new forms; state written by the action re-evaluates the scene.
@MainActor @Suite struct GeometryChangeTests {
    /// A bar that widens on the first tap and only changes colour on the second.
    struct Bar: View {
        let widths: PreferenceLog<CGFloat>
        let pairs: PreferenceLog<[CGFloat]>
        @State private var taps = 0

        var body: some View {
            (taps >= 2 ? Color.blue : Color.red)
                .frame(width: taps >= 1 ? 120 : 60, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { widths.values.append($0) }
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in pairs.values.append([old, new]) }
                .onTapGesture { taps += 1 }
                .accessibilityIdentifier("bar")
        }
    }

    @Test func theFirstValueThenEachChangeOnly() {
        let widths = PreferenceLog<CGFloat>(), pairs = PreferenceLog<[CGFloat]>()
        let t = timeline(script: { Tap("bar", at: 0.5); Tap("bar", at: 1.0) }) { Bar(widths: widths, pairs: pairs) }
        // Laid out first at 60 wide: called with 60. The tap at 0.5 s makes it 120: called with 120. The tap at 1 s
        // changes its colour, not its width: not called. The old/new form gets (60, 60) first, then (60, 120).
        #expect(widths.values == [60, 120])
        #expect(pairs.values == [[60, 60], [60, 120]])
        #expect(t.issues.isEmpty)
    }

    @Test func nestedAndSiblingObserversEachSeeTheirOwnView() {
        let left = PreferenceLog<CGFloat>(), right = PreferenceLog<CGFloat>(), outer = PreferenceLog<CGSize>()
        _ = timeline {
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { left.values.append($0) }
                Color.blue.frame(width: 50, height: 10)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { right.values.append($0) }
            }
            .padding(5)
            .onGeometryChange(for: CGSize.self) { $0.size } action: { outer.values.append($0) }
        }
        // Each observer reads its own view once: 30, 50, and the padded stack (30 + 50 + 2·5) × (10 + 2·5) = 90 × 20.
        #expect(left.values == [30])
        #expect(right.values == [50])
        #expect(outer.values == [CGSize(width: 90, height: 20)])
    }

    @Test func theProxyMeasuresInGlobalCoordinates() {
        let frames = PreferenceLog<CGRect>()
        _ = timeline {
            Color.red.frame(width: 40, height: 20)
                .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { frames.values.append($0) }
        }
        // A 40 × 20 view centred on the 200 × 100 canvas: origin ((200 − 40)/2, (100 − 20)/2) = (80, 40).
        #expect(frames.values == [CGRect(x: 80, y: 40, width: 40, height: 20)])
    }

    @Test func theProxyKnowsTheScrollViewAroundIt() {
        let first = PreferenceLog<Bool>(), second = PreferenceLog<Bool>()
        func card(_ log: PreferenceLog<Bool>) -> some View {
            Color.gray.frame(width: 120, height: 40)
                .onGeometryChange(for: Bool.self) { proxy in
                    let frame = proxy.frame(in: .scrollView)
                    let bounds = proxy.bounds(of: .scrollView) ?? .zero
                    return frame.intersection(CGRect(origin: .zero, size: bounds.size)).width / frame.width > 0.75
                } action: { log.values.append($0) }
        }
        _ = timeline {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { card(first); card(second) }
            }
        }
        // The 200 pt wide scroll view shows the first card whole (0…120) and the second from 120 to 200: 80 of its
        // 120 pt, two thirds, under three quarters.
        #expect(first.values == [true])
        #expect(second.values == [false])
    }

    /// A bar whose measured width a second bar copies through state.
    struct Mirror: View {
        @State private var measured: CGFloat = 0

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 70, height: 10)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { measured = $0 }
                Color.blue.frame(width: measured, height: 10)
            }
        }
    }

    @Test func stateWrittenByTheActionIsShownFromTheStart() {
        let t = timeline { Mirror() }
        // The action sets `measured` to 70 after the first evaluation at 0 s, which is evaluated again at 0 s: the
        // blue bar is 70 wide from the first frame. The 70 × 20 stack is centred at (65, 40); the blue bar is its second
        // row: (65, 50).
        #expect(t.frames(endingWith: "VStack/1/frame/Color", at: 0) == [CGRect(x: 65, y: 50, width: 70, height: 10)])
        #expect(t.issues.isEmpty)
    }
}
