// Compiled into the learner's act-2 executable only by `kata`'s builds (KATA_CHANGE_CHECKS, see
// Package.swift), and always into the reference's: `swift build` builds at every point of act 2.
#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION

#if CHANGE_SOLUTION
@testable import TripValidationChangeSolution
#else
@testable import TripValidation
#endif
import Foundation
import struct KataKit.Check
import func KataKit.expectEqual
import func KataKit.expectFalse
import func KataKit.expectModelHolds
import struct KataKit.Generator
import struct KataKit.Moment
import func KataKit.expectNil
import func KataKit.expectNoThrow
import func KataKit.expectThrows
import func KataKit.expectTrue
import func KataKit.fail

/// The second act of trip-validation: the change request "a trip may not start more than a year
/// after today", with today passed in.
///
/// This file is compiled against the learner's code only once the change request is open: `kata`
/// then links it into Sources/ChangeChecks/TripValidation/ (see TripValidationChangeEntry.swift).
extension TripValidationChangeChecks {
    /// The change request's own checks (`change.checks` in Katas/katas.json names them).
    static let changeChecks: [Check] = [
        // MARK: - The new rule, in Trip.validated(today:)

        Check("a trip that starts more than a year after today is rejected") {
            let today = paris(2024, 5, 10)
            for (start, description) in [(paris(2025, 5, 11), "11 May 2025, a year and a day later"),
                                         (paris(2027, 1, 1), "1 January 2027")] {
                let far = trip(from: start, to: start.addingTimeInterval(2 * 86_400))
                KataKit.expectThrows(try far.validated(today: today), equalTo: TripValidationError.startsTooFarAhead,
                                     "validated(today: 10 May 2024) of a trip starting on \(description)")
            }
        },
        Check("a trip that starts within a year of today is valid, the last day included") {
            let today = paris(2024, 5, 10)
            for (start, description) in [(paris(2025, 5, 10), "10 May 2025, a year later to the day"),
                                         (paris(2024, 5, 10), "today"), (paris(2024, 11, 3), "3 November 2024"),
                                         (paris(2023, 5, 10), "10 May 2023, a year ago (a trip in the past is not too far ahead)")] {
                let soon = trip(from: start, to: start.addingTimeInterval(86_400))
                KataKit.expectNoThrow(try soon.validated(today: today), "validated(today: 10 May 2024) of a trip starting on \(description)")
            }
        },
        Check("a year ahead is counted in the trip's calendar days, whatever the time of day") {
            let lateToday = paris(2024, 5, 10, 23, 30)
            let earlyLastDay = trip(from: paris(2025, 5, 10, 0, 15), to: paris(2025, 5, 12))
            KataKit.expectNoThrow(try earlyLastDay.validated(today: lateToday),
                                  "validated(today: 23:30 on 10 May 2024) of a trip starting at 00:15 on 10 May 2025, the last day allowed")
            let earlyToday = paris(2024, 5, 10, 0, 15)
            let lateLastDay = trip(from: paris(2025, 5, 10, 23, 45), to: paris(2025, 5, 12))
            KataKit.expectNoThrow(try lateLastDay.validated(today: earlyToday),
                                  "validated(today: 00:15 on 10 May 2024) of a trip starting at 23:45 on 10 May 2025, the last day allowed")
            let justAfter = trip(from: paris(2025, 5, 11, 0, 15), to: paris(2025, 5, 12))
            KataKit.expectThrows(try justAfter.validated(today: lateToday), equalTo: TripValidationError.startsTooFarAhead,
                                 "validated(today: 23:30 on 10 May 2024) of a trip starting at 00:15 on 11 May 2025, a day too late")
        },
        Check("today is the day passed in, not the device's clock") {
            for year in [2000, 2040] {
                let today = paris(year, 3, 1)
                let inside = trip(from: paris(year, 9, 1), to: paris(year, 9, 3))
                KataKit.expectNoThrow(try inside.validated(today: today),
                                      "validated(today: 1 March \(year)) of a trip starting on 1 September \(year): six months ahead of the day given")
                let outside = trip(from: paris(year + 1, 9, 1), to: paris(year + 1, 9, 3))
                KataKit.expectThrows(try outside.validated(today: today), equalTo: TripValidationError.startsTooFarAhead,
                                     "validated(today: 1 March \(year)) of a trip starting on 1 September \(year + 1): eighteen months ahead of the day given")
            }
        },
        Check("the rules that hold on any day come first: a far-away trip with no name is told it has no name") {
            let today = paris(2024, 5, 10)
            let far = paris(2030, 1, 1)
            KataKit.expectThrows(try trip(name: " ", from: far, to: far).validated(today: today), equalTo: TripValidationError.emptyName,
                                 "validated(today: 10 May 2024) of a trip named \" \" starting in 2030")
            KataKit.expectThrows(try trip(from: far, to: paris(2029, 12, 1)).validated(today: today), equalTo: TripValidationError.endBeforeStart,
                                 "validated(today: 10 May 2024) of a trip starting in 2030 and ending a month earlier")
            KataKit.expectThrows(try trip(from: far, to: paris(2031, 6, 1)).validated(today: today), equalTo: TripValidationError.tooLong,
                                 "validated(today: 10 May 2024) of a trip starting in 2030 and lasting 17 months")
        },
        Check("the new rule has its own description for the user") {
            let others: [TripValidationError] = [.emptyName, .endBeforeStart, .tooLong]
            let text = TripValidationError.startsTooFarAhead.errorDescription?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard !text.isEmpty else {
                KataKit.fail("TripValidationError.startsTooFarAhead needs an errorDescription: expected a sentence for the user but got "
                             + show(TripValidationError.startsTooFarAhead.errorDescription))
                return
            }
            for other in others where other.errorDescription == TripValidationError.startsTooFarAhead.errorDescription {
                KataKit.fail(".startsTooFarAhead and .\(other) have the same description, \(String(reflecting: text)): the user could not tell them apart")
            }
            KataKit.expectEqual(TripValidationError.startsTooFarAhead.localizedDescription, text, "localizedDescription of .startsTooFarAhead")
        },

        // MARK: - The editor, with its clock: makeTripEditor(trip:repository:today:)

        Check("the editor shows that a trip starts too far ahead of its clock's today, and stores nothing") {
            let repository = SpyRepository()
            let far = trip(name: "Tokyo", from: paris(2026, 1, 5), to: paris(2026, 1, 12))
            let editor = makeTripEditor(trip: far, repository: repository, today: { paris(2024, 5, 10) })
            await editor.save()
            KataKit.expectEqual(editor.validationError, .startsTooFarAhead, "validationError after saving a trip starting on 5 January 2026 on 10 May 2024")
            KataKit.expectFalse(editor.isSaved, "isSaved after saving a trip that starts too far ahead")
            KataKit.expectNil(editor.saveErrorMessage, "saveErrorMessage after saving a trip that starts too far ahead")
            KataKit.expectEqual(repository.saved.map(\.name), [], "names of the trips stored after saving a trip that starts too far ahead")
        },
        Check("the editor reads its clock at each save, not once when it is made") {
            let repository = SpyRepository()
            let clock = ChangeClock(paris(2024, 5, 10))
            let tokyo = trip(name: "Tokyo", from: paris(2025, 9, 1), to: paris(2025, 9, 8))
            let editor = makeTripEditor(trip: tokyo, repository: repository, today: { clock.now })
            await editor.save()
            KataKit.expectEqual(editor.validationError, .startsTooFarAhead, "validationError of a trip starting on 1 September 2025, saved on 10 May 2024")
            clock.now = paris(2024, 10, 1)
            await editor.save()
            KataKit.expectNil(editor.validationError, "validationError of the same trip saved again once the clock says 1 October 2024")
            KataKit.expectTrue(editor.isSaved, "isSaved after the second save, on 1 October 2024")
            KataKit.expectEqual(repository.saved.map(\.name), ["Tokyo"], "names of the trips stored")
        },
        Check("the editor stores a trip within a year of its clock's today, whatever the device's date") {
            let repository = SpyRepository()
            let future = trip(name: "Mars", from: paris(2041, 2, 1), to: paris(2041, 2, 9))
            let editor = makeTripEditor(trip: future, repository: repository, today: { paris(2040, 6, 1) })
            await editor.save()
            KataKit.expectNil(editor.validationError, "validationError of a trip starting on 1 February 2041, saved when the editor's clock says 1 June 2040")
            KataKit.expectTrue(editor.isSaved, "isSaved of a trip starting on 1 February 2041, saved on 1 June 2040")
            KataKit.expectEqual(repository.saved.map(\.name), ["Mars"], "names of the trips stored")
        },
        Check("after any sequence of edits, saves and clock moves, a trip is stored only if it starts at most a year after the clock's today at that save") {
            // Searched, not sampled: the first act's steps, dates a year ahead give or take a day
            // (across 29 February too) and clock moves before and after the machine's date,
            // compared with the lesson's model after every step; today is read at every save.
            // After a difference in the rule shown, the search asks validated(today:) itself with
            // the trip as saved and the clock's day then, to name the code at fault: the rule, the
            // code that asked it on another day, or the code that shows it.
            let rule = TripRuleProbe(name: "Trip.validated(today:)") { trip, today in
                TripRuleProbe.broken { try trip.validated(today: today ?? TripYearAhead.todays[0]) }
            }
            let machine = tripEditorMachine(start: trip(), today: TripYearAhead.todays[0], farAhead: .startsTooFarAhead, rule: rule,
                                            operations: TripYearAhead.operations) { trip, repository, clock in
                makeTripEditor(trip: trip, repository: repository, today: { clock.now })
            }
            await KataKit.expectModelHolds(machine)
        },
    ]
}

