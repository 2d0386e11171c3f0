// Shared by the vanilla-todos and ddd-todos checks: this file lives here and is symlinked into
// the other three checks folders.
//
// Two hundred todos in jsonplaceholder's shape (userId 1...10, twenty each; id 1...200), as the
// body the fake server sends. Written by a small deterministic script, not fetched: made-up
// titles, a fixed pseudo-random mix of completed ones, and a few titles with escapes (a quote,
// "\u00e9", an emoji as a surrogate pair) that any JSON decoder must read.
import Foundation
import KataKit

/// A todo of the fixture, decoded by the checks themselves: the expected values.
struct FixtureTodo: Decodable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool

    /// The row the user should see for this todo.
    var shown: ShownTodo { ShownTodo(title: title, isCompleted: completed) }
}

enum Fixture {
    /// The todos of `json`, in order.
    static var todos: [FixtureTodo] { decoded(parsedTodos, "json") }
    private static let parsedTodos = Result { try JSONDecoder().decode([FixtureTodo].self, from: Data(json.utf8)) }

    /// Another answer of the server, for a reload: two todos, one of them also in `json`.
    static let reloadJSON = #"""
    [
      {"userId": 1, "id": 1, "title": "buy oat milk", "completed": true},
      {"userId": 11, "id": 201, "title": "learn what a use case is for", "completed": false}
    ]
    """#

    /// Answers with status 200 that are not a list of todos, named for the failure messages.
    static let unreadableBodies = [
        ("JSON cut short", #"[{"userId": 1, "id": 1, "title": "buy"#),
        ("an HTML page", "<html><body>Bad gateway</body></html>"),
        ("a todo without a title", #"[{"userId": 1, "id": 1, "completed": false}]"#),
        ("one todo instead of a list", #"{"userId": 1, "id": 1, "title": "buy oat milk", "completed": false}"#),
    ]

    /// The todos of `reloadJSON`, in order.
    static var reloadTodos: [FixtureTodo] { decoded(parsedReloadTodos, "reloadJSON") }
    private static let parsedReloadTodos = Result { try JSONDecoder().decode([FixtureTodo].self, from: Data(reloadJSON.utf8)) }

    /// The fixture's todos; a fixture that does not decode fails every check that uses it,
    /// saying so, rather than crashing the checks.
    private static func decoded(_ result: Result<[FixtureTodo], any Error>, _ name: String) -> [FixtureTodo] {
        switch result {
        case .success(let todos):
            return todos
        case .failure(let error):
            KataKit.fail("the checks' own fixture Fixture.\(name) does not decode (a bug in the checks, not in your code): \(error)")
            return []
        }
    }

    /// What jsonplaceholder's /todos sends.
    static let json = #"""
[
  {"userId": 1, "id": 1, "title": "buy oat milk", "completed": false},
  {"userId": 1, "id": 2, "title": "call the plumber about the kitchen sink", "completed": true},
  {"userId": 1, "id": 3, "title": "email the invoice to Acme", "completed": true},
  {"userId": 1, "id": 4, "title": "fix the squeaky door", "completed": true},
  {"userId": 1, "id": 5, "title": "review Ana's pull request", "completed": false},
  {"userId": 1, "id": 6, "title": "clean the fridge", "completed": true},
  {"userId": 1, "id": 7, "title": "book a table for Friday", "completed": true},
  {"userId": 1, "id": 8, "title": "plan the team offsite", "completed": true},
  {"userId": 1, "id": 9, "title": "read \"The Pragmatic Programmer\"", "completed": false},
  {"userId": 1, "id": 10, "title": "write the blog post about testing", "completed": false},
  {"userId": 1, "id": 11, "title": "pay the electricity bill", "completed": true},
  {"userId": 1, "id": 12, "title": "return the library books", "completed": false},
  {"userId": 1, "id": 13, "title": "update the passport photo", "completed": true},
  {"userId": 1, "id": 14, "title": "water the tomatoes", "completed": false},
  {"userId": 1, "id": 15, "title": "take the bins out", "completed": false},
  {"userId": 1, "id": 16, "title": "sort the tax receipts", "completed": false},
  {"userId": 1, "id": 17, "title": "prepare the presentation for Monday", "completed": true},
  {"userId": 1, "id": 18, "title": "check the tyre pressure", "completed": false},
  {"userId": 1, "id": 19, "title": "order new ink cartridges", "completed": false},
  {"userId": 1, "id": 20, "title": "organise the neighbourhood clean-up", "completed": true},
  {"userId": 2, "id": 21, "title": "buy coffee beans", "completed": false},
  {"userId": 2, "id": 22, "title": "call grandma", "completed": true},
  {"userId": 2, "id": 23, "title": "email the slides to the team", "completed": true},
  {"userId": 2, "id": 24, "title": "fix the flaky login test", "completed": true},
  {"userId": 2, "id": 25, "title": "review the quarterly budget", "completed": false},
  {"userId": 2, "id": 26, "title": "clean the garage", "completed": false},
  {"userId": 2, "id": 27, "title": "book train tickets to Lyon", "completed": true},
  {"userId": 2, "id": 28, "title": "plan meals for the week", "completed": true},
  {"userId": 2, "id": 29, "title": "read the Swift concurrency proposal", "completed": true},
  {"userId": 2, "id": 30, "title": "write thank-you notes", "completed": false},
  {"userId": 2, "id": 31, "title": "pay the rent", "completed": true},
  {"userId": 2, "id": 32, "title": "return the parcel to the shop", "completed": true},
  {"userId": 2, "id": 33, "title": "update the CV", "completed": true},
  {"userId": 2, "id": 34, "title": "water the basil", "completed": true},
  {"userId": 2, "id": 35, "title": "take the car for its MOT", "completed": true},
  {"userId": 2, "id": 36, "title": "sort the kids' old clothes", "completed": true},
  {"userId": 2, "id": 37, "title": "prepare lunch boxes", "completed": true},
  {"userId": 2, "id": 38, "title": "check the smoke alarms", "completed": true},
  {"userId": 2, "id": 39, "title": "order the birthday cake", "completed": false},
  {"userId": 2, "id": 40, "title": "organise the shed", "completed": false},
  {"userId": 3, "id": 41, "title": "buy a birthday card for Mia", "completed": true},
  {"userId": 3, "id": 42, "title": "call the dentist to move the appointment", "completed": false},
  {"userId": 3, "id": 43, "title": "email Jo the photos", "completed": false},
  {"userId": 3, "id": 44, "title": "fix the dripping tap", "completed": true},
  {"userId": 3, "id": 45, "title": "review the lease renewal", "completed": false},
  {"userId": 3, "id": 46, "title": "clean the windows", "completed": false},
  {"userId": 3, "id": 47, "title": "book the car service", "completed": false},
  {"userId": 3, "id": 48, "title": "plan the garden beds", "completed": true},
  {"userId": 3, "id": 49, "title": "read chapter 4 of Dune", "completed": false},
  {"userId": 3, "id": 50, "title": "write the weekly report", "completed": true},
  {"userId": 3, "id": 51, "title": "pay the parking fine", "completed": false},
  {"userId": 3, "id": 52, "title": "return the borrowed ladder", "completed": false},
  {"userId": 3, "id": 53, "title": "update the team wiki", "completed": true},
  {"userId": 3, "id": 54, "title": "water the lawn", "completed": false},
  {"userId": 3, "id": 55, "title": "take the cat to the vet", "completed": false},
  {"userId": 3, "id": 56, "title": "sort the photo library", "completed": false},
  {"userId": 3, "id": 57, "title": "prepare the guest room", "completed": true},
  {"userId": 3, "id": 58, "title": "check the bank statement", "completed": true},
  {"userId": 3, "id": 59, "title": "order a replacement charger", "completed": true},
  {"userId": 3, "id": 60, "title": "organise the quiz night", "completed": true},
  {"userId": 4, "id": 61, "title": "buy batteries for the smoke alarm", "completed": false},
  {"userId": 4, "id": 62, "title": "call the bank about the card", "completed": true},
  {"userId": 4, "id": 63, "title": "email HR about the holiday dates", "completed": true},
  {"userId": 4, "id": 64, "title": "fix the bike's back brake", "completed": false},
  {"userId": 4, "id": 65, "title": "review the onboarding checklist", "completed": false},
  {"userId": 4, "id": 66, "title": "clean the bathroom", "completed": true},
  {"userId": 4, "id": 67, "title": "book a haircut", "completed": false},
  {"userId": 4, "id": 68, "title": "plan the road trip route", "completed": false},
  {"userId": 4, "id": 69, "title": "read the new tenancy rules", "completed": false},
  {"userId": 4, "id": 70, "title": "write a reply to Tom", "completed": false},
  {"userId": 4, "id": 71, "title": "pay the gym membership", "completed": true},
  {"userId": 4, "id": 72, "title": "return the hired tux", "completed": false},
  {"userId": 4, "id": 73, "title": "update the phone's software", "completed": false},
  {"userId": 4, "id": 74, "title": "water the fern in the office", "completed": false},
  {"userId": 4, "id": 75, "title": "take vitamins", "completed": true},
  {"userId": 4, "id": 76, "title": "sort the spice rack", "completed": true},
  {"userId": 4, "id": 77, "title": "prepare the quarterly report", "completed": false},
  {"userId": 4, "id": 78, "title": "check the flight times", "completed": false},
  {"userId": 4, "id": 79, "title": "order more printer paper", "completed": true},
  {"userId": 4, "id": 80, "title": "organise the wardrobe", "completed": false},
  {"userId": 5, "id": 81, "title": "buy stamps", "completed": true},
  {"userId": 5, "id": 82, "title": "call the landlord", "completed": true},
  {"userId": 5, "id": 83, "title": "email the client a status update", "completed": true},
  {"userId": 5, "id": 84, "title": "fix the broken link on the home page", "completed": true},
  {"userId": 5, "id": 85, "title": "review the draft of chapter 3", "completed": false},
  {"userId": 5, "id": 86, "title": "clean the inbox", "completed": true},
  {"userId": 5, "id": 87, "title": "book the flights for the wedding", "completed": true},
  {"userId": 5, "id": 88, "title": "plan Leo's birthday party", "completed": true},
  {"userId": 5, "id": 89, "title": "read the lab results", "completed": true},
  {"userId": 5, "id": 90, "title": "write the toast for the wedding", "completed": true},
  {"userId": 5, "id": 91, "title": "pay the water bill", "completed": true},
  {"userId": 5, "id": 92, "title": "return the faulty headphones", "completed": false},
  {"userId": 5, "id": 93, "title": "update the emergency contacts", "completed": false},
  {"userId": 5, "id": 94, "title": "water the window boxes", "completed": false},
  {"userId": 5, "id": 95, "title": "take the recycling to the depot", "completed": true},
  {"userId": 5, "id": 96, "title": "sort the toolbox", "completed": true},
  {"userId": 5, "id": 97, "title": "prepare questions for the interview", "completed": true},
  {"userId": 5, "id": 98, "title": "check the test coverage", "completed": false},
  {"userId": 5, "id": 99, "title": "order the team t-shirts", "completed": true},
  {"userId": 5, "id": 100, "title": "organise the Friday demo", "completed": false},
  {"userId": 6, "id": 101, "title": "buy a new bike lock", "completed": false},
  {"userId": 6, "id": 102, "title": "call Sam about Saturday", "completed": true},
  {"userId": 6, "id": 103, "title": "email the accountant", "completed": false},
  {"userId": 6, "id": 104, "title": "fix the garden gate", "completed": false},
  {"userId": 6, "id": 105, "title": "review the API design doc", "completed": false},
  {"userId": 6, "id": 106, "title": "clean the oven", "completed": false},
  {"userId": 6, "id": 107, "title": "book a hotel in Porto", "completed": false},
  {"userId": 6, "id": 108, "title": "plan the sprint", "completed": true},
  {"userId": 6, "id": 109, "title": "read the manual for the boiler", "completed": true},
  {"userId": 6, "id": 110, "title": "write the cover letter", "completed": false},
  {"userId": 6, "id": 111, "title": "pay Marta back for lunch", "completed": true},
  {"userId": 6, "id": 112, "title": "return Ben's drill", "completed": true},
  {"userId": 6, "id": 113, "title": "update the dependency versions", "completed": true},
  {"userId": 6, "id": 114, "title": "water the lemon tree", "completed": true},
  {"userId": 6, "id": 115, "title": "take Max to football", "completed": false},
  {"userId": 6, "id": 116, "title": "sort the recipe folder", "completed": false},
  {"userId": 6, "id": 117, "title": "prepare the tax return", "completed": false},
  {"userId": 6, "id": 118, "title": "check the oil level", "completed": false},
  {"userId": 6, "id": 119, "title": "order firewood", "completed": true},
  {"userId": 6, "id": 120, "title": "organise the bookshelf by colour", "completed": false},
  {"userId": 7, "id": 121, "title": "buy dog food", "completed": false},
  {"userId": 7, "id": 122, "title": "call the insurance company", "completed": true},
  {"userId": 7, "id": 123, "title": "email the book club the date", "completed": false},
  {"userId": 7, "id": 124, "title": "fix the crash on launch", "completed": true},
  {"userId": 7, "id": 125, "title": "review last month's expenses", "completed": true},
  {"userId": 7, "id": 126, "title": "clean the car inside and out", "completed": true},
  {"userId": 7, "id": 127, "title": "book the meeting room for Tuesday", "completed": false},
  {"userId": 7, "id": 128, "title": "plan the move", "completed": true},
  {"userId": 7, "id": 129, "title": "read Maya's essay", "completed": false},
  {"userId": 7, "id": 130, "title": "write the migration script", "completed": true},
  {"userId": 7, "id": 131, "title": "pay the council tax", "completed": true},
  {"userId": 7, "id": 132, "title": "return the rental car", "completed": false},
  {"userId": 7, "id": 133, "title": "update the address at the bank", "completed": false},
  {"userId": 7, "id": 134, "title": "water the orchids", "completed": false},
  {"userId": 7, "id": 135, "title": "take the coats to the dry cleaner", "completed": false},
  {"userId": 7, "id": 136, "title": "sort the bookshelves", "completed": true},
  {"userId": 7, "id": 137, "title": "prepare the garden for winter", "completed": true},
  {"userId": 7, "id": 138, "title": "check the backups", "completed": false},
  {"userId": 7, "id": 139, "title": "order contact lenses", "completed": false},
  {"userId": 7, "id": 140, "title": "organise the car-pool rota", "completed": true},
  {"userId": 8, "id": 141, "title": "buy light bulbs for the hallway", "completed": false},
  {"userId": 8, "id": 142, "title": "call the vet", "completed": false},
  {"userId": 8, "id": 143, "title": "email Priya the contract", "completed": false},
  {"userId": 8, "id": 144, "title": "fix the wobbly chair", "completed": false},
  {"userId": 8, "id": 145, "title": "review the release notes", "completed": true},
  {"userId": 8, "id": 146, "title": "clean the desk drawers", "completed": true},
  {"userId": 8, "id": 147, "title": "book a plumber", "completed": false},
  {"userId": 8, "id": 148, "title": "plan the photo book", "completed": true},
  {"userId": 8, "id": 149, "title": "read the caf\u00e9's new menu", "completed": true},
  {"userId": 8, "id": 150, "title": "write down the wifi password", "completed": true},
  {"userId": 8, "id": 151, "title": "pay the phone bill", "completed": false},
  {"userId": 8, "id": 152, "title": "return the dish to Ines", "completed": true},
  {"userId": 8, "id": 153, "title": "update the family calendar", "completed": false},
  {"userId": 8, "id": 154, "title": "water the new hedge", "completed": true},
  {"userId": 8, "id": 155, "title": "take photos of the flat", "completed": true},
  {"userId": 8, "id": 156, "title": "sort the cables drawer", "completed": true},
  {"userId": 8, "id": 157, "title": "prepare the demo", "completed": false},
  {"userId": 8, "id": 158, "title": "check the weather for Sunday", "completed": true},
  {"userId": 8, "id": 159, "title": "order a curtain rod", "completed": false},
  {"userId": 8, "id": 160, "title": "organise the garage sale", "completed": true},
  {"userId": 9, "id": 161, "title": "buy sunscreen", "completed": true},
  {"userId": 9, "id": 162, "title": "call the school office", "completed": true},
  {"userId": 9, "id": 163, "title": "email support about the refund", "completed": false},
  {"userId": 9, "id": 164, "title": "fix the typo in the README", "completed": false},
  {"userId": 9, "id": 165, "title": "review the test plan", "completed": false},
  {"userId": 9, "id": 166, "title": "clean the gutters", "completed": false},
  {"userId": 9, "id": 167, "title": "book swimming lessons", "completed": false},
  {"userId": 9, "id": 168, "title": "plan the weekend hike", "completed": false},
  {"userId": 9, "id": 169, "title": "read the article on DDD", "completed": false},
  {"userId": 9, "id": 170, "title": "write the shopping list", "completed": false},
  {"userId": 9, "id": 171, "title": "pay the piano teacher", "completed": true},
  {"userId": 9, "id": 172, "title": "return the extra chairs", "completed": false},
  {"userId": 9, "id": 173, "title": "update the spreadsheet of expenses", "completed": true},
  {"userId": 9, "id": 174, "title": "water the herb garden", "completed": false},
  {"userId": 9, "id": 175, "title": "take a break", "completed": false},
  {"userId": 9, "id": 176, "title": "sort the pantry", "completed": true},
  {"userId": 9, "id": 177, "title": "prepare the agenda for the retro", "completed": false},
  {"userId": 9, "id": 178, "title": "check the crash logs", "completed": false},
  {"userId": 9, "id": 179, "title": "order the school uniform", "completed": true},
  {"userId": 9, "id": 180, "title": "organise the team's reading group", "completed": false},
  {"userId": 10, "id": 181, "title": "buy rice", "completed": false},
  {"userId": 10, "id": 182, "title": "call the electrician", "completed": true},
  {"userId": 10, "id": 183, "title": "email the venue about parking", "completed": false},
  {"userId": 10, "id": 184, "title": "fix the printer driver", "completed": false},
  {"userId": 10, "id": 185, "title": "review the insurance policy", "completed": false},
  {"userId": 10, "id": 186, "title": "clean the barbecue", "completed": false},
  {"userId": 10, "id": 187, "title": "book the annual check-up", "completed": false},
  {"userId": 10, "id": 188, "title": "plan the holiday budget", "completed": true},
  {"userId": 10, "id": 189, "title": "read the contract's small print", "completed": false},
  {"userId": 10, "id": 190, "title": "write a review of the caf\u00e9 on Rue Cler", "completed": true},
  {"userId": 10, "id": 191, "title": "pay the window cleaner", "completed": false},
  {"userId": 10, "id": 192, "title": "return the wrong size shoes", "completed": false},
  {"userId": 10, "id": 193, "title": "update the r\u00e9sum\u00e9 on the job site", "completed": false},
  {"userId": 10, "id": 194, "title": "water Nora's plants while she's away", "completed": true},
  {"userId": 10, "id": 195, "title": "take the old sofa to the tip", "completed": true},
  {"userId": 10, "id": 196, "title": "sort the backlog", "completed": false},
  {"userId": 10, "id": 197, "title": "prepare the bike for the race", "completed": true},
  {"userId": 10, "id": 198, "title": "check the expiry date of the passport", "completed": false},
  {"userId": 10, "id": 199, "title": "order pizza for the party \ud83c\udf55", "completed": false},
  {"userId": 10, "id": 200, "title": "organise the freezer", "completed": true}
]
"""#
}
