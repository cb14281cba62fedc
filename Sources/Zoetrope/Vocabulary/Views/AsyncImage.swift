import Foundation

/// An image loaded from a URL: SwiftUI's `AsyncImage`. Zoetrope loads nothing from the network (a frame must not
/// depend on it), so the view shows what it shows before its image arrives, for the whole scene: the placeholder,
/// or the content for `AsyncImagePhase.empty`; the scene warns once, naming the view and the URL.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let url: URL?
    let content: Content

    /// The standard placeholder while the image loads: a grey that fills the space offered.
    public init(url: URL?, scale: CGFloat = 1) where Content == AsyncImagePlaceholder {
        self.url = url
        content = AsyncImagePlaceholder()
    }

    /// `content` for the loaded image, `placeholder` until then.
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.url = url
        self.content = placeholder()
    }

    /// `content` for each phase of the load: here always `.empty`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content(.empty)
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let shown = url.map { "\"\($0.absoluteString)\"" } ?? "nil"
        context.graph.reportOnce(.warning, path: context.path,
                                 "AsyncImage(url: \(shown)) shows what it shows before loading: Zoetrope loads no URLs")
        return context.resolve(content)
    }
}

/// What an `AsyncImage` shows before its image loads when given no placeholder: a grey (`secondarySystemFill`)
/// filling the space offered.
public struct AsyncImagePlaceholder: View {
    public var body: some View { Color(uiColor: .secondarySystemFill) }
}

/// The state of an `AsyncImage`'s load: SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded yet (in Zoetrope, always).
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error of a failed load.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
