import Foundation
import ZoetropeSystem

/// The build of Zoetrope a user's scene files are compiled against: the folder of SwiftPM's products the running
/// `zoetrope` was built into. It holds the modules (`Modules/`), the library and the command line as one shared
/// object (`libZoetropeScenes.so`, the `ZoetropeScenes` product) and the `@Animatable` macro plugin
/// (`ZoetropeMacros-tool`). A user's build compiles only their files against these, so it never builds the Zoetrope
/// library again (docs/performance.md, "Set-up").
public struct SceneLibrary: Hashable, Sendable {
    /// The library product's name in Package.swift.
    public static let productName = "ZoetropeScenes"
    /// The macro plugin's executable, as SwiftPM names it.
    public static let pluginName = "ZoetropeMacros-tool"
    /// The C modules Zoetrope's modules import, with the pkg-config package each one's flags come from (none for a
    /// header of Zoetrope's own).
    public static let systemModules: [(name: String, pkgConfig: String?)] = [
        ("CCairo", "cairo"), ("CPNG", "libpng"), ("CPango", "pangocairo"), ("CPrefetch", nil),
    ]

    /// SwiftPM's products folder (`.build/<triple>/<configuration>`).
    public var products: URL

    public init(products: URL) {
        self.products = products
    }

    /// The build the running binary belongs to.
    public static func beside(_ binary: URL = URL(fileURLWithPath: POSIX.executablePath())) -> SceneLibrary {
        SceneLibrary(products: binary.deletingLastPathComponent())
    }

    public var modules: URL { products.appendingPathComponent("Modules") }
    public var sharedObject: URL {
        #if os(macOS)
        products.appendingPathComponent("lib\(Self.productName).dylib")
        #else
        products.appendingPathComponent("lib\(Self.productName).so")
        #endif
    }
    public var plugin: URL { products.appendingPathComponent(Self.pluginName) }

    /// SwiftPM's configuration of this build: the products folder's name (`debug` or `release`).
    public var configuration: String { products.lastPathComponent }

    /// The parts a user's build needs that are not there, by path; empty when the build is complete.
    public var missing: [URL] {
        let manager = FileManager.default
        var missing: [URL] = []
        if !manager.fileExists(atPath: modules.appendingPathComponent("ZoetropeCLI.swiftmodule").path) {
            missing.append(modules.appendingPathComponent("ZoetropeCLI.swiftmodule"))
        }
        if !manager.fileExists(atPath: sharedObject.path) { missing.append(sharedObject) }
        if !manager.isExecutableFile(atPath: plugin.path) { missing.append(plugin) }
        return missing
    }

    /// The modification times of the shared object and the plugin: part of a scene build's fingerprint, so that a
    /// rebuilt library relinks the user's executables.
    public var identity: String {
        [sharedObject, plugin].map { SceneHost.fileIdentity($0.path) }.joined(separator: "\n")
    }
}
