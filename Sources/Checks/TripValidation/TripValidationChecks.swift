#if CHANGE_SOLUTION
@testable import TripValidationChangeSolution
#elseif SOLUTION
@testable import TripValidationSolution
#else
@testable import TripValidation
#endif
import Foundation
import struct KataKit.Check
import struct KataKit.CodeSelection
import struct KataKit.Codebase
import protocol KataKit.Kata
import struct KataKit.Rule
import func KataKit.expectEqual
import func KataKit.expectFalse
import func KataKit.expectModelHolds
import func KataKit.expectNil
import func KataKit.expectNoThrow
import func KataKit.expectThrows
import func KataKit.expectTrue
import func KataKit.fail

/// The checks of the first act. `@main` is in TripValidationEntry.swift: the second act's
/// executable (Sources/ChangeChecks) compiles this file too, with a `@main` of its own.
struct TripValidationChecks: Kata {
    static let checks: [Check] = [
        // MARK: - The rules of a trip (Trip.validated() and Trip.durationInDays)

        Check("a trip with an empty name is rejected") {
            KataKit.expectThrows(try trip(name: "").validated(), equalTo: TripValidationError.emptyName,
                                 "validated() of a trip named \"\"")
        },
        Check("a name made only of spaces, tabs or line breaks is rejected") {
            for name in [" ", "   ", "\t", " \n ", "\n"] {
                KataKit.expectThrows(try trip(name: name).validated(), equalTo: TripValidationError.emptyName,
                                     "validated() of a trip named \(String(reflecting: name))")
            }
            KataKit.expectNoThrow(try trip(name: " Rome ").validated(),
                                  "validated() of a trip named \" Rome \": a name with spaces around words is a name")
        },
        Check("a trip that ends before it starts is rejected") {
            let backwards = trip(from: paris(2024, 5, 10), to: paris(2024, 5, 9))
            KataKit.expectThrows(try backwards.validated(), equalTo: TripValidationError.endBeforeStart,
                                 "validated() of a trip from 10 to 9 May")
            let sameDayEarlier = trip(from: paris(2024, 5, 10, 18), to: paris(2024, 5, 10, 9))
            KataKit.expectThrows(try sameDayEarlier.validated(), equalTo: TripValidationError.endBeforeStart,
                                 "validated() of a trip ending at 9:00 on the day it starts at 18:00")
            let yearsBackwards = trip(from: paris(2026, 5, 10), to: paris(2024, 5, 10))
            KataKit.expectThrows(try yearsBackwards.validated(), equalTo: TripValidationError.endBeforeStart,
                                 "validated() of a trip ending two years before it starts: the dates are wrong, not the length")
        },
        Check("a trip that starts and ends on the same day lasts 1 day and is valid") {
            let dayTrip = trip(from: paris(2024, 5, 10, 9), to: paris(2024, 5, 10, 18))
            KataKit.expectEqual(dayTrip.durationInDays, 1, "durationInDays of 9:00 to 18:00 on 10 May")
            KataKit.expectNoThrow(try dayTrip.validated(), "validated() of 9:00 to 18:00 on 10 May")
            let instant = trip(from: paris(2024, 5, 10, 9), to: paris(2024, 5, 10, 9))
            KataKit.expectEqual(instant.durationInDays, 1, "durationInDays of a trip starting and ending at the same moment")
            KataKit.expectNoThrow(try instant.validated(), "validated() of a trip starting and ending at the same moment")
        },
        Check("durationInDays follows the dates: a trip whose dates change has the new length (many seeded trips)") {
            // Seeded: a failure names its seed, and the same seed gives the same trips.
            let zone = calendar(in: "Europe/Paris")
            for seed in UInt64(1)...60 {
                var random = SeededRandom(seed: seed)
                let start = zone.date(byAdding: .day, value: Int(random.next() % 365), to: paris(2024, 1, 1, Int(random.next() % 24))) ?? paris(2024, 1, 1)
                let days = Int(random.next() % 20)
                let end = zone.date(byAdding: .day, value: days, to: start) ?? start
                var changing = trip(from: start, to: end)
                KataKit.expectEqual(changing.durationInDays, days + 1, "durationInDays of a trip over \(days + 1) calendar days (seed \(seed))")
                let longer = Int(random.next() % 20)
                changing.endDate = zone.date(byAdding: .day, value: longer, to: changing.endDate) ?? end
                changing.startDate = zone.date(byAdding: .day, value: -1, to: changing.startDate) ?? start
                KataKit.expectEqual(changing.durationInDays, days + longer + 2,
                                    "durationInDays after the end moved \(longer) days later and the start a day earlier (seed \(seed)): "
                                    + "a length stored when the trip was made goes stale")
            }
        },
        Check("the time of day does not change the number of days") {
            KataKit.expectEqual(trip(from: paris(2024, 5, 6, 23, 30), to: paris(2024, 5, 7, 0, 30)).durationInDays, 2,
                                "durationInDays of 23:30 on Monday to 00:30 on Tuesday, which touches two days")
            KataKit.expectEqual(trip(from: paris(2024, 5, 6, 0, 10), to: paris(2024, 5, 7, 23, 50)).durationInDays, 2,
                                "durationInDays of 00:10 on Monday to 23:50 on Tuesday")
            KataKit.expectEqual(trip(from: paris(2024, 5, 10, 9), to: paris(2024, 5, 14, 18)).durationInDays, 5,
                                "durationInDays of 9:00 on 10 May to 18:00 on 14 May")
            KataKit.expectEqual(trip(from: paris(2024, 5, 6, 12), to: paris(2024, 5, 13, 12)).durationInDays, 8,
                                "durationInDays of noon on Monday to noon the Monday after")
        },
        Check("a daylight-saving change does not change the number of days") {
            KataKit.expectEqual(trip(from: paris(2024, 3, 30, 10), to: paris(2024, 4, 1, 9)).durationInDays, 3,
                                "durationInDays of 30 March to 1 April 2024 in Paris, across the spring change (a 23-hour day)")
            KataKit.expectEqual(trip(from: paris(2024, 10, 26, 10), to: paris(2024, 10, 28, 11)).durationInDays, 3,
                                "durationInDays of 26 to 28 October 2024 in Paris, across the autumn change (a 25-hour day)")
        },
        Check("days are counted in the trip's calendar, not the device's") {
            // 23:00 on 1 May to 01:00 on 2 May in Tokyo is 14:00 to 16:00 on 1 May in UTC.
            let start = paris(2024, 5, 1, 16)
            let end = paris(2024, 5, 1, 18)
            KataKit.expectEqual(trip(from: start, to: end, in: "Asia/Tokyo").durationInDays, 2,
                                "durationInDays in Tokyo, where the trip runs from 23:00 to 01:00 the next day")
            KataKit.expectEqual(trip(from: start, to: end, in: "UTC").durationInDays, 1,
                                "durationInDays in UTC, where the same trip runs from 14:00 to 16:00 on one day")
        },
        Check("a trip of exactly 365 days is valid") {
            let year = trip(from: paris(2023, 1, 1), to: paris(2023, 12, 31))
            KataKit.expectEqual(year.durationInDays, 365, "durationInDays of 1 January to 31 December 2023, both days included")
            KataKit.expectNoThrow(try year.validated(), "validated() of 1 January to 31 December 2023 (365 days)")
            let leapYear = trip(from: paris(2024, 1, 1), to: paris(2024, 12, 30))
            KataKit.expectEqual(leapYear.durationInDays, 365, "durationInDays of 1 January to 30 December 2024, a leap year")
            KataKit.expectNoThrow(try leapYear.validated(), "validated() of 1 January to 30 December 2024 (365 days)")
        },
        Check("a trip of 366 days is too long, also across a leap day") {
            let leapYear = trip(from: paris(2024, 1, 1), to: paris(2024, 12, 31))
            KataKit.expectEqual(leapYear.durationInDays, 366, "durationInDays of all of 2024, a leap year")
            KataKit.expectThrows(try leapYear.validated(), equalTo: TripValidationError.tooLong, "validated() of all of 2024")
            let acrossLeapDay = trip(from: paris(2023, 6, 1), to: paris(2024, 5, 31))
            KataKit.expectEqual(acrossLeapDay.durationInDays, 366, "durationInDays of 1 June 2023 to 31 May 2024, through 29 February")
            KataKit.expectThrows(try acrossLeapDay.validated(), equalTo: TripValidationError.tooLong,
                                 "validated() of 1 June 2023 to 31 May 2024")
            let decade = trip(from: paris(2020, 1, 1), to: paris(2030, 1, 1))
            KataKit.expectThrows(try decade.validated(), equalTo: TripValidationError.tooLong, "validated() of a ten-year trip")
        },
        Check("when several rules are broken, the name is reported first, then the dates") {
            KataKit.expectThrows(try trip(name: " ", from: paris(2024, 5, 10), to: paris(2024, 5, 1)).validated(),
                                 equalTo: TripValidationError.emptyName, "validated() of a trip with an empty name that ends before it starts")
            KataKit.expectThrows(try trip(name: "", from: paris(2020, 1, 1), to: paris(2030, 1, 1)).validated(),
                                 equalTo: TripValidationError.emptyName, "validated() of a trip with an empty name, ten years long")
        },
        Check("validated() returns the trip to store: the same trip, its name trimmed of the whitespace around it") {
            let examples = [(trip(name: "Rome"), "Rome"), (trip(name: " Oslo ", from: paris(2024, 5, 10, 9), to: paris(2024, 5, 10, 9)), "Oslo"),
                            (trip(name: "\tNew York\n"), "New York")]
            for (valid, name) in examples {
                var expected = valid
                expected.name = name
                KataKit.expectEqual(KataKit.expectNoThrow(try valid.validated(), "validated() of \(describe(valid))"), expected,
                                    "what validated() returns for \(describe(valid)): the same trip named \(String(reflecting: name))")
            }
        },
        Check("validated() declares the one error it throws: throws(TripValidationError)") {
            // The lesson fixes this API: a caller can then switch over the three rules with no
            // `default`, and the compiler says so when a fourth rule is added.
            let declared = String(describing: errorType(thrownBy: trip(name: "Rome").validated))
            KataKit.expectEqual(declared == "Error" ? "any Error, an untyped throws" : declared, "TripValidationError",
                                "the error type validated() declares")
        },
        Check("every error has its own description for the user") {
            let errors: [TripValidationError] = [.emptyName, .endBeforeStart, .tooLong]
            var seen: [String: TripValidationError] = [:]
            for error in errors {
                let text = error.errorDescription?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                guard !text.isEmpty else {
                    KataKit.fail("TripValidationError.\(error) needs an errorDescription: expected a sentence for the user but got \(show(error.errorDescription))")
                    continue
                }
                if let other = seen[text] {
                    KataKit.fail("TripValidationError.\(error) and .\(other) have the same description, \(String(reflecting: text)): the user could not tell them apart")
                }
                seen[text] = error
                KataKit.expectEqual(error.localizedDescription, text,
                                    "localizedDescription of .\(error) (the error should conform to LocalizedError)")
            }
        },

        // MARK: - The editor, built by makeTripEditor(trip:repository:)

        Check("the editor starts with nothing to report: not saved, no error") {
            let repository = SpyRepository()
            let unnamed = trip(name: "")
            let editor = makeTripEditor(trip: unnamed, repository: repository)
            KataKit.expectEqual(editor.trip, unnamed, "trip of a new editor")
            KataKit.expectFalse(editor.isSaved, "isSaved before any save")
            KataKit.expectNil(editor.validationError, "validationError before any save (even for a trip with no name: the rule shows once the user saves)")
            KataKit.expectNil(editor.saveErrorMessage, "saveErrorMessage before any save")
            KataKit.expectEqual(repository.saved.map(\.name), [], "names of the trips stored before any save")
        },
        Check("the editor shows the broken rule of an invalid trip, and stores nothing") {
            let invalid: [(Trip, TripValidationError, String)] = [
                (trip(name: " "), .emptyName, "a trip named \" \""),
                (trip(from: paris(2024, 5, 2), to: paris(2024, 5, 1)), .endBeforeStart, "a trip from 2 to 1 May"),
                (trip(from: paris(2024, 1, 1), to: paris(2024, 12, 31)), .tooLong, "a trip lasting all of 2024"),
            ]
            for (invalidTrip, rule, description) in invalid {
                let repository = SpyRepository()
                let editor = makeTripEditor(trip: invalidTrip, repository: repository)
                await editor.save()
                KataKit.expectEqual(editor.validationError, rule, "validationError after saving \(description)")
                KataKit.expectFalse(editor.isSaved, "isSaved after saving \(description)")
                KataKit.expectNil(editor.saveErrorMessage, "saveErrorMessage after saving \(description)")
                KataKit.expectEqual(repository.saved.map(\.name), [], "names of the trips stored after saving \(description)")
            }
        },
        Check("the editor stores a valid trip exactly once, and shows it saved") {
            let repository = SpyRepository()
            let rome = trip(name: "Rome")
            let editor = makeTripEditor(trip: rome, repository: repository)
            await editor.save()
            KataKit.expectEqual(repository.saved.map(\.name), ["Rome"], "names of the trips stored after one save")
            if let stored = repository.saved.first {
                KataKit.expectEqual(stored, rome, "the trip stored: the one the editor was given, unchanged")
            }
            KataKit.expectTrue(editor.isSaved, "isSaved after a successful save")
            KataKit.expectNil(editor.validationError, "validationError after a successful save")
            KataKit.expectNil(editor.saveErrorMessage, "saveErrorMessage after a successful save")
        },
        Check("the editor stores the trip validated() returned: its name trimmed") {
            let repository = SpyRepository()
            let oslo = trip(name: " Oslo ")
            let editor = makeTripEditor(trip: oslo, repository: repository)
            await editor.save()
            var trimmed = oslo
            trimmed.name = "Oslo"
            KataKit.expectEqual(repository.saved.map(\.name), ["Oslo"],
                                "names of the trips stored after saving a trip named \" Oslo \" (validated() returns it named \"Oslo\": "
                                + "what is stored is what validated() returned, not the trip it was given)")
            if let stored = repository.saved.first, stored.name == "Oslo" {
                KataKit.expectEqual(stored, trimmed, "the trip stored after saving \(describe(oslo)): the one validated() returned")
            }
            KataKit.expectTrue(editor.isSaved, "isSaved after saving a trip named \" Oslo \"")
        },
        Check("the editor saves the trip once it is fixed, and clears the error") {
            let repository = SpyRepository()
            let editor = makeTripEditor(trip: trip(name: ""), repository: repository)
            await editor.save()
            editor.trip.name = "Lisbon"
            await editor.save()
            KataKit.expectNil(editor.validationError, "validationError once the trip is fixed and saved")
            KataKit.expectTrue(editor.isSaved, "isSaved once the trip is fixed and saved")
            KataKit.expectEqual(repository.saved.map(\.name), ["Lisbon"], "names of the trips stored")
        },
        Check("the editor reports a storage failure with its cause, and does not call it a validation error") {
            let repository = SpyRepository(failure: StorageError.diskFull)
            let editor = makeTripEditor(trip: trip(name: "Rome"), repository: repository)
            await editor.save()
            KataKit.expectFalse(editor.isSaved, "isSaved when the repository failed")
            KataKit.expectNil(editor.validationError, "validationError when the trip was valid but storage failed")
            let cause = StorageError.diskFull.localizedDescription
            if !carries(editor.saveErrorMessage, cause) {
                KataKit.fail("saveErrorMessage when the repository failed with \(String(reflecting: cause)): expected a message that carries that cause (it alone, or inside a sentence of your own) but got \(show(editor.saveErrorMessage))")
            }
        },
        Check("a successful save clears an earlier storage failure") {
            let repository = SpyRepository(failure: StorageError.diskFull)
            let editor = makeTripEditor(trip: trip(name: "Rome"), repository: repository)
            await editor.save()
            repository.failure = nil
            await editor.save()
            KataKit.expectNil(editor.saveErrorMessage, "saveErrorMessage once a second save succeeded")
            KataKit.expectTrue(editor.isSaved, "isSaved once a second save succeeded")
            KataKit.expectEqual(repository.saved.map(\.name), ["Rome"], "names of the trips stored")
        },
        Check("each save shows only its own outcome: a rule broken after a storage failure, or the other way round") {
            let repository = SpyRepository(failure: StorageError.diskFull)
            let editor = makeTripEditor(trip: trip(name: "Rome"), repository: repository)
            await editor.save()
            editor.trip.name = ""
            await editor.save()
            KataKit.expectEqual(editor.validationError, .emptyName, "validationError after the disk was full, then the name was cleared and saved")
            KataKit.expectNil(editor.saveErrorMessage,
                              "saveErrorMessage after the disk was full, then the name was cleared and saved (the disk was not even asked)")
            KataKit.expectFalse(editor.isSaved, "isSaved after a save that broke a rule")

            editor.trip.name = "Rome"
            await editor.save()
            KataKit.expectNil(editor.validationError, "validationError after the name was given back and the disk was full again")
            if !carries(editor.saveErrorMessage, StorageError.diskFull.localizedDescription) {
                KataKit.fail("saveErrorMessage after the name was given back and the disk was full again: expected a message that "
                             + "carries \"The disk is full\" but got \(show(editor.saveErrorMessage))")
            }
            KataKit.expectFalse(editor.isSaved, "isSaved after a save the repository refused")
        },
        Check("a failed save after a successful one is not shown as saved") {
            let repository = SpyRepository()
            let editor = makeTripEditor(trip: trip(name: "Rome"), repository: repository)
            await editor.save()
            editor.trip.name = ""
            await editor.save()
            KataKit.expectFalse(editor.isSaved, "isSaved after the name was cleared and saved again")
            KataKit.expectEqual(editor.validationError, .emptyName, "validationError after the name was cleared and saved again")
            repository.failure = StorageError.diskFull
            editor.trip.name = "Rome"
            await editor.save()
            KataKit.expectFalse(editor.isSaved, "isSaved after a save the repository refused")
        },
        Check("after any sequence of renames, date changes and saves, the editor shows and stores what the lesson says") {
            // Searched, not sampled: seeded sequences of renames (whitespace of every kind), dates
            // (1, 365 and 366 days, across 29 February, ending before they start) and saves the
            // storage accepts or refuses with one of three causes, compared with the lesson's
            // model (TripEditorModel.swift) after every step, and shrunk to the shortest that
            // disagrees.
            // After a difference in the rule shown, the search asks validated() itself with the
            // trip as saved, to name the code at fault: the rule, or the code that shows it.
            let rule = TripRuleProbe(name: "Trip.validated()") { trip, _ in TripRuleProbe.broken { try trip.validated() } }
            await KataKit.expectModelHolds(tripEditorMachine(start: trip(), rule: rule, operations: TripSteps.operations) { trip, repository, _ in
                makeTripEditor(trip: trip, repository: repository)
            })
        },
        Check("two editors made in one process, driven in turns, each behave as a lone editor would") {
            // The same saves, accepted, refused and breaking a rule, given to one editor alone,
            // then to two editors alive at once, in turns: a count, a quota, a last trip or a
            // message kept where both reach it (a static, a global, a shared object) shows in
            // the other editor's outcome. Each editor's own mistakes are the other checks'.
            let lone = await editorScript(editors: 1)[0]
            for (index, seen) in await editorScript(editors: 2).enumerated() {
                guard let step = lone.indices.first(where: { lone[$0] != seen[$0] }) else { continue }
                KataKit.fail("the \(index == 0 ? "first" : "second") of two editors driven in turns, \(seen[step]), where a lone editor "
                             + "showed \(lone[step]): an editor's outcome depends on another editor's saves (state kept where both "
                             + "reach it: a static, a global, a shared object)")
                break
            }
        },
    ]

