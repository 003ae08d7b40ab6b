import ArgumentParser
import InterfaceValidation

extension ReportFormat: ExpressibleByArgument {}

extension ValidationRule: ExpressibleByArgument {}
