import Foundation
import Synchronization

/// Folders a suite shares for the whole test process (a build cache that several suites use at once), removed when
/// the process exits: no suite can remove them itself while another may still be using them. Before this, every
/// test run left its caches in the temporary folder (about 35 MB a run).
enum ProcessFolders {
    private static let folders = Mutex<[URL]>([])
    private static let registered: Bool = {
        atexit {
            for folder in ProcessFolders.folders.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
        }
        return true
    }()

    /// A new folder path under the temporary folder, named `prefix-UUID`, removed at exit (not created here).
    static func temporary(_ prefix: String) -> URL {
        _ = registered
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        folders.withLock { $0.append(url) }
        return url
    }
}
