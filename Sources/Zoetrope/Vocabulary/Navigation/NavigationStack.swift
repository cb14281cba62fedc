import Foundation

/// A stack of screens with a navigation bar: SwiftUI's `NavigationStack`. Links push screens, the back button and
/// `dismiss()` pop them; a push slides the new screen in from the trailing edge while the covered one moves part of
/// the way and dims, with the system's timing (`SystemMotion.push`), whatever the transaction of the change
/// (unless it disables animations). A screen with `.navigationTransition(.zoom(sourceID:in:))` zooms out of its
/// source instead.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: NavigationPathAccess?

    /// A stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed values are `path`: appending to it pushes, removing pops.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(get: { path.wrappedValue.map { AnyHashable($0) } },
                                         set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) })
    }

    /// A stack whose pushed values are a type-erased `NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(get: { path.wrappedValue.elements },
                                         set: { values in path.wrappedValue = NavigationPath(elements: values) })
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let stack = context.child("NavigationStack")
        let storage = stack.graph.storage(for: stack.path + "#stack", initial: NavigationState())
        let controller = NavigationController(state: storage, path: path)
        let entries = controller.entries
        var motion = Transaction()
        motion.animation = context.transaction.disablesAnimations ? nil : SystemMotion.push
        // Only the top screen and the one beneath it (what a push, a pop or an interactive pop shows) are laid out and
        // drawn; the one beneath that is evaluated for its title (the back button of the one above it) and the root
        // for the destinations it registers. Screens further down cost nothing (docs/approximations.md, "Navigation").
        let top = entries.count - 1
        var screens: [NavigationScreenBuilder.Screen] = []
        func evaluate(_ depth: Int) -> NavigationScreenBuilder.Screen {
            let entry = entries[depth]
            let info = NavigationScreenInfo()
            var screen = stack.child(entry.component)
            screen.environment.navigation = NavigationEnvironment(controller: controller, screen: info, depth: depth)
            if depth > 0 { screen.environment.dismiss = DismissAction { controller.pop() } }
            let view: any View
            switch entry {
            case .root: view = root
            case let .link(link): view = link.makeDestination()
            case let .value(_, value):
                if let destination = controller.destination(for: value) ?? registeringCovered(for: value) {
                    view = destination
                } else {
                    context.graph.report(.warning, path: screen.path, "no navigationDestination(for: \(type(of: value.base)).self) "
                                         + "above the stack's screens; the pushed value \(value.base) shows an empty screen")
                    view = EmptyView()
                }
            }
            let content = screen.child("content").resolve(view)
            return NavigationScreenBuilder.Screen(context: screen, info: info, content: content, depth: depth)
        }
        // A destination registered on a covered screen: those screens are evaluated, bottom first, until one takes it.
        var registeredUpTo = 0
        func registeringCovered(for value: AnyHashable) -> (any View)? {
            while registeredUpTo + 1 < max(top - 2, 0) {
                registeredUpTo += 1
                _ = evaluate(registeredUpTo)
                if let destination = controller.destination(for: value) { return destination }
            }
            return nil
        }
        for depth in entries.indices where depth == 0 || depth >= top - 2 {
            screens.append(evaluate(depth))
        }
        let builder = NavigationScreenBuilder(stack: stack, controller: controller, motion: motion)
        let covered = top >= 2 ? entries[..<(top - 1)].map { stack.child($0.component).path } : []
        let node = Node(path: stack.path, kind: .navigationStack(controller, depth: entries.count - 1,
                                                                  topZooms: screens.count > 1 && screens.last?.info.zoomSource != nil,
                                                                  covered: Set(covered)),
                        children: builder.nodes(for: screens, count: entries.count), transaction: motion)
        return [node]
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) {
        self.init()
        self.elements = elements
    }
}
