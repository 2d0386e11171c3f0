import Foundation
import Workbook

Interruption.handleInterrupts()
exit(Workbook.main(arguments: Array(CommandLine.arguments.dropFirst())))
