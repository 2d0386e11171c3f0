/// Calls a closure it was given and makes its enum's cases, for the tests of who made what a
/// check counted (`Codebase.producers(of:)`).
struct Doorbell {
    enum Sound { case ring, buzz }

    var chime: () -> Void
    var settings = Settings()

    func press() {
        chime()
    }

    func sound(long: Bool) -> Sound {
        long ? .buzz : .ring
    }

    mutating func mute() {
        settings.volume = 0
    }

    struct Settings {
        var volume = 5
    }
}
