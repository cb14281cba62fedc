import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A document parsed with Foundation's `XMLParser` into a small tree, for checking what the reports wrote.
final class XMLTree: NSObject, XMLParserDelegate {
    /// One element: its name, attributes (entities decoded), children and the text directly inside it.
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// Every element below this one named `name`, in document order.
        func all(_ name: String) -> [Element] {
            children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
        }

        /// All text inside, children included.
        var allText: String { text + children.map(\.allText).joined() }
    }

    private var stack: [Element] = []
    private(set) var root: Element?
    private(set) var error: Error?

    /// Parses `document`; nil root and an error when it is not well-formed.
    init(_ document: String) {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let element = Element(name: name, attributes: attributes)
        stack.last?.children.append(element)
        if stack.isEmpty { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = parseError
    }
}
