/// Whether a new size changes anything.
func isChange(from oldSize: EggSize, to newSize: EggSize) -> Bool {
    oldSize != newSize
}
