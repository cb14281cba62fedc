import ArgumentParser
import ZoetropeSnapshot

extension SnapshotRecordMode: ExpressibleByArgument {}
