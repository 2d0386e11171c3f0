import Foundation

// The device's calendar, locale and time zone.
struct Almanac {
    func calendar() -> Calendar { .current }
    func locale() -> Locale { Locale.autoupdatingCurrent }
    func zone() -> TimeZone { TimeZone.current }
    func languages() -> [String] { Locale.preferredLanguages }
}

// Text in the device's locale and time zone: what a screen shows, and nothing else relies on.
struct Caption {
    func text(of date: Date) -> String { date.formatted() }
    func folded(_ email: String) -> String { email.localizedLowercase }
}
