import Foundation

/// SwiftUI's `@StateObject`: an observable object made once per view identity (the first time the view is
/// evaluated) and kept while the scene runs. Its `@Published` changes are scene state changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let box = ObjectBox<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = box.object { return object }
        let object = make()
        box.object = object
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func bind(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
        let holder = graph.storage(for: key, initial: ObjectBox<ObjectType>()).value
        if holder.object == nil { holder.object = box.object ?? make() }
        box.object = holder.object
    }
}

/// Holds a view's object between evaluations.
final class ObjectBox<ObjectType> {
    var object: ObjectType?
}

/// SwiftUI's `@ObservedObject`: an observable object passed in; its `@Published` changes are scene state changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { (value: Subject) in object[keyPath: keyPath] = value })
        }
    }
}

/// SwiftUI's `@EnvironmentObject`: the observable object of this type that an ancestor supplied with
/// `.environmentObject(_:)`. Reading it where no ancestor supplied one stops the scene with SwiftUI's message (as
/// SwiftUI stops the app).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = ObjectBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                       + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func bind(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
        box.object = environment.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    }
}

extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of its type in this view and the views inside it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        ContextView(content: self) { $0.environment.environmentObjects[ObjectIdentifier(T.self)] = object }
    }
}
