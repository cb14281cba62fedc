import Foundation

/// The stack being evaluated, handed down the environment to its links, destinations and screens: it pushes and pops
/// by changing the stack's state (or the user's path binding), which evaluates the scene again.
final class NavigationController {
    private let state: StateStorage<NavigationState>
    private let path: NavigationPathAccess?
    /// Destinations registered by `.navigationDestination(for:)` on the screens evaluated so far, by value type.
    private(set) var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]

    init(state: StateStorage<NavigationState>, path: NavigationPathAccess?) {
        self.state = state
        self.path = path
    }

    /// Every screen on the stack, bottom (the root) first.
    var entries: [NavigationEntry] {
        let values = path?.get() ?? state.value.values
        return [.root] + values.enumerated().map { .value(index: $0.offset, $0.element) } + state.value.links.map { .link($0) }
    }

    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> any View) {
        let key = ObjectIdentifier(type)
        guard destinations[key] == nil else { return }   // the one nearest the root wins, as in SwiftUI
        destinations[key] = { value in (value.base as? D).map(destination) }
    }

    /// The destination view of a pushed value, nil when no `navigationDestination(for:)` takes its type.
    func destination(for value: AnyHashable) -> (any View)? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }

    /// Pushes a value (`NavigationLink(value:)`, or the user appending to the path).
    func push(value: AnyHashable) {
        if let path {
            path.set(path.get() + [value])
        } else {
            var copy = state.value
            copy.values.append(value)
            state.set(copy)
        }
    }

    /// Pushes a screen with its own destination (`NavigationLink { destination } label: { … }`).
    func push(destination: @escaping () -> any View) {
        var copy = state.value
        copy.links.append(NavigationState.Link(id: copy.nextLinkID, makeDestination: destination))
        copy.nextLinkID += 1
        state.set(copy)
    }

    /// How far an interactive pop has moved the top screen, 0…1 of the stack's width.
    var interactivePop: CGFloat { state.value.interactivePop }

    /// Follows a finger dragging the top screen from the leading edge: `progress` of the width, 0…1.
    func dragPop(to progress: CGFloat) {
        var copy = state.value
        copy.interactivePop = min(max(progress, 0), 1)
        if copy.interactivePop != state.value.interactivePop { state.set(copy) }
    }

    /// Ends an interactive pop: completes it (the screen leaves from where the finger left it) or cancels it (the
    /// screen slides back), in the current transaction.
    func endDragPop(completing: Bool) {
        if completing {
            pop()
        } else {
            var copy = state.value
            copy.interactivePop = 0
            state.set(copy)
        }
    }

    /// How far a finger has dragged a zoomed-in top screen, and where it took hold (canvas points).
    var zoomDrag: (translation: CGSize, grab: CGPoint) { (state.value.zoomDrag, state.value.zoomGrab) }

    /// Follows a finger dragging a zoomed-in top screen: it shrinks toward its source as it follows the finger.
    func dragZoom(by translation: CGSize, grab: CGPoint) {
        var copy = state.value
        copy.zoomDrag = translation
        copy.zoomGrab = grab
        if copy.zoomDrag != state.value.zoomDrag || copy.zoomGrab != state.value.zoomGrab { state.set(copy) }
    }

    /// Ends a zoom's interactive dismissal: completes it (the screen zooms into its source from where the finger
    /// left it) or cancels it (the screen grows back), in the current transaction.
    func endDragZoom(completing: Bool) {
        if completing {
            pop()
        } else {
            var copy = state.value
            copy.zoomDrag = .zero
            state.set(copy)
        }
    }

    /// Pops the top screen (the back button, a `dismiss()`), if there is one above the root.
    func pop() {
        if state.value.interactivePop != 0 || state.value.zoomDrag != .zero {
            var reset = state.value
            reset.interactivePop = 0
            reset.zoomDrag = .zero
            state.set(reset)
        }
        var copy = state.value
        if !copy.links.isEmpty {
            copy.links.removeLast()
            state.set(copy)
        } else if let path, !path.get().isEmpty {
            path.set(Array(path.get().dropLast()))
        } else if !copy.values.isEmpty {
            copy.values.removeLast()
            state.set(copy)
        }
    }
}

/// What one screen's modifiers declare while it is evaluated: its title, bar and transition.
final class NavigationScreenInfo {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var toolbarItems: [ToolbarItemValue] = []
    var transition: NavigationTransition?
    var backButtonHidden = false
    /// `.toolbar(.hidden, for: .navigationBar)`: the screen shows no bar, and its content starts below the status bar.
    var barHidden = false
}

/// A stack and the screen being evaluated, in the environment.
struct NavigationEnvironment {
    let controller: NavigationController?
    let screen: NavigationScreenInfo
    /// 0 for the root screen.
    let depth: Int
}
