#if SOLUTION
@testable import TripValidationSolution
#else
@testable import TripValidation
#endif
import Foundation
import KataKit

@main
struct TripValidationChecks: Kata {
    static let checks: [Check] = [
        // MARK: - The rules of a trip

        Check("a trip with an empty name is rejected") {
            expectThrows(try trip(name: "").validated(), equalTo: TripValidationError.emptyName)
        },
        Check("a name made only of spaces, tabs or line breaks is rejected") {
            for name in [" ", "   ", "\t", " \n ", "\n"] {
                expectThrows(try trip(name: name).validated(), equalTo: TripValidationError.emptyName,
                             "name \(String(reflecting: name))")
            }
            expectNoThrow(try trip(name: " Rome ").validated(), "a name with spaces around words is a name")
        },
        Check("a trip that ends before it starts is rejected") {
            let backwards = trip(from: paris(2024, 5, 10), to: paris(2024, 5, 9))
            expectThrows(try backwards.validated(), equalTo: TripValidationError.endBeforeStart)
            let sameDayEarlier = trip(from: paris(2024, 5, 10, 18), to: paris(2024, 5, 10, 9))
            expectThrows(try sameDayEarlier.validated(), equalTo: TripValidationError.endBeforeStart,
                         "ending at 9:00 on the day it starts at 18:00")
            let yearsBackwards = trip(from: paris(2026, 5, 10), to: paris(2024, 5, 10))
            expectThrows(try yearsBackwards.validated(), equalTo: TripValidationError.endBeforeStart,
                         "ending two years before it starts: the dates are wrong, not the length")
        },
        Check("a trip that starts and ends on the same day lasts 1 day and is valid") {
            let dayTrip = trip(from: paris(2024, 5, 10, 9), to: paris(2024, 5, 10, 18))
            expectEqual(dayTrip.durationInDays, 1, "9:00 to 18:00 on 10 May")
            expectNoThrow(try dayTrip.validated())
            let instant = trip(from: paris(2024, 5, 10, 9), to: paris(2024, 5, 10, 9))
            expectEqual(instant.durationInDays, 1, "starting and ending at the same moment")
            expectNoThrow(try instant.validated(), "starting and ending at the same moment")
        },
        Check("the time of day does not change the number of days") {
            expectEqual(trip(from: paris(2024, 5, 6, 23, 30), to: paris(2024, 5, 7, 0, 30)).durationInDays, 2,
                        "23:30 on Monday to 00:30 on Tuesday touches two days")
            expectEqual(trip(from: paris(2024, 5, 6, 0, 10), to: paris(2024, 5, 7, 23, 50)).durationInDays, 2,
                        "00:10 on Monday to 23:50 on Tuesday")
            expectEqual(trip(from: paris(2024, 5, 6, 12), to: paris(2024, 5, 13, 12)).durationInDays, 8,
                        "noon on Monday to noon the Monday after")
        },
        Check("a daylight-saving change does not change the number of days") {
            expectEqual(trip(from: paris(2024, 3, 30, 10), to: paris(2024, 4, 1, 9)).durationInDays, 3,
                        "30 March to 1 April 2024 in Paris, across the spring change (a 23-hour day)")
            expectEqual(trip(from: paris(2024, 10, 26, 10), to: paris(2024, 10, 28, 11)).durationInDays, 3,
                        "26 to 28 October 2024 in Paris, across the autumn change (a 25-hour day)")
        },
        Check("days are counted in the trip's calendar, not the device's") {
            // 23:00 on 1 May to 01:00 on 2 May in Tokyo is 14:00 to 16:00 on 1 May in UTC.
            let start = paris(2024, 5, 1, 16)
            let end = paris(2024, 5, 1, 18)
            expectEqual(trip(from: start, to: end, in: "Asia/Tokyo").durationInDays, 2,
                        "in Tokyo the trip runs from 23:00 to 01:00 the next day")
            expectEqual(trip(from: start, to: end, in: "UTC").durationInDays, 1,
                        "in UTC the same trip runs from 14:00 to 16:00 on one day")
        },
        Check("a trip of exactly 365 days is valid") {
            let year = trip(from: paris(2023, 1, 1), to: paris(2023, 12, 31))
            expectEqual(year.durationInDays, 365, "1 January to 31 December 2023, both days included")
            expectNoThrow(try year.validated(), "1 January to 31 December 2023")
            let leapYear = trip(from: paris(2024, 1, 1), to: paris(2024, 12, 30))
            expectEqual(leapYear.durationInDays, 365, "1 January to 30 December 2024, a leap year")
            expectNoThrow(try leapYear.validated(), "1 January to 30 December 2024")
        },
        Check("a trip of 366 days is too long, also across a leap day") {
            let leapYear = trip(from: paris(2024, 1, 1), to: paris(2024, 12, 31))
            expectEqual(leapYear.durationInDays, 366, "all of 2024, a leap year")
            expectThrows(try leapYear.validated(), equalTo: TripValidationError.tooLong, "all of 2024")
            let acrossLeapDay = trip(from: paris(2023, 6, 1), to: paris(2024, 5, 31))
            expectEqual(acrossLeapDay.durationInDays, 366, "1 June 2023 to 31 May 2024, through 29 February")
            expectThrows(try acrossLeapDay.validated(), equalTo: TripValidationError.tooLong,
                         "1 June 2023 to 31 May 2024")
            let decade = trip(from: paris(2020, 1, 1), to: paris(2030, 1, 1))
            expectThrows(try decade.validated(), equalTo: TripValidationError.tooLong, "ten years")
        },
        Check("when several rules are broken, the name is reported first, then the dates") {
            expectThrows(try trip(name: " ", from: paris(2024, 5, 10), to: paris(2024, 5, 1)).validated(),
                         equalTo: TripValidationError.emptyName, "empty name and end before start")
            expectThrows(try trip(name: "", from: paris(2020, 1, 1), to: paris(2030, 1, 1)).validated(),
                         equalTo: TripValidationError.emptyName, "empty name and ten years long")
        },
        Check("a valid trip passes validation unchanged") {
            let rome = trip(name: "Rome", from: paris(2024, 5, 10, 9), to: paris(2024, 5, 14, 18))
            expectEqual(expectNoThrow(try rome.validated()), rome)
            expectEqual(rome.durationInDays, 5, "10 to 14 May")
        },
        Check("every error has its own description for the user") {
            let errors: [TripValidationError] = [.emptyName, .endBeforeStart, .tooLong]
            var seen: [String: TripValidationError] = [:]
            for error in errors {
                let text = error.errorDescription?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                guard !text.isEmpty else {
                    fail("TripValidationError.\(error) needs an errorDescription: expected a sentence for the user but got \(show(error.errorDescription))")
                    continue
                }
                if let other = seen[text] {
                    fail("TripValidationError.\(error) and .\(other) have the same description, \(String(reflecting: text)): the user could not tell them apart")
                }
                seen[text] = error
                expectEqual(error.localizedDescription, text,
                            "localizedDescription of .\(error) (the error should conform to LocalizedError)")
            }
        },

        // MARK: - The use case

        Check("saving an invalid trip never reaches the repository") {
            let repository = SpyRepository()
            let saveTrip = SaveTrip(repository: repository)
            await expectThrows(try await saveTrip.execute(trip(name: "")), equalTo: TripValidationError.emptyName)
            await expectThrows(try await saveTrip.execute(trip(from: paris(2024, 5, 2), to: paris(2024, 5, 1))),
                               equalTo: TripValidationError.endBeforeStart)
            expectEqual(repository.saved.map(\.name), [], "names of the trips stored after two invalid saves")
        },
        Check("saving a valid trip stores it exactly once") {
            let repository = SpyRepository()
            let rome = trip(name: "Rome")
            await expectNoThrow(try await SaveTrip(repository: repository).execute(rome))
            expectEqual(repository.saved.count, 1, "number of trips stored")
            expectEqual(repository.saved.first, rome, "the trip stored")
        },
        Check("an error from the repository reaches the caller unchanged") {
            let repository = SpyRepository(failure: StorageError.diskFull)
            await expectThrows(try await SaveTrip(repository: repository).execute(trip(name: "Rome")),
                               equalTo: StorageError.diskFull)
        },

        // MARK: - The editor

        Check("the editor shows the broken rule after saving an invalid trip") {
            let repository = SpyRepository()
            let editor = TripEditorViewModel(trip: trip(name: " "), saveTrip: SaveTrip(repository: repository))
            await editor.save()
            expectEqual(editor.validationError, .emptyName, "validationError")
            expectFalse(editor.isSaved, "isSaved after an invalid save")
            expectNil(editor.saveErrorMessage, "saveErrorMessage after an invalid save")
            expectEqual(repository.saved.map(\.name), [], "names of the trips stored")
        },
        Check("the editor saves the trip once it is fixed, and clears the error") {
            let repository = SpyRepository()
            let editor = TripEditorViewModel(trip: trip(name: ""), saveTrip: SaveTrip(repository: repository))
            await editor.save()
            editor.trip.name = "Lisbon"
            await editor.save()
            expectNil(editor.validationError, "validationError once the trip is fixed and saved")
            expectTrue(editor.isSaved, "isSaved once the trip is fixed and saved")
            expectEqual(repository.saved.map(\.name), ["Lisbon"], "names of the trips stored")
        },
        Check("the editor reports a storage failure, and does not call it a validation error") {
            let repository = SpyRepository(failure: StorageError.diskFull)
            let editor = TripEditorViewModel(trip: trip(name: "Rome"), saveTrip: SaveTrip(repository: repository))
            await editor.save()
            expectFalse(editor.isSaved, "isSaved when the repository failed")
            expectNil(editor.validationError, "validationError when the trip was valid but storage failed")
            expectEqual(editor.saveErrorMessage, StorageError.diskFull.localizedDescription, "saveErrorMessage")
        },
        Check("a failed save after a successful one is not shown as saved") {
            let repository = SpyRepository()
            let editor = TripEditorViewModel(trip: trip(name: "Rome"), saveTrip: SaveTrip(repository: repository))
            await editor.save()
            editor.trip.name = ""
            await editor.save()
            expectFalse(editor.isSaved, "isSaved after the name was cleared and saved again")
            expectEqual(editor.validationError, .emptyName, "validationError")
        },

        // MARK: - Where the code lives

        Check("the domain files import nothing but Foundation") {
            for name in ["Trip.swift", "TripValidationError.swift", "SaveTrip.swift"] {
                let file = try SourceFile.named(name)
                let frameworks = file.imports.filter { $0 != "Foundation" }
                expectEqual(frameworks, [], "modules that \(name) imports besides Foundation")
            }
        },
    ]
}

// MARK: - Helpers

/// A repository that remembers what it was asked to save, and can fail.
@MainActor
final class SpyRepository: TripRepository {
    private(set) var saved: [Trip] = []
    private let failure: StorageError?

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

/// A value as the failure messages show it: `nil`, or the value itself.
func show(_ value: String?) -> String {
    value.map { String(reflecting: $0) } ?? "nil"
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