    static let rules: [Rule] = [
        Rule("Trip is a value, all the way down",
             because: "a trip is data plus rules: as a struct of values, the copy the repository stored cannot change when the editor edits its own, and a rule sees the trip exactly as it was given") { code in
            code.types("Trip").mustHaveValueSemantics()
        },
        Rule("the domain's files import only Foundation",
             because: "Trip, its errors and the repository protocol must compile and be tested without a screen or a database framework, and be reused by every screen") { code in
            code.files(declaring: "Trip")
                .union(code.files(declaring: "TripValidationError"))
                .union(code.files(declaring: "TripRepository"))
                .mustImportOnly("Foundation")
        },
        Rule("only Trip decides which rule a trip breaks",
             because: "each rule has one home, Trip.validated(): a copy of it in the editor or the use case is a second rule that will drift from the first (matching the cases to show them is fine)") { code in
            // By place: an extension of the error written in the editor's file is the editor's code.
            code.values(of: "TripValidationError")
                .mustOnlyBeMade(from: code.files(declaring: "Trip").union(code.files(declaring: "TripValidationError")))
        },
        Rule("the editor leaves validating and storing to the use case",
             because: "the editor hands the trip to a use case and shows the outcome; a screen that validates or stores trips itself can skip the rules, and every other screen has to repeat \"validate, then store\"") { code in
            // Every validated(…): the second act's validated(today:) too.
            let validated = code.types("Trip").intersection(code.symbols("validated()") { $0.name.hasPrefix("validated(") })
            return editorLeavesValidatingAndStoring(in: code, validated: validated)
        },
        Rule("the domain and the use case know nothing of the editor",
             because: "a rule or an operation that needs the screen cannot serve another screen, an import or a widget, nor be tested without it; only makeTripEditor, which assembles the screen, knows it") { code in
            code.types("TripEditorViewModel").mustOnlyBeReached(from: makeTripEditor(in: code))
        },
        Rule("Trip and its errors are pure: they use only plain values",
             because: "a rule that reads a file, the defaults, the clock of a shared object or the network gives another answer on another day or device, and cannot be tested in microseconds; Trip may use values (String, Date, Calendar, UUID…) and nothing else from other modules") { code in
            code.types("Trip", "TripValidationError").mustStayPure()
        },
    ]
}

