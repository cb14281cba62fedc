import ArgumentParser
import Zoetrope

extension ColorScheme: ExpressibleByArgument {}
