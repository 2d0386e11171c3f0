// An executable model of what the lesson promises of the editor and its use case, for the checks
// that search (issue 38): any sequence of renames, date changes and saves (and, in the second
// act, clock moves), the lesson's boundaries drawn on purpose, compared with the editor after
// every step. Shared by both acts: the second act's file adds the clock.
#if CHANGE_SOLUTION
@testable import TripValidationChangeSolution
#elseif SOLUTION
@testable import TripValidationSolution
#else
@testable import TripValidation
#endif
import Foundation
import struct KataKit.Difference
import struct KataKit.Generator
import struct KataKit.Moment
import struct KataKit.SearchBudget
import struct KataKit.StateMachine

/// One step at the editor's boundary.
enum TripStep: CustomStringConvertible {
    /// The user types a name.
    case rename(String, shown: String)
    /// The user picks both dates.
    case dates(start: Date, end: Date)
    /// The user saves; the storage stores, or fails with a cause written for people.
    case save(SearchStorageError?)
    /// The device's clock moves (second act): the day the editor's `today` now returns.
    case clock(Date)
    /// The user picks a start some calendar years and days after the clock's today, and an end
    /// a day later (second act): a year ahead whatever year the clock says.
    case datesAfterClock(years: Int, days: Int)

    var description: String {
        switch self {
        case .rename(_, let shown): "rename to \(shown)"
        case .dates(let start, let end):
            "dates \(TripDay.format(start)) to \(TripDay.format(end)) (\(TripDay.span(start, end)))"
        case .save(nil): "save"
        case .save(let failure?): "save (\(failure.name))"
        case .clock(let today): "the clock says \(TripDay.format(today))"
        case .datesAfterClock(let years, let days):
            "dates from \(years == 1 ? "1 year" : "\(years) years") and \(days == 1 ? "1 day" : "\(days) days") after the clock's today, for 2 days"
        }
    }
}

/// Failures of the storage, each with its own sentence for people (`LocalizedError`).
enum SearchStorageError: LocalizedError, CaseIterable {
    case diskFull, unreachable, quota

    var name: String {
        switch self {
        case .diskFull: "the disk is full"
        case .unreachable: "the server cannot be reached"
        case .quota: "the storage plan is used up"
        }
    }

    var errorDescription: String? {
        switch self {
        case .diskFull: "The disk is full."
        case .unreachable: "The server cannot be reached."
        case .quota: "Your storage plan is used up."
        }
    }
}

/// A repository for the search: stores while `failure` is nil, throws it otherwise.
@MainActor
final class SearchRepository: TripRepository {
    private(set) var saved: [Trip] = []
    var failure: SearchStorageError?

    func save(_ trip: Trip) async throws {
        if let failure { throw failure }
        saved.append(trip)
    }
}

