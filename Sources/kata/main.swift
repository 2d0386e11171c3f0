import Workbook

Workbook.handleInterrupts()
Workbook.exit(with: Workbook.main(arguments: Array(CommandLine.arguments.dropFirst())))
