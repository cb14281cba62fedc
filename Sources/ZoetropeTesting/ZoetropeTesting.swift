@_exported import ZoetropeSnapshot