/// Calendar days in Paris, computed the lesson's way and independently of the learner's code:
/// a day is a date on the wall calendar, counted from its year, month and day.
enum TripDay {
    static let zone = calendar(in: "Europe/Paris")
    static let utc = calendar(in: "UTC")
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.calendar = zone
        formatter.timeZone = zone.timeZone
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "d MMM yyyy HH:mm"
        return formatter
    }()

    /// The day number of `date` in Paris (days since 1 January 1970 of the proleptic calendar).
    static func number(_ date: Date) -> Int {
        let parts = zone.dateComponents([.year, .month, .day], from: date)
        let midnight = utc.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day)) ?? date
        return Int((midnight.timeIntervalSince1970 / 86_400).rounded())
    }

    /// The last day a trip may start on when today is `today`: the same day a calendar year
    /// later, 28 February when today is 29 February.
    static func lastStart(today: Date) -> Int {
        let parts = zone.dateComponents([.year, .month, .day], from: today)
        let year = (parts.year ?? 2000) + 1
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let day = parts.month == 2 && parts.day == 29 && !leap ? 28 : (parts.day ?? 1)
        return number(zone.date(from: DateComponents(year: year, month: parts.month, day: day, hour: 12)) ?? today)
    }

    /// Whether today is 29 February and `start` is 1 March a year later: within a year or not,
    /// the lesson leaves open (a year after 29 February is 28 February or 1 March).
    static func isOpen(start: Date, today: Date) -> Bool {
        let now = zone.dateComponents([.year, .month, .day], from: today)
        let first = zone.dateComponents([.year, .month, .day], from: start)
        return now.month == 2 && now.day == 29 && first.month == 3 && first.day == 1 && first.year == (now.year ?? 0) + 1
    }

    /// A moment on the wall clocks of Paris, with the calendar made once.
    static func at(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
        zone.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? Date(timeIntervalSince1970: 0)
    }

    /// The dates of ``TripStep/datesAfterClock(years:days:)`` when the clock says `today`: a
    /// start at noon `years` calendar years and `days` days after its day, an end a day later.
    static func dates(after today: Date, years: Int, days: Int) -> (start: Date, end: Date) {
        let day = zone.startOfDay(for: today)
        let yearsOn = zone.date(byAdding: .year, value: years, to: day) ?? day
        let start = zone.date(byAdding: .day, value: days, to: yearsOn) ?? yearsOn
        let parts = zone.dateComponents([.year, .month, .day], from: start)
        let noon = at(parts.year ?? 2024, parts.month ?? 1, parts.day ?? 1)
        return (noon, zone.date(byAdding: .day, value: 1, to: noon) ?? noon)
    }

    static func days(_ start: Date, _ end: Date) -> Int {
        number(end) - number(start) + 1
    }

    static func span(_ start: Date, _ end: Date) -> String {
        end < start ? "ending before it starts" : days(start, end) == 1 ? "1 day" : "\(days(start, end)) days"
    }

    static func format(_ date: Date) -> String {
        formatter.string(from: date)
    }
}

/// What the lesson promises the user sees, as a plain value: the trip being edited, the trips
/// stored, and after a save its outcome.
struct TripEditorModel {
    var trip: Trip
    var stored: [Trip] = []
    var isSaved = false
    var validationError: TripValidationError?
    /// The sentence of the storage failure the message must carry, or nil for no message.
    var storageCause: String?
    /// Whether the last step was an edit: the lesson says nothing of what an edit does to the
    /// outcome shown, so the last save's outcome or nothing at all are both accepted.
    var editedSinceSave = false
    /// The second act: today, as the clock says (nil in the first act, where no rule reads it).
    var today: Date?
    /// The second act's rule, `.startsTooFarAhead` (the first act's error has no such case).
    var farAhead: TripValidationError?
    var saves = 0

    /// The rule the trip breaks, in the lesson's order: name, dates, length, then (second act)
    /// how far ahead it starts.
    func brokenRule(of trip: Trip) -> TripValidationError? {
        if isBlank(trip.name) { return .emptyName }
        if trip.endDate < trip.startDate { return .endBeforeStart }
        if TripDay.days(trip.startDate, trip.endDate) > 365 { return .tooLong }
        if let today, let farAhead {
            if TripDay.isOpen(start: trip.startDate, today: today) { return leapDayAllowed == true ? nil : farAhead }
            if TripDay.number(trip.startDate) > TripDay.lastStart(today: today) { return farAhead }
        }
        return nil
    }

    /// Whether a name is empty: made only of White_Space (`.whitespacesAndNewlines`). Where the
    /// lesson's words leave it open, a name whose characters each start with whitespace but
    /// carry a mark that is not (a space with a combining accent), both readings are accepted:
    /// the design's first answer is learned, then held to.
    func isBlank(_ name: String) -> Bool {
        let byScalars = name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        let byCharacters = name.allSatisfy(\.isWhitespace)
        return byScalars == byCharacters ? byScalars : (blankByCharacters.map { $0 ? byCharacters : byScalars } ?? byScalars)
    }

    /// Whether the design reads an open name (see ``isBlank(_:)``) by its characters; nil until
    /// it shows it.
    var blankByCharacters: Bool?
    /// Whether the last save was of an open name the design has not answered yet.
    var blankPending = false

