import Foundation
import ZoetropeClock

/// Combine's `ObservableObject`: an object whose `objectWillChange` publisher sends before any of its `@Published`
/// properties changes. In a scene, a change to a `@Published` property is also a change of the scene's state, made
/// in the current transaction (like a `@State` change), so views that read it are evaluated again.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, shared by its `@Published` properties (found by reflection, as Combine does).
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [PublishedBox] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any PublishedProperty { boxes.append(published.box) }
            }
            mirror = current.superclassMirror
        }
        let publisher = boxes.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
        for box in boxes { box.objectWillChange = publisher }
        return publisher
    }
}

/// Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubjectSubscribers<Void, Never>()

    public init() {}

    public func send() { subscribers.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        _ = subscribers.add(subscriber)
    }
}

/// What `objectWillChange` finds in a `@Published` property.
protocol PublishedProperty {
    var box: PublishedBox { get }
}

/// The part of a `@Published` property shared by its copies: the owner's publisher once known.
class PublishedBox {
    var objectWillChange: ObservableObjectPublisher?
}

/// The value of a `@Published` property and the subject its projected publisher sends to.
final class PublishedStorage<Value>: PublishedBox {
    var value: Value
    lazy var subject = CurrentValueSubject<Value, Never>(value)
    init(_ value: Value) { self.value = value }
}

/// Combine's `@Published`: a property of an `ObservableObject` whose changes are published (`$property` sends the
/// new value before it is set, as Combine does) and are changes of the scene's state.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
    let storage: PublishedStorage<Value>
    var box: PublishedBox { storage }

    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// A publisher of the property's values.
    public var projectedValue: Publisher {
        get { Publisher(storage) }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if let observable = object as? any ObservableObject { Self.notify(observable) }
            SceneClock.change {
                storage.subject.send(newValue)
                storage.value = newValue
            }
        }
    }

    private static func notify<O: ObservableObject>(_ object: O) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// The publisher of a `@Published` property's values: the current value on subscription, then each new one.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: PublishedStorage<Value>
        init(_ storage: PublishedStorage<Value>) { self.storage = storage }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }
}
