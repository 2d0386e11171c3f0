import Foundation

/// Whether logins are open at this hour (always, so far).
enum LoginHours {
    static func areOpen() -> Bool {
        Calendar.current.component(.hour, from: Date()) >= 0
    }
}