    /// Whether the last save was of a trip starting on 1 March when today is 29 February, and
    /// the design has not yet shown whether that is within a year.
    var leapDayPending = false
    /// What the design decided of a start on 1 March when today is 29 February: a year after
    /// 29 February is 28 February or 1 March, the lesson leaves it open. Learned at its first
    /// save, then held to.
    var leapDayAllowed: Bool?
    var lastFailure: SearchStorageError?
    /// The trip's own rule, asked directly only once the editor showed another rule than the
    /// lesson's (``TripRuleProbe``); nil: the difference names no code.
    var rule: TripRuleProbe?
    /// The trip as it was at the last save, and the clock's day then: what the probe asks.
    var savedTrip: Trip?
    var savedToday: Date?
    /// Every day the clock said so far: a day that gives the rule the editor showed tells
    /// that the trip was asked on the wrong day.
    var clockDays: [Date] = []

    private mutating func save(_ failure: SearchStorageError?) {
        lastFailure = failure
        savedTrip = trip
        savedToday = today
        justStored = false
        if blankByCharacters == nil,
           trip.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty != trip.name.allSatisfy(\.isWhitespace) {
            blankPending = true
        }
        if let today, farAhead != nil, leapDayAllowed == nil, TripDay.isOpen(start: trip.startDate, today: today),
           brokenRule(of: trip) == farAhead {
            leapDayPending = true
        }
        if let rule = brokenRule(of: trip) {
            (isSaved, validationError, storageCause) = (false, rule, nil)
        } else if let failure {
            (isSaved, validationError, storageCause) = (false, nil, failure.errorDescription)
        } else {
            stored.append(Self.validated(trip))
            justStored = true
            (isSaved, validationError, storageCause) = (true, nil, nil)
        }
    }

    /// The trip validated() returns for a valid trip, the one the lesson says is stored: the
    /// same trip, its name trimmed of the whitespace around it (" Oslo " is stored as "Oslo").
    /// Made anew through the initializer the lesson fixes, so that the model's stored trip stays
    /// apart from the one it edits even where a design's Trip is a class.
    static func validated(_ trip: Trip) -> Trip {
        Trip(id: trip.id, name: trip.name.trimmingCharacters(in: .whitespacesAndNewlines),
             startDate: trip.startDate, endDate: trip.endDate, calendar: trip.calendar)
    }

    /// Whether the last step was a save that stored the trip: the editor may then show the
    /// trip it edits as edited or as stored (the lesson does not say), and the model follows it.
    var justStored = false

    /// Follows the editor that shows, right after a save that stored it, the trip as
    /// validated() returned it instead of as edited.
    mutating func learnShownTrip(_ shown: Trip) {
        if justStored, shown != trip, let last = stored.last, shown == last {
            trip = last
        }
    }

    /// Learns how the design reads an open name (see ``isBlank(_:)``), from what its save showed,
    /// and redoes that save's outcome with it.
    mutating func learnBlank(shown error: TripValidationError?) {
        guard blankPending else { return }
        blankPending = false
        let byScalars = trip.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        let shownBlank = error == .emptyName
        blankByCharacters = shownBlank != byScalars
        guard blankByCharacters == true else { return }
        if justStored { stored.removeLast() }
        save(lastFailure)
    }

    /// Learns what the design decided of the open day, from what its save showed, and redoes
    /// that save's outcome with it.
    mutating func learnLeapDay(shown error: TripValidationError?) {
        guard leapDayPending else { return }
        leapDayPending = false
        leapDayAllowed = error != farAhead
        if leapDayAllowed == true { save(lastFailure) }
    }

    mutating func apply(_ step: TripStep) {
        switch step {
        case .rename(let name, _):
            trip.name = name
            editedSinceSave = true
        case .dates(let start, let end):
            trip.startDate = start
            trip.endDate = end
            editedSinceSave = true
        case .clock(let date):
            today = date
            clockDays.append(date)
        case .datesAfterClock(let years, let days):
            (trip.startDate, trip.endDate) = TripDay.dates(after: today ?? trip.startDate, years: years, days: days)
            editedSinceSave = true
        case .save(let failure):
            saves += 1
            editedSinceSave = false
            leapDayPending = false
            blankPending = false
            save(failure)
            return
        }
        justStored = false
    }