// MARK: - Helpers

/// What each of `count` editors made by `makeTripEditor`, alive at once and driven in turns, shows
/// and stores after each step of one script: saves the storage accepts and refuses, and one that
/// breaks a rule.
@MainActor
func editorScript(editors count: Int) async -> [[String]] {
    let editors = (0..<count).map { _ in
        let repository = SpyRepository()
        return (repository, makeTripEditor(trip: trip(name: "Rome"), repository: repository))
    }
    let steps: [(String, @MainActor (TripEditorViewModel, SpyRepository) async -> Void)] = [
        ("save", { editor, _ in await editor.save() }),
        ("save (the disk is full)", { editor, repository in
            repository.failure = .diskFull
            await editor.save()
            repository.failure = nil
        }),
        ("rename to \"\", save", { editor, _ in
            editor.trip.name = ""
            await editor.save()
        }),
        ("rename to \" Oslo \", save", { editor, _ in
            editor.trip.name = " Oslo "
            await editor.save()
        }),
        ("save", { editor, _ in await editor.save() }),
        ("save", { editor, _ in await editor.save() }),
        ("save", { editor, _ in await editor.save() }),
    ]
    var seen = Array(repeating: [String](), count: count)
    var done: [String] = []
    for (name, step) in steps {
        done.append(name)
        for (index, (repository, editor)) in editors.enumerated() {
            await step(editor, repository)
            seen[index].append("after \(done.joined(separator: ", ")): isSaved \(editor.isSaved), validationError "
                               + "\(editor.validationError.map { ".\($0)" } ?? "nil"), saveErrorMessage \(show(editor.saveErrorMessage)), "
                               + "stored \(repository.saved.map(\.name))")
        }
    }
    return seen
}

