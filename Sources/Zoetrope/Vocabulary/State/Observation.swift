/// The Observation framework's vocabulary (iOS 17), as SwiftUI code uses it: `@Observable` classes, `@Bindable`,
/// `@Environment(Model.self)` and `.environment(model)`. `import SwiftUI` and `import Observation` in a user's file
/// give these.
///
/// A write to a tracked property of an `@Observable` object is a change of the scene's state, made in the current
/// transaction (`withAnimation { model.isOpen = true }` animates), like a `@State` or `@Published` change. The
/// scene's views are evaluated again after any change, so no view needs to record what it read.

/// A type whose tracked properties report their changes: the conformance `@Observable` adds. Like Apple's, it has no
/// requirements.
public protocol Observable {}

/// Makes a class observable: each stored `var` becomes tracked (its writes are changes of the scene's state), and
/// the class conforms to `Observable`. `let`s, computed, `static` and `lazy` properties, properties with a wrapper
/// and properties marked `@ObservationIgnored` are left alone.
/// ```swift
/// @Observable final class Player {
///     var isPlaying = false
///     var progress = 0.0
///     @ObservationIgnored var log: [String] = []
/// }
/// ```
@attached(member, names: named(_$observationRegistrar))
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Observable() = #externalMacro(module: "ZoetropeMacros", type: "ObservableMacro")

/// What `@Observable` puts on each tracked property: the value moves to a `_name` peer, and a write is a change of
/// the scene's state. Written by hand it does the same.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro ObservationTracked() = #externalMacro(module: "ZoetropeMacros", type: "ObservationTrackedMacro")

/// Leaves a property of an `@Observable` class untracked: its writes change nothing on screen by themselves.
@attached(accessor, names: named(willSet))
public macro ObservationIgnored() = #externalMacro(module: "ZoetropeMacros", type: "ObservationIgnoredMacro")

/// Where an observable object reports the reads and writes of its tracked properties: Observation's
/// `ObservationRegistrar`, which `@Observable` adds to each class as `_$observationRegistrar`.
///
/// Like Apple's, a write notifies only once the object has been read: a write to an object nobody has looked at yet
/// (in its initialiser, or while a view's `@State` builds a fresh one that is then dropped) changes nothing on
/// screen and so starts no evaluation. After that, each write of a tracked property is a change of the scene's state,
/// made in the current transaction.
public struct ObservationRegistrar: @unchecked Sendable {
    /// What the object's registrar knows of its readers.
    final class Reads {
        /// Whether a view (or an action) has read the object: its writes are then changes of the scene's state.
        var any = false
        /// Whether the evaluation under way has read it already (it is in `duringEvaluation` once).
        var isPending = false
        /// The `withObservationTracking` calls waiting for a change of some of this object's properties.
        var trackers: [(keyPaths: Set<AnyKeyPath>, tracker: ObservationTracker)] = []

        /// The objects read during the scene's evaluation under way, if one is: they count as read once it is over,
        /// as a SwiftUI view's reads are tracked from the end of its body. So a fresh object that reads and then
        /// writes its own properties in its initialiser, made during an evaluation, changes nothing.
        nonisolated(unsafe) static var duringEvaluation: [Reads]?
        nonisolated(unsafe) private static var depth = 0

        /// Starts collecting the reads of an evaluation (an evaluation inside another adds to the outer one's).
        static func beginEvaluation() {
            if depth == 0 { duringEvaluation = [] }
            depth += 1
        }

        /// Marks what the outermost evaluation read, once it is over.
        static func endEvaluation() {
            depth -= 1
            guard depth == 0 else { return }
            duringEvaluation?.forEach {
                $0.any = true
                $0.isPending = false
            }
            duringEvaluation = nil
        }
    }

    private let reads = Reads()

    public init() {}