    /// What differs between the model and the editor, as "expected …, got …": what was stored
    /// was stored by the code that calls the repository (``Difference/observed``).
    func difference(trip shown: Trip, stored storedNow: [Trip], isSaved saved: Bool,
                    validationError error: TripValidationError?, saveErrorMessage message: String?) -> Difference? {
        if shown != trip {
            return Difference("expected the editor's trip to be \(describe(trip)), got \(describe(shown)) (the editor shows the trip as edited)")
        }
        if let outcome = outcomeDifference(isSaved: saved, validationError: error, saveErrorMessage: message,
                                           expected: (isSaved, validationError, storageCause)),
           !(saves == 0 || editedSinceSave)
            || outcomeDifference(isSaved: saved, validationError: error, saveErrorMessage: message, expected: (false, nil, nil)) != nil {
            let asked = saves > 0 && !editedSinceSave && error != validationError
            return Difference(observed: asked ? atFault(shown: error) : nil, outcome)
        }
        if storedNow != stored {
            let why = saves == 0 ? "nothing is stored before a save"
                : "each save of a valid trip stores it once, as validated() returned it: its name trimmed; a save that breaks a rule or that the storage refuses stores nothing"
            return Difference(observed: "TripRepository.save", "expected \(Self.count(stored)) stored, \(Self.list(stored)), got \(Self.count(storedNow)), \(Self.list(storedNow)) (\(why))")
        }
        return nil
    }

    /// Who showed the wrong rule, found by asking the trip's own rule with the trip as it was
    /// saved and the clock's day then (a fresh copy, after the difference was found): the rule
    /// itself (`Trip.validated()`) when its answer is not the lesson's; else, when the rule on
    /// another day the clock said gives what the editor showed, the code that asked it on that
    /// day (`Trip.validated`: its callers); else the code that wrote what the editor shows.
    func atFault(shown: TripValidationError?) -> String? {
        guard let rule, let asked = savedTrip else { return nil }
        let copy = { Trip(id: asked.id, name: asked.name, startDate: asked.startDate, endDate: asked.endDate, calendar: asked.calendar) }
        if rule.answer(copy(), savedToday) != validationError { return rule.name }
        if clockDays.contains(where: { $0 != savedToday && rule.answer(copy(), $0) == shown }) { return rule.callers }
        return "TripEditorViewModel.validationError"
    }

    private func outcomeDifference(isSaved saved: Bool, validationError error: TripValidationError?, saveErrorMessage message: String?,
                                   expected: (Bool, TripValidationError?, String?)) -> String? {
        let (expectedSaved, expectedError, expectedCause) = expected
        let clock = farAhead == nil ? "" : today.map { " (the clock says \(TripDay.format($0)))" } ?? ""
        let when = saves == 0 ? "before any save" : "after that save\(clock)"
        if error != expectedError {
            return "expected validationError \(expectedError.map { ".\($0)" } ?? "nil") \(when), got \(error.map { ".\($0)" } ?? "nil")"
                + (expectedError == nil ? "" : " (the rules of the trip as it was saved: name, then dates, then length"
                   + (farAhead == nil ? ")" : ", then a start at most a year after the clock's today)"))
        }
        if let expectedCause {
            if !carries(message, expectedCause) {
                return "expected a saveErrorMessage that carries \(String(reflecting: expectedCause)) \(when), got \(show(message))"
            }
        } else if let message {
            return "expected no saveErrorMessage \(when), got \(String(reflecting: message))"
                + (saves == 0 ? "" : " (each save shows only its own outcome)")
        }
        if saved != expectedSaved {
            return "expected isSaved \(expectedSaved) \(when), got \(saved)"
        }
        return nil
    }

    private static func count(_ trips: [Trip]) -> String {
        trips.count == 1 ? "1 trip" : "\(trips.count) trips"
    }

    private static func list(_ trips: [Trip]) -> String {
        trips.isEmpty ? "none" : trips.map { "\(String(reflecting: $0.name)) (\(TripDay.format($0.startDate)) to \(TripDay.format($0.endDate)))" }
            .joined(separator: ", ")
    }
}