/// The second act's steps: the clock moves, and dates around a year after one of the days it
/// moves to, so that a trip exactly a year ahead, a day more or a day less, is drawn often.
enum TripYearAhead {
    /// Todays, the first the clock's at the start: 1 March 2023 late in the evening, a year after
    /// which lies 29 February 2024; 29 February 2040 just after midnight (after the machine's
    /// date); noon on 10 May 2024 (before it); 1 March 2039, a year after which lies 29 February
    /// 2040; 29 February 2024, a year after which has no 29 February.
    static let todays = [paris(2023, 3, 1, 23, 30), paris(2040, 2, 29, 0, 15), paris(2024, 5, 10), paris(2039, 3, 1),
                         paris(2024, 2, 29)]

    /// Clock moves: to one of the todays above (the simplest), or to any moment of 1970 to 9999.
    static let clock = Generator<TripStep>.oneOf([
        .element(of: todays.map { TripStep.clock($0) }),
        Generator<Moment>.moment().map { TripStep.clock($0.date) },
    ])

    /// A start a calendar year after one of the todays (or after any moment of 1970 to 9999),
    /// then a day either side, or 365 or 366 days after it, or that day itself; at a time of
    /// day either side of midnight.
    static let dates = Generator<TripStep> { choices in
        let anyToday = Generator<Moment>.moment().draw(&choices).date
        let listed = todays[choices.index(below: todays.count)]
        let today = choices.index(below: 2) == 0 ? listed : anyToday
        let zone = TripDay.zone
        let day = zone.startOfDay(for: today)
        let start: Date
        switch choices.index(below: 6) {
        case 0: start = zone.date(byAdding: .year, value: 1, to: day) ?? day
        case 1: start = zone.date(byAdding: .day, value: 1, to: zone.date(byAdding: .year, value: 1, to: day) ?? day) ?? day
        case 2: start = zone.date(byAdding: .day, value: -1, to: zone.date(byAdding: .year, value: 1, to: day) ?? day) ?? day
        case 3: start = zone.date(byAdding: .day, value: 365, to: day) ?? day
        case 4: start = zone.date(byAdding: .day, value: 366, to: day) ?? day
        default: start = day
        }
        let (hour, minute) = [(12, 0), (0, 15), (23, 45)][choices.index(below: 3)]
        let parts = zone.dateComponents([.year, .month, .day], from: start)
        let at = TripDay.at(parts.year ?? 2024, parts.month ?? 1, parts.day ?? 1, hour, minute)
        let end = zone.date(byAdding: .day, value: choices.index(below: 3), to: at) ?? at
        return .dates(start: at, end: end)
    }

    /// A start a calendar year after the clock's today whatever year it says, a day either
    /// side, or on it, or years after it.
    static let datesAfterClock = Generator<TripStep> { choices in
        let years = Generator<Int>.integer(in: 0...8_000, edges: [1, 0, 2, 10, 100]).draw(&choices)
        let days = Generator<Int>.integer(in: -400...400, edges: [1, -1, 0, 2, 365, 366]).draw(&choices)
        return .datesAfterClock(years: years, days: days)
    }

    static let operations: [Generator<TripStep>] = [TripSteps.save, clock, dates, TripSteps.rename, TripSteps.failedSave, datesAfterClock]
}

/// A clock the checks move by hand.
final class ChangeClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date) {
        self.date = date
    }

    var now: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}

#endif
