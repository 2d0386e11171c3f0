import Foundation

/// A pattern that matches a date on a weekend: `case Weekend() = date`.
struct Weekend {}

func ~= (pattern: Weekend, date: Date) -> Bool {
    let days = UserDefaults.standard.array(forKey: "weekend") as? [Int] ?? [1, 7]
    return days.contains(Calendar(identifier: .gregorian).component(.weekday, from: date))
}
