import Foundation

/// One traced attribute of a view: what it is and its value at the trace's time.
package struct TracedAttribute: Hashable, Sendable {
    package var descriptor: AttributeDescriptor
    package var value: InspectedValue

    package init(_ descriptor: AttributeDescriptor, _ value: InspectedValue) {
        self.descriptor = descriptor
        self.value = value
    }
}

/// A view's traced attributes, in order of name (the order the trace text writes them), each name once.
package struct TracedAttributes: Hashable, Sendable, RandomAccessCollection {
    package private(set) var elements: [TracedAttribute]

    /// `attributes` sorted by name; of two with one name, the later one.
    package init(_ attributes: [TracedAttribute] = []) {
        elements = attributes
        // Kinds trace a few attributes: mostly one, already in order.
        if elements.count > 1 {
            elements.sort { $0.descriptor.name < $1.descriptor.name }
            var index = 1
            while index < elements.count {
                if elements[index].descriptor.name == elements[index - 1].descriptor.name {
                    elements.remove(at: index - 1)
                } else {
                    index += 1
                }
            }
        }
    }

    package var startIndex: Int { elements.startIndex }
    package var endIndex: Int { elements.endIndex }
    package subscript(position: Int) -> TracedAttribute { elements[position] }

    /// The value of `descriptor`, nil when the view does not trace it.
    package subscript(descriptor: AttributeDescriptor) -> InspectedValue? {
        get { elements.first { $0.descriptor == descriptor }?.value }
        set {
            let index = elements.firstIndex { $0.descriptor.name >= descriptor.name } ?? elements.endIndex
            let replaces = index < elements.endIndex && elements[index].descriptor.name == descriptor.name
            if let newValue {
                let attribute = TracedAttribute(descriptor, newValue)
                if replaces { elements[index] = attribute } else { elements.insert(attribute, at: index) }
            } else if replaces {
                elements.remove(at: index)
            }
        }
    }

    /// The attribute named `name`: for readers of trace text, which know attributes by name only.
    package func attribute(named name: String) -> TracedAttribute? { elements.first { $0.descriptor.name == name } }

    /// Name → value, for tests and for readers outside the trace's own (the review page).
    package var byName: [String: InspectedValue] {
        Dictionary(elements.map { ($0.descriptor.name, $0.value) }, uniquingKeysWith: { _, b in b })
    }
}
