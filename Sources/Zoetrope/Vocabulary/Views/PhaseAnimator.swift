import Foundation

/// A view that animates its content through a sequence of phases: SwiftUI's `PhaseAnimator` (fidelity.md §7.2).
///
/// Without a trigger it starts on appear and cycles phase[1], phase[2] … phase[0] for as long as the scene runs;
/// with one, each change of the trigger runs phase[1] … last and back to phase[0]. Each step animates with
/// `animation(phase)` (the phase being animated to; `.default` unless given) and the next starts when that
/// animation is logically complete; a step without animation (nil) lasts no time. A trigger change during a run
/// starts a new run from phase[1].
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    @State private var index = 0
    /// Counts runs, so that the steps of a run cut short by a new trigger stop.
    @State private var run = 0

    /// Cycles through `phases` continuously from the moment the view appears.
    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init<Phases: Sequence, Trigger: Equatable>(_ phases: Phases, trigger: Trigger,
                                                     @ViewBuilder content: @escaping (Phase) -> Content,
                                                     animation: @escaping (Phase) -> Animation? = { _ in .default })
    where Phases.Element == Phase {
        self.phases = Array(phases)
        self.trigger = AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        content(phases.isEmpty ? phaseUnavailable() : phases[min(index, phases.count - 1)])
            .onAppear { if trigger == nil { start() } }
            .onChange(of: trigger) { start() }
    }

    private func phaseUnavailable() -> Phase {
        preconditionFailure("PhaseAnimator needs at least one phase")
    }

    /// Starts a run at phase[1] (phase[0] again for a single phase).
    private func start() {
        guard !phases.isEmpty else { return }
        run += 1
        step(to: phases.count > 1 ? 1 : 0, run: run)
    }

    private func step(to next: Int, run current: Int) {
        guard current == run else { return }
        withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
            index = next
        } completion: {
            // A triggered run ends when it is back at phase[0]; a continuous one goes on.
            if next == 0, trigger != nil { return }
            step(to: (next + 1) % phases.count, run: current)
        }
    }
}

extension View {
    /// Animates this view through `phases` continuously: SwiftUI's `phaseAnimator(_:content:animation:)`.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, outer: nil)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, outer: nil)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}

/// An equatable value of any type, for triggers.
struct AnyEquatable: Equatable {
    let value: Any
    private let equals: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }

    static func == (lhs: AnyEquatable, rhs: AnyEquatable) -> Bool { lhs.equals(rhs.value) }
}
