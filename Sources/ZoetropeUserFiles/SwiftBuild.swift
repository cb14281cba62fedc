import Foundation

/// One `swift build` of a product of the host package, with its output captured.
public struct SwiftBuild: Hashable, Sendable {
    /// The package folder.
    public var package: URL
    /// The product (and target) to build.
    public var product: String
    /// `debug` or `release`.
    public var configuration: String
    /// Variables added to this process's environment for the build (`ZOETROPE_MACRO_PLUGIN`).
    public var environment: [String: String]

    public init(package: URL, product: String, configuration: String, environment: [String: String] = [:]) {
        self.package = package
        self.product = product
        self.configuration = configuration
        self.environment = environment
    }

    /// The arguments after `swift`.
    public var arguments: [String] {
        ["build", "-c", configuration, "--package-path", package.path, "--product", product]
    }

    /// Where the built executable lands.
    public var executable: URL {
        package.appendingPathComponent(".build").appendingPathComponent(configuration).appendingPathComponent(product)
    }

    /// Runs the build; returns its exit status and combined output.
    public func run() throws -> (status: Int32, output: CompilerOutput) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw UserFilesError.cannotRun(path: "swift", reason: error.localizedDescription)
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, CompilerOutput(String(decoding: data, as: UTF8.self)))
    }
}