/// The trip's own rule as a check calls it, for the search to ask after the editor showed a
/// rule other than the lesson's: `Trip.validated()` in the first act, `validated(today:)` in the
/// second.
struct TripRuleProbe {
    /// The rule, as ``Difference/observed`` names it: `Trip.validated()`.
    var name: String
    /// What calls it, as ``Difference/observed`` names it: `Trip.validated`.
    var callers = "Trip.validated"
    /// The rule the trip breaks on that day (nil: none), from the trip's own code.
    var answer: (Trip, Date?) -> TripValidationError?

    /// The rule a call of the trip's own rule throws, nil when it returns.
    static func broken(_ rule: () throws -> Trip) -> TripValidationError? {
        do {
            _ = try rule()
            return nil
        } catch {
            return error as? TripValidationError
        }
    }
}

/// The steps the search draws, each with the lesson's boundaries drawn on purpose; the simplest
/// first (what a shrunk failure shows).
enum TripSteps {
    /// Names: a name, names made only of whitespace of every kind, a name with spaces around.
    static let names: [(String, String)] = [
        ("Rome", "\"Rome\""), ("", "\"\" (empty)"), (" ", "\" \""), ("Lisbon", "\"Lisbon\""),
        ("\t", "a tab only"), ("\n", "a line break only"), (" \n ", "spaces around a line break"),
        ("\r\n", "a carriage return and line break only"), ("\u{00A0}", "a no-break space only"),
        ("\u{2003}\u{3000}", "an em space and an ideographic space only"), (" Oslo ", "\" Oslo \" (spaces around a name)"),
    ]

    /// Starts: a day in May; 1 June 2023, a year before which lies 29 February 2024; 1 January
    /// 2023; the eve of the spring daylight-saving change.
    static let startDays: [(Int, Int, Int)] = [(2024, 5, 10), (2023, 6, 1), (2023, 1, 1), (2024, 3, 30)]
    static let hours: [(Int, Int)] = [(12, 0), (9, 0), (18, 0), (23, 30), (0, 10)]

    /// Renames: the names above (the simplest), then names over all of Unicode, names of
    /// White_Space only (every kind, a thin space too), and names with whitespace around them.
    static let rename = Generator<TripStep>.oneOf([
        .element(of: names.map { TripStep.rename($0.0, shown: $0.1) }),
        Generator<String>.text(length: 0...120).map(renamed),
        Generator<String>.whitespace(length: 1...40).map(renamed),
        Generator { choices in
            let name = Generator<String>.whitespace(length: 0...6).draw(&choices) + Generator<String>.text(length: 1...30).draw(&choices)
                + Generator<String>.whitespace(length: 0...6).draw(&choices)
            return renamed(name)
        },
    ])

    /// A rename to `name`, shown with every scalar outside printable ASCII escaped.
    static func renamed(_ name: String) -> TripStep {
        .rename(name, shown: shown(name))
    }