/// The composition root, which alone may know both the editor and the storage (with the
/// second act's clock too: `makeTripEditor(trip:repository:today:)`).
func makeTripEditor(in code: Codebase) -> CodeSelection {
    code.symbols("makeTripEditor(trip:repository:)") { $0.name.hasPrefix("makeTripEditor(trip:repository:") }
}

/// The cases of one of the learner's enums (`.emptyName`, `.tooLong`), without the type itself
/// or its other members.
func cases(of type: String, in code: Codebase) -> CodeSelection {
    code.types(type).intersection(code.symbols("cases") { $0.kind == .enumConstant })
}

/// The error type a throwing function declares: `TripValidationError` for
/// `throws(TripValidationError)`, `any Error` for an untyped `throws`.
func errorType<Failure: Error>(thrownBy function: () throws(Failure) -> Trip) -> Failure.Type {
    Failure.self
}

/// A repository that remembers what it was asked to save, and fails while `failure` is set.
@MainActor
final class SpyRepository: TripRepository {
    private(set) var saved: [Trip] = []
    var failure: StorageError?

    init(failure: StorageError? = nil) {
        self.failure = failure
    }

    func save(_ trip: Trip) async throws {
        if let failure { throw failure }
        saved.append(trip)
    }
}

enum StorageError: LocalizedError, Equatable {
    case diskFull