    /// A read of `keyPath` of `subject`.
    public func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        // Every read during an evaluation lands here: the object is listed once, not at each read.
        if !reads.any, !reads.isPending {
            if Reads.duringEvaluation != nil {
                reads.isPending = true
                Reads.duringEvaluation?.append(reads)
            } else {
                reads.any = true
            }
        }
        ObservationTracker.current?.record(keyPath, of: ObjectIdentifier(reads)) { [reads] keyPaths, tracker in
            reads.trackers.append((keyPaths, tracker))
        }
    }

    /// Makes `mutation`, the write of `keyPath` of `subject`, a change of the scene's state if the object has been
    /// read; a `withObservationTracking` that read the property hears of it first, once.
    public func withMutation<Subject: Observable, Member, T>(of subject: Subject, keyPath: KeyPath<Subject, Member>,
                                                             _ mutation: () -> T) -> T {
        if !reads.trackers.isEmpty {
            reads.trackers.removeAll { !$0.tracker.isWaiting }
            let due = reads.trackers.filter { $0.keyPaths.contains(keyPath) }.map(\.tracker)
            due.forEach { $0.fire() }
            reads.trackers.removeAll { !$0.tracker.isWaiting }
        }
        guard reads.any else { return mutation() }
        var result: T?
        // The write happens inside the change, not across it: the change may first evaluate earlier pending changes,
        // which read the property.
        SceneClock.change { result = mutation() }
        return result!
    }
}

/// One `withObservationTracking` call: the properties its `apply` read, by object, and its `onChange`, called once at
/// the first write to any of them (before the write, as Observation's is), then forgotten.
final class ObservationTracker: @unchecked Sendable {
    /// The tracking under way (scenes are evaluated on one thread).
    nonisolated(unsafe) static var current: ObservationTracker?

    private var read: [ObjectIdentifier: (keyPaths: Set<AnyKeyPath>, install: (Set<AnyKeyPath>, ObservationTracker) -> Void)] = [:]
    private var onChange: (() -> Void)?
    var isWaiting: Bool { onChange != nil }

    init(onChange: @escaping () -> Void) { self.onChange = onChange }

    func record(_ keyPath: AnyKeyPath, of object: ObjectIdentifier,
                install: @escaping (Set<AnyKeyPath>, ObservationTracker) -> Void) {
        read[object, default: ([], install)].keyPaths.insert(keyPath)
    }

    /// Tells each object read which of its properties to report to this tracker.
    func install() {
        for entry in read.values { entry.install(entry.keyPaths, self) }
        read = [:]
    }

    func fire() {
        guard let onChange else { return }
        self.onChange = nil
        onChange()
    }
}

/// Runs `apply`, and calls `onChange` once, just before the first later write to a tracked property `apply` read:
/// the Observation framework's `withObservationTracking(_:onChange:)`.
public func withObservationTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
    let tracker = ObservationTracker(onChange: onChange())
    let outer = ObservationTracker.current
    ObservationTracker.current = tracker
    let result = apply()
    ObservationTracker.current = outer
    tracker.install()
    return result
}

/// Bindings to the properties of an observable object: SwiftUI's `@Bindable`. `$model.name` is a
/// `Binding<String>`; as a property wrapper (`@Bindable var model: Model`) or in a body
/// (`@Bindable var model = model`, or `Bindable(model).name`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { (value: Subject) in object[keyPath: keyPath] = value })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Environment {
    /// The observable object of this type that an ancestor supplied with `.environment(_:)`. Reading it where none
    /// did stops the scene with SwiftUI's message (as SwiftUI stops the app).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment.environmentObjects[ObjectIdentifier(Value.self)] as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for "
                           + "\(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// The observable object of this type that an ancestor supplied, or nil where none did.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.environmentObjects[ObjectIdentifier(T.self)] as? T })
    }
}

extension View {
    /// Supplies `object` to the `@Environment(T.self)` properties of this view and the views inside it (nil
    /// removes what an ancestor supplied).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        ContextView(content: self) { $0.environment.environmentObjects[ObjectIdentifier(T.self)] = object }
    }
}