    /// `name` in quotes, printable ASCII as it is and every other scalar as `\u{…}`.
    static func shown(_ name: String) -> String {
        var text = "\""
        for scalar in name.unicodeScalars {
            if (0x20...0x7E).contains(scalar.value), scalar != "\"", scalar != "\\" {
                text.unicodeScalars.append(scalar)
            } else {
                text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return text + "\""
    }

    /// Dates: those of the lesson's edges (the simplest), or a start any moment from 1970 to 9999
    /// (see ``anyDates``).
    static let dates = Generator<TripStep>.oneOf([edgeDates, anyDates])

    /// Dates: lengths of 1, 2, 365 and 366 days (across 29 February too), ending a day or some
    /// hours before the start, at times of day either side of midnight.
    static let edgeDates = Generator<TripStep> { choices in
        let (year, month, day) = startDays[choices.index(below: startDays.count)]
        let (startHour, startMinute) = hours[choices.index(below: hours.count)]
        let (endHour, endMinute) = hours[choices.index(below: hours.count)]
        let offset = Generator.int(in: -3...400, edges: [2, 0, 364, 365, -1, 1]).draw(&choices)
        let start = TripDay.at(year, month, day, startHour, startMinute)
        let endDay = TripDay.zone.date(byAdding: .day, value: offset, to: TripDay.at(year, month, day)) ?? start
        let parts = TripDay.zone.dateComponents([.year, .month, .day], from: endDay)
        let end = TripDay.at(parts.year ?? year, parts.month ?? month, parts.day ?? day, endHour, endMinute)
        return .dates(start: start, end: end)
    }

    /// Dates from any moment of 1970 to 2025 (29 February, the ends of months, clock changes,
    /// any time of day): an end any number of days after it (or before, by up to a year), or
    /// minutes, seconds or milliseconds either side of it. The first act's rules read no clock;
    /// its search also runs in the second act, where the app's own clock is the device's: its
    /// trips start before 2026, so that the second act's rule (a start at most a year after
    /// today) never applies to them, on any day a learner runs it. The second act's search
    /// draws starts and clocks up to 9999.
    static let anyDates = Generator<TripStep> { choices in
        let start = Generator<Moment>.moment(years: 1970...2025).draw(&choices).date
        let byDays = choices.index(below: 2) == 0
        let days = Generator<Int>.integer(in: -366...800, edges: [0, 1, 2, 364, 365, 366, -1]).draw(&choices)
        let distance = Double(Generator<Int64>.milliseconds(upTo: 3 * 86_400_000).draw(&choices)) / 1_000
        let before = choices.index(below: 2) == 1
        let end = byDays ? TripDay.zone.date(byAdding: .day, value: days, to: start) ?? start
            : start.addingTimeInterval(before ? -distance : distance)
        return .dates(start: start, end: end)
    }

    /// Most sequences as long as usual, one in eight of up to 300 steps (a mistake from the 17th
    /// save is found).
    static var budget: SearchBudget {
        var budget = SearchBudget.standard
        budget.longestSteps = 300
        return budget
    }

    static let save = Generator<TripStep>.just(.save(nil))
    static let failedSave = Generator<TripStep>.element(of: SearchStorageError.allCases.map { TripStep.save($0) })

    /// The first act's steps, the simplest first.
    static let operations: [Generator<TripStep>] = [save, rename, dates, failedSave]
}

/// The editor beside the model, over generated sequences of steps: the trip, the trips stored,
/// and after each save its outcome, compared after every step.
@MainActor
func tripEditorMachine(start: Trip, today: Date? = nil, farAhead: TripValidationError? = nil, rule: TripRuleProbe? = nil,
                       operations: [Generator<TripStep>],
                       makeEditor: @escaping @MainActor (Trip, SearchRepository, SearchClock) -> TripEditorViewModel)
-> StateMachine<TripEditorModel, (SearchRepository, SearchClock, TripEditorViewModel), TripStep> {
    StateMachine(
        model: TripEditorModel(trip: start, today: today, farAhead: farAhead, rule: rule, clockDays: today.map { [$0] } ?? []),
        system: {
            let repository = SearchRepository()
            let clock = SearchClock(today ?? paris(2024, 5, 10))
            return (repository, clock, makeEditor(start, repository, clock))
        },
        operations: operations,
        perform: { step, system in
            let (repository, clock, editor) = system
            switch step {
            case .rename(let name, _): editor.trip.name = name
            case .dates(let start, let end):
                editor.trip.startDate = start
                editor.trip.endDate = end
            case .clock(let date): clock.now = date
            case .datesAfterClock(let years, let days):
                (editor.trip.startDate, editor.trip.endDate) = TripDay.dates(after: clock.now, years: years, days: days)
            case .save(let failure):
                repository.failure = failure
                await editor.save()
            }
        },
        next: { step, model in model.apply(step) },
        compare: { model, system in
            let (repository, _, editor) = system
            model.learnBlank(shown: editor.validationError)
            model.learnLeapDay(shown: editor.validationError)
            model.learnShownTrip(editor.trip)
            return model.difference(trip: editor.trip, stored: repository.saved, isSaved: editor.isSaved,
                                    validationError: editor.validationError, saveErrorMessage: editor.saveErrorMessage)
        },
        budget: TripSteps.budget)
}

/// A clock the search moves by hand, read by the editor's `today` in the second act.
final class SearchClock: @unchecked Sendable {
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
