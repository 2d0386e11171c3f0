/// A size that can change in place.
final class SizeBox {
    var value: EggSize

    init(_ value: EggSize) {
        self.value = value
    }
}
