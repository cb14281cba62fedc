import Foundation
import ZoetropeRender
import ZoetropeUserFiles

/// The process's signals, set once by `ZoetropeCommand.main` before a command runs. SIGINT, SIGTERM and SIGHUP undo
/// what the command has under way (`Interruption.stop()`: encoders stopped, temporary files and folders removed) and
/// then end the process as the signal would have (status 128 + signal, so a shell sees "interrupted"). SIGXFSZ is
/// ignored: past a file-size limit (`ulimit -f`) a write fails with EFBIG instead of killing the process, and the
/// render reports the file it could not finish, like any other write error.
enum SignalHandling {
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() {
        guard sources.isEmpty else { return }
        signal(SIGXFSZ, SIG_IGN)
        for number in ending {
            signal(number, SIG_IGN)  // delivered to the dispatch source below instead of ending the process at once
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInitiated))
            source.setEventHandler {
                Interruption.stop()
                SignalForwarding.end(by: number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
