import Foundation
import Workbook

Workbook.handleInterrupts()
exit(Workbook.main(arguments: Array(CommandLine.arguments.dropFirst())))
