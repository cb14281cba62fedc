/// A view Zoetrope resolves itself instead of asking for a body.
protocol PrimitiveView {
    /// The nodes this view contributes to its parent's children, in order.
    func makeNodes(_ context: ResolveContext) -> [Node]
}

/// A readable type name without module prefixes or generic arguments (`ModifiedContent<A, B>` → `ModifiedContent`).
func typeName(of value: Any) -> String {
    let full = String(describing: type(of: value))
    if let bracket = full.firstIndex(of: "<") { return String(full[..<bracket]) }
    return full
}

/// A view that only groups what it holds (`TupleView`, `Group`, `if`, `AnyView`, `ForEach`): a `ForEach` reached
/// through such views from a lazy container is still one of its row sources (`ResolveContext.lazyRows`).
protocol LazyRowsTransparent {}
