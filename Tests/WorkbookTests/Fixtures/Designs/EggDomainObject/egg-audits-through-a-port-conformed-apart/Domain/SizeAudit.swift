/// Told about every change of size.
protocol SizeAudit {
    func audit(from oldSize: EggSize, to newSize: EggSize)
}
