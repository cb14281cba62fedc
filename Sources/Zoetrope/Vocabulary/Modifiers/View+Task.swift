import Foundation

extension View {
    /// Starts `action` as a task when the view appears and cancels it when the view is removed: SwiftUI's
    /// `task(priority:_:)`. The task runs on the scene's clock: its code runs between the scene's other work, and
    /// `Task.sleep` wakes at a scene time (SceneExecutors).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        // No id: one that never changes.
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts `action` as a task when the view appears, cancels it when the view is removed, and cancels it and
    /// starts it again when `value` changes: SwiftUI's `task(id:priority:_:)`.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}

struct TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void
    @State private var running = RunningTask()

    func body(content: Content) -> some View {
        content
            .onAppear { running.start(priority: priority, action) }
            .onDisappear { running.cancel() }
            .onChange(of: id) {
                running.cancel()
                running.start(priority: priority, action)
            }
    }
}

/// The task a `.task` modifier started, for its identity.
final class RunningTask {
    private var task: Task<Void, Never>?

    @MainActor func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
        task = Task(priority: priority) { await action() }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}
