import ArgumentParser
import Zoetrope

extension Orientation: ExpressibleByArgument {}
