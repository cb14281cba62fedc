import Foundation

extension SnapshotError {
    /// Why writing `path` failed, in the system's words (`Not a directory`) rather than Foundation's generic
    /// "The operation could not be completed. (NSCocoaErrorDomain error 512.)"; when Foundation gives no system
    /// error, the nearest existing ancestor of `path` that is not a folder is named.
    static func reason(_ error: Error, writing path: String) -> String {
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError ?? nsError
        if underlying.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(underlying.code))) }
        var ancestor = URL(fileURLWithPath: path)
        while ancestor.path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
                if !isFolder.boolValue { return "\(ancestor.path) is not a directory" }
                break
            }
            ancestor.deleteLastPathComponent()
        }
        return underlying.localizedDescription
    }
}
