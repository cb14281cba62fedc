import Foundation
import Testing
import ZoetropeUserFiles

/// The text Zoetrope writes into the host package, compared with text written out by hand.
@Suite struct HostManifestTests {
    @Test func everyFileSetIsOneExecutableTargetSortedByName() {
        let manifest = HostManifest(zoetropeRoot: URL(fileURLWithPath: "/opt/Zoetrope"),
                                    targets: ["Scenes_bbbb", "Scenes_aaaa"])
        #expect(manifest.dependencyIdentity == "zoetrope")
        let expected = """
            // swift-tools-version:6.0
            // Written by zoetrope: the user's scene files, each set built as one executable.
            import PackageDescription

            let package = Package(
                name: "ZoetropeUserScenes",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "/opt/Zoetrope")],
                targets: [
                    .executableTarget(name: "Scenes_aaaa", dependencies: [.product(name: "Zoetrope", package: "zoetrope"), .product(name: "ZoetropeCLI", package: "zoetrope")], path: "Sources/Scenes_aaaa"),
                    .executableTarget(name: "Scenes_bbbb", dependencies: [.product(name: "Zoetrope", package: "zoetrope"), .product(name: "ZoetropeCLI", package: "zoetrope")], path: "Sources/Scenes_bbbb"),
                ],
                swiftLanguageModes: [.v5]
            )

            """
        #expect(manifest.packageSwift == expected)
    }

    @Test func theDependencyIsNamedAfterTheCheckoutFolder() {
        // SwiftPM names a path dependency after its folder, lowercased: a checkout in `wt-cli` is package "wt-cli".
        let manifest = HostManifest(zoetropeRoot: URL(fileURLWithPath: "/work/wt-cli"), targets: ["Scenes_1"])
        #expect(manifest.packageSwift.contains(".product(name: \"Zoetrope\", package: \"wt-cli\")"))
        #expect(manifest.packageSwift.contains("dependencies: [.package(path: \"/work/wt-cli\")]"))
    }

    @Test func theEntryPointRunsTheCommandLineWithTheUsersScenes() {
        #expect(HostManifest.mainSwift == "import ZoetropeCLI\nSceneLookup.catalog = { scenes }\nZoetropeCommand.main()\n")
    }
}