    var errorDescription: String? { "The disk is full." }
}

/// Whether a message shown to the user carries a cause: the cause's words, whatever the case
/// and the final full stop.
func carries(_ message: String?, _ cause: String) -> Bool {
    guard let message else { return false }
    let words = cause.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    return message.range(of: words, options: .caseInsensitive) != nil
}

/// A value as the failure messages show it: `nil`, or the value itself.
func show(_ value: String?) -> String {
    value.map { String(reflecting: $0) } ?? "nil"
}

/// A trip as the failure messages name it: `"Rome", 10 May 12:00 to 12 May 12:00 (Paris)`.
func describe(_ trip: Trip) -> String {
    let formatter = DateFormatter()
    formatter.calendar = trip.calendar
    formatter.timeZone = trip.calendar.timeZone
    formatter.locale = Locale(identifier: "en_GB")
    formatter.dateFormat = "d MMM yyyy HH:mm"
    return "the trip \(String(reflecting: trip.name)) from \(formatter.string(from: trip.startDate)) to \(formatter.string(from: trip.endDate))"
}

func calendar(in zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0)!
    return calendar
}

/// A moment on the wall clocks of Paris.
func paris(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
    let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar(in: "Europe/Paris").date(from: components)!
}

func trip(
    name: String = "Weekend away",
    from start: Date = paris(2024, 5, 10), to end: Date = paris(2024, 5, 12),
    in zone: String = "Europe/Paris"
) -> Trip {
    Trip(id: "trip-1", name: name, startDate: start, endDate: end, calendar: calendar(in: zone))
}

/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every platform.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
