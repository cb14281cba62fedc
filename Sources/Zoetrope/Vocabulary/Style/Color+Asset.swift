import Foundation

extension Color {
    /// What a named colour from an asset catalog draws as: Zoetrope reads no asset catalogs, so a visible magenta
    /// (#FF00FF) stands in for it (docs/approximations.md).
    public static let assetPlaceholder = Color(red: 1, green: 0, blue: 1)

    /// A colour from an asset catalog: SwiftUI's `Color(_:bundle:)`. Zoetrope has no asset catalogs: the colour is
    /// drawn as `assetPlaceholder` (magenta), and the first use of each name prints a warning naming it on stderr.
    public init(_ name: String, bundle: Bundle? = nil) {
        AssetColorWarnings.shared.warn(name)
        self = Color.assetPlaceholder
    }
}

/// The asset colour names already warned about, so each is named once per process.
final class AssetColorWarnings: @unchecked Sendable {
    static let shared = AssetColorWarnings()
    private let lock = NSLock()
    private var named: Set<String> = []

    func warn(_ name: String) {
        lock.lock()
        let isNew = named.insert(name).inserted
        lock.unlock()
        guard isNew else { return }
        let message = "zoetrope: warning: Color(\"\(name)\") names an asset catalog colour; Zoetrope has no asset catalogs, "
            + "so it is drawn in the placeholder magenta (#FF00FF). Use Color(red:green:blue:) instead.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
