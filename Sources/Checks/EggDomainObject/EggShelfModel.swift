// An executable model of what the lesson promises of eggs, their store and their publisher, for
// the checks that search (issue 38): any sequence of inserts, loads, size changes (to the same
// size too), subscriptions and unsubscriptions (and, in the second act, cracks), compared with
// the learner's code after every step. Shared by both acts: the second act's file adds the crack.
#if CHANGE_SOLUTION
@testable import EggDomainObjectChangeSolution
#elseif SOLUTION
@testable import EggDomainObjectSolution
#else
@testable import EggDomainObject
#endif
import struct KataKit.Difference
import struct KataKit.Generator
import struct KataKit.SearchBudget
import struct KataKit.StateMachine

/// The eggs of the search: the yolk egg, never stored; the shell egg, stored before the checks
/// began (raw size 2); the speckled egg, stored with the bad raw size 7; and any number of other
/// eggs, never stored, so that the store holds as many eggs as the search inserts.
struct ShelfEgg: Hashable, Comparable, CustomStringConvertible {
    let number: Int

    static let yolk = ShelfEgg(number: 0)
    static let shell = ShelfEgg(number: 1)
    static let speckled = ShelfEgg(number: 2)

    var identifier: String {
        switch number {
        case 0: "0D5E4C4B-7E0B-4F43-9C3A-1B2E3F405161"
        case 1: "5A1F3C2E-8D4B-4E6A-B7C9-0F1E2D3C4B5A"
        case 2: "C0FFEE00-1234-4ABC-8DEF-0123456789AB"
        default: Self.hex(number, 8) + "-0000-4000-8000-" + Self.hex(number, 12)
        }
    }

    var description: String {
        switch number {
        case 0: "yolk"
        case 1: "shell"
        case 2: "speckled"
        default: "egg \(number)"
        }
    }

    static func < (lhs: ShelfEgg, rhs: ShelfEgg) -> Bool {
        lhs.number < rhs.number
    }

    /// The egg's name, from a stored identifier.
    static func name(of identifier: String) -> String {
        let number = [yolk, shell, speckled].first { $0.identifier == identifier }?.number
            ?? Int(identifier.prefix(8), radix: 16) ?? -1
        return number >= 0 && ShelfEgg(number: number).identifier == identifier ? ShelfEgg(number: number).description : identifier
    }

    /// The identifier of the egg with this name.
    static func identifier(ofName name: String) -> String {
        let number = ["yolk": 0, "shell": 1, "speckled": 2][name] ?? Int(name.dropFirst(4)) ?? 0
        return ShelfEgg(number: number).identifier
    }

    private static func hex(_ number: Int, _ digits: Int) -> String {
        let text = String(number, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// One step at the boundary of the egg, its store and its publisher.
enum ShelfStep: CustomStringConvertible {
    case insert(ShelfEgg, EggSize)
    /// Inserts of this many eggs at once, egg 3 onwards, all of one size: a full store.
    case insertMany(Int, EggSize)
    case load(ShelfEgg)
    /// `changeSize(to:)` of the egg last inserted or loaded with this id.
    case change(ShelfEgg, EggSize)
    /// New subscribers (one, or dozens or hundreds at once), numbered in the order they subscribe.
    case subscribe(Int)
    /// A new subscriber that gives its subscription back while it hears its first event.
    case subscribeOnce
    /// Gives back the subscription of this subscriber (ended already, or never made: nothing).
    case unsubscribe(Int)
    /// `markCracked()` of the egg last inserted or loaded (second act).
    case crack(ShelfEgg)

    var description: String {
        switch self {
        case .insert(let egg, let size): "insert \(egg) (\(sizeName(size)))"
        case .insertMany(let count, let size): "insert \(count) eggs (egg 3 to egg \(count + 2), \(sizeName(size)))"
        case .load(let egg): "load \(egg)"
        case .change(let egg, let size): "change \(egg) to \(sizeName(size))"
        case .subscribe(let count): count == 1 ? "subscribe" : "subscribe \(count) subscribers"
        case .subscribeOnce: "subscribe once"
        case .unsubscribe(let number): "unsubscribe subscriber \(number)"
        case .crack(let egg): "crack \(egg)"
        }
    }
}

/// What the lesson promises a user of the eggs sees: the stored rows, the eggs in hand, what each
/// subscriber hears while each step runs, and what a load or insert gave.
struct EggShelfModel {
    struct Row: Equatable {
        var egg: String
        var raw: Int
        var isCracked = false
    }

    var rows: [Row] = [Row(egg: "shell", raw: 2), Row(egg: "speckled", raw: 7)]
    /// The egg last inserted or loaded with each id: its size, and whether it is cracked. The
    /// shell egg is loaded before the first step.
    var inHand: [ShelfEgg: (size: EggSize, isCracked: Bool)] = [.shell: (.medium, false)]
    /// Subscribers in the order they subscribed, whether they still listen, and whether they
    /// unsubscribe while they hear their first event: two subscribe before the first step.
    var subscribers: [(number: Int, isListening: Bool, once: Bool)] = [(1, true, false), (2, true, false)]
    /// What the subscribers heard during the last step, in order.
    var heard: [String] = []
    /// What the last insert or load gave.
    var outcome: String?
    /// Whether the second act's crack is part of the lesson.
    var cracks = false

    mutating func apply(_ step: ShelfStep) {
        heard = []
        outcome = nil
        switch step {
        case .insert(let egg, let size):
            store(Row(egg: egg.description, raw: size.rawValue))
            inHand[egg] = (size, false)
            outcome = "an egg of size \(sizeName(size))"
        case .insertMany(let count, let size):
            for number in 3..<count + 3 {
                store(Row(egg: ShelfEgg(number: number).description, raw: size.rawValue))
                inHand[ShelfEgg(number: number)] = (size, false)
            }
            outcome = "an egg of size \(sizeName(size))"
        case .load(let egg):
            guard let row = rows.first(where: { $0.egg == egg.description }) else {
                outcome = "the error notFound"
                return
            }
            guard let size = EggSize(rawValue: row.raw) else {
                outcome = "the error invalidStoredSize(\(row.raw))"
                return
            }
            inHand[egg] = (size, row.isCracked)
            outcome = "an egg of size \(sizeName(size))" + (row.isCracked ? ", cracked" : "")
        case .change(let egg, let size):
            guard let held = inHand[egg], held.size != size, !held.isCracked else { return }
            inHand[egg] = (size, false)
            store(Row(egg: egg.description, raw: size.rawValue))
            publish("EggSizeChanged(\(egg), from: \(sizeName(held.size)), to: \(sizeName(size)))", about: egg)
        case .subscribe(let count):
            for _ in 0..<count { subscribers.append((subscribers.count + 1, true, false)) }
        case .subscribeOnce:
            subscribers.append((subscribers.count + 1, true, true))
        case .unsubscribe(let number):
            if number <= subscribers.count { subscribers[number - 1].isListening = false }
        case .crack(let egg):
            guard let held = inHand[egg], !held.isCracked else { return }
            inHand[egg] = (held.size, true)
            store(Row(egg: egg.description, raw: held.size.rawValue, isCracked: true))
            publish("EggCracked(\(egg))", about: egg)
        }
    }

    private mutating func store(_ row: Row) {
        if let index = rows.firstIndex(where: { $0.egg == row.egg }) {
            rows[index] = row
        } else {
            rows.append(row)
        }
    }

    /// Each listening subscriber, in the order they subscribed, hears the event once its change is
    /// stored: what they read in the store then is part of what they heard.
    private mutating func publish(_ event: String, about egg: ShelfEgg) {
        let stored = rows.first { $0.egg == egg.description }.map(Self.show) ?? "no row"
        for number in deliver() {
            heard.append("subscriber \(number) got \(event) with \(stored) in the store")
        }
    }

    /// The subscribers an event reaches, in order: every one listening when it is published, one
    /// that unsubscribes while it hears it included, and those after that one too.
    mutating func deliver() -> [Int] {
        let reached = subscribers.filter(\.isListening)
        for subscriber in reached where subscriber.once {
            subscribers[subscriber.number - 1].isListening = false
        }
        return reached.map(\.number)
    }

    static func show(_ row: Row) -> String {
        "\(row.egg): \(row.raw)" + (row.isCracked ? " cracked" : "")
    }

    /// What differs between the model and the code, as "expected …, got …", and whether it is
    /// what the subscribers heard (the publisher's doing, or the egg's) rather than what the egg
    /// stored, gave or holds (the egg's alone).
    func difference(heard got: [String], outcome gotOutcome: String?, rows gotRows: [Row],
                    inHand gotEggs: [ShelfEgg: (size: EggSize, isCracked: Bool)]) -> (heardDiffers: Bool, description: String)? {
        if got != heard {
            return (true, "expected the subscribers to hear \(Self.list(heard, beside: got)), got \(Self.list(got, beside: heard))"
                + " (each listening subscriber hears each change once, in the order they subscribed, once the change is stored;"
                + " a change to the same size\(cracks ? " or of a cracked egg" : "") publishes nothing\(Self.start))")
        }
        if gotOutcome != outcome, let outcome {
            return (false, "expected \(outcome), got \(gotOutcome ?? "nothing")")
        }
        if gotRows != rows {
            return (false, "expected the store to hold \(rows.map(Self.show).joined(separator: ", ")), got "
                + "\(gotRows.map(Self.show).joined(separator: ", ")) (every change is stored; a load only reads)")
        }
        for (egg, expected) in inHand.sorted(by: { $0.key < $1.key }) {
            guard let shown = gotEggs[egg] else { continue }
            if shown.size != expected.size {
                return (false, "expected the \(egg) egg's size to be \(sizeName(expected.size)), got \(sizeName(shown.size))\(egg == .shell ? Self.start : "")")
            }
            if cracks, shown.isCracked != expected.isCracked {
                return (false, "expected the \(egg) egg's isCracked to be \(expected.isCracked), got \(shown.isCracked)")
            }
        }
        return nil
    }

    /// What the search does before the first step, said where it matters.
    static let start = "; before the first step, subscribers 1 and 2 subscribed and the shell egg was loaded, stored as medium"

    /// The calls, or, when there are many, the first where they differ from `other` and how many.
    private static func list(_ calls: [String], beside other: [String]) -> String {
        guard !calls.isEmpty else { return "nothing" }
        guard calls.count > 8 else { return calls.joined(separator: "; ") }
        let first = (0..<min(calls.count, other.count)).first { calls[$0] != other[$0] } ?? min(calls.count, other.count)
        let shown = calls[max(0, first - 1)..<min(calls.count, first + 2)].joined(separator: "; ")
        return "\(calls.count) calls, from call \(max(0, first - 1) + 1): \(shown)"
    }
}

/// The steps the search draws, the lesson's boundaries drawn on purpose (a change to the size
/// the egg has, a subscription given back twice, a row with a bad size); the simplest first.
enum ShelfSteps {
    /// The three named eggs most often, one in eight any other of a thousand: a store holding
    /// dozens of eggs.
    static let eggs = Generator<ShelfEgg> { choices in
        let (yolk, shell, speckled) = (ShelfEgg.yolk, ShelfEgg.shell, ShelfEgg.speckled)
        let pick = choices.index(below: 8)
        return pick < 7 ? [yolk, shell, speckled, shell, yolk, shell, speckled][pick]
            : ShelfEgg(number: Generator<Int>.size(in: 3...1_000).draw(&choices))
    }
    static let sizes = Generator<EggSize>.element(of: [.medium, .large, .small, .extraLarge])

    /// Mostly one egg, one in eight many at once (dozens, hundreds, 17, 129, 257): a full store.
    static let insert = Generator<ShelfStep> { choices in
        choices.index(below: 8) == 7 ? .insertMany(Generator<Int>.size(in: 2...300).draw(&choices), sizes.draw(&choices))
            : .insert(eggs.draw(&choices), sizes.draw(&choices))
    }
    static let load = eggs.map(ShelfStep.load)
    static let change = Generator<ShelfStep> { choices in .change(eggs.draw(&choices), sizes.draw(&choices)) }
    /// Mostly one subscriber, one in eight a count past the counters a learner writes (dozens,
    /// hundreds, 13, 129, 257), one in eight one that unsubscribes while it hears its first event.
    static let subscribe = Generator<ShelfStep> { choices in
        switch choices.index(below: 8) {
        case 7: .subscribe(Generator<Int>.size(in: 2...300).draw(&choices))
        case 6: .subscribeOnce
        default: .subscribe(1)
        }
    }
    /// Mostly one of the first four subscribers, one in eight of dozens or hundreds (the 257th
    /// too), or one never made.
    static let unsubscribe = Generator<ShelfStep> { choices in
        .unsubscribe(choices.index(below: 8) == 7 ? Generator<Int>.size(in: 6...1_025).draw(&choices) : 1 + choices.index(below: 4))
    }
    static let crack = eggs.map(ShelfStep.crack)

    /// Most sequences as long as usual, one in eight of up to 300 steps.
    static var budget: SearchBudget {
        var budget = SearchBudget.standard
        budget.longestSteps = 300
        return budget
    }

    /// The first act's steps, the simplest first.
    static let operations: [Generator<ShelfStep>] = [subscribe, insert, change, load, unsubscribe]
}

/// The learner's eggs, store and publisher, with what the subscribers heard. Before the first
/// step, two subscribers subscribe and the shell egg is loaded (as the model says). Then the
/// shelf holds what an app holds: its eggs and its subscriptions. The store and the publisher
/// live as long as an egg they were given to does (or the learner's code keeps them otherwise).
final class EggShelf {
    weak var store: EggStore?
    weak var publisher: DomainEventPublisher?
    var eggs: [ShelfEgg: Egg] = [:]
    var subscriptions: [DomainEventPublisher.Subscription] = []
    var heard: [String] = []
    var outcome: String?
    /// Every step performed, the two subscriptions and the load before the first included: what
    /// ``functionAtFault(heardDiffers:)`` replays.
    var steps: [ShelfStep] = []
}

/// The eggs beside the model, over generated sequences of steps. The second act passes how to
/// crack an egg, read its mark and mark a record, and `describeEvent` for its new event (its name, and the
/// identifier of the egg it is about).
@MainActor
func eggShelfMachine(operations: [Generator<ShelfStep>],
                     crack: (@MainActor (Egg) -> Void)? = nil,
                     isCracked: (@MainActor (Egg) -> Bool)? = nil,
                     recordIsCracked: ((EggRecord) -> Bool)? = nil,
                     crackedRecord: ((EggRecord) -> EggRecord)? = nil,
                     describeEvent: @escaping (any DomainEvent) -> (name: String, identifier: String)? = { _ in nil })
-> StateMachine<EggShelfModel, EggShelf, ShelfStep> {
    var model = EggShelfModel()
    model.cracks = crack != nil
    @MainActor func perform(_ step: ShelfStep, on shelf: EggShelf) {
        shelf.heard = []
        shelf.outcome = nil
        shelf.steps.append(step)
        switch step {
        case .insert(let egg, let size):
            insert(egg, size, on: shelf)
        case .insertMany(let count, let size):
            for number in 3..<count + 3 { insert(ShelfEgg(number: number), size, on: shelf) }
        case .load(let egg):
            guard let id = try? EggID(identifier: egg.identifier), let store = shelf.store, let publisher = shelf.publisher else { return }
            do {
                let loaded = try Egg.load(id, from: store, publisher: publisher)
                shelf.eggs[egg] = loaded
                shelf.outcome = "an egg of size \(sizeName(loaded.size))" + (isCracked?(loaded) == true ? ", cracked" : "")
            } catch {
                switch error as? EggError {
                case .notFound?: shelf.outcome = "the error notFound"
                case .invalidStoredSize(let raw)?: shelf.outcome = "the error invalidStoredSize(\(raw))"
                default: shelf.outcome = "the error \(error)"
                }
            }
        case .change(let egg, let size):
            shelf.eggs[egg]?.changeSize(to: size)
        case .subscribe(let count):
            for _ in 0..<count { listen(on: shelf, once: false) }
        case .subscribeOnce:
            listen(on: shelf, once: true)
        case .unsubscribe(let number):
            if number <= shelf.subscriptions.count { shelf.publisher?.unsubscribe(shelf.subscriptions[number - 1]) }
        case .crack(let egg):
            if let held = shelf.eggs[egg] { crack?(held) }
        }
    }
    @MainActor func insert(_ egg: ShelfEgg, _ size: EggSize, on shelf: EggShelf) {
        guard let id = try? EggID(identifier: egg.identifier), let store = shelf.store, let publisher = shelf.publisher else { return }
        let inserted = Egg.insert(NewEgg(eggID: id, size: size), into: store, publisher: publisher)
        shelf.eggs[egg] = inserted
        shelf.outcome = "an egg of size \(sizeName(inserted.size))"
    }
    /// A new subscriber, which writes down what it hears and reads in the store; `once`, it
    /// unsubscribes while it hears its first event.
    @MainActor func listen(on shelf: EggShelf, once: Bool) {
        guard let publisher = shelf.publisher else { return }
        let number = shelf.subscriptions.count + 1
        var hasLeft = !once
        // Weakly: a subscriber keeps neither the app's store nor the app alive.
        shelf.subscriptions.append(publisher.subscribe { [weak store = shelf.store, weak shelf, weak publisher] event in
            let (name, egg) = shelfEvent(event, describeEvent)
            let row = store?.record(withIdentifier: egg).map { shelfRow($0, recordIsCracked) }
            shelf?.heard.append("subscriber \(number) got \(name) with \(row.map(EggShelfModel.show) ?? "no row") in the store")
            guard !hasLeft, let shelf else { return }
            hasLeft = true
            publisher?.unsubscribe(shelf.subscriptions[number - 1])
        })
    }
    return StateMachine(
        model: model,
        system: {
            let shelf = EggShelf()
            // Held here until the shell egg is loaded, then only by what the learner's code keeps.
            let store = EggStore(records: [EggRecord(eggIdentifier: ShelfEgg.shell.identifier, eggSize: 2),
                                           EggRecord(eggIdentifier: ShelfEgg.speckled.identifier, eggSize: 7)])
            let publisher = DomainEventPublisher()
            (shelf.store, shelf.publisher) = (store, publisher)
            perform(.subscribe(2), on: shelf)
            perform(.load(.shell), on: shelf)
            return withExtendedLifetime((store, publisher)) { shelf }
        },
        operations: operations,
        perform: { step, shelf in perform(step, on: shelf) },
        next: { step, model in model.apply(step) },
        compare: { model, shelf in
            guard let store = shelf.store, shelf.publisher != nil else {
                let gone = shelf.store == nil ? "store" : "publisher"
                return Difference(observed: "Egg.load(_:from:publisher:)",
                                  "expected the \(gone) the eggs were given to live as long as an egg does, got it freed while the app "
                                  + "still held the shell egg (an app holds its eggs and its subscriptions; an egg keeps what it stores "
                                  + "into and publishes through)\(EggShelfModel.start)")
            }
            var eggs: [ShelfEgg: (size: EggSize, isCracked: Bool)] = [:]
            for (name, egg) in shelf.eggs {
                eggs[name] = (egg.size, isCracked?(egg) ?? false)
            }
            guard let found = model.difference(heard: shelf.heard, outcome: shelf.outcome,
                                               rows: store.records.map { shelfRow($0, recordIsCracked) }, inHand: eggs)
            else { return nil }
            let saveAtFault = EggShelf.storeFunctionAtFault(model.rows, crackedRecord: crackedRecord, isCracked: recordIsCracked)
            return Difference(observed: saveAtFault ?? shelf.functionAtFault(heardDiffers: found.heardDiffers), found.description)
        },
        budget: ShelfSteps.budget)
}

/// A stored record as the model writes it.
func shelfRow(_ record: EggRecord, _ isCracked: ((EggRecord) -> Bool)?) -> EggShelfModel.Row {
    EggShelfModel.Row(egg: ShelfEgg.name(of: record.eggIdentifier), raw: record.eggSize, isCracked: isCracked?(record) ?? false)
}

/// An event as the model writes it, and the identifier of the egg it is about.
func shelfEvent(_ event: any DomainEvent, _ describeEvent: (any DomainEvent) -> (name: String, identifier: String)?) -> (String, String) {
    if let change = event as? EggSizeChanged {
        return ("EggSizeChanged(\(ShelfEgg.name(of: change.eggID.identifier)), from: \(sizeName(change.from)), to: \(sizeName(change.to)))",
                change.eggID.identifier)
    }
    return describeEvent(event) ?? (String(describing: type(of: event)), "")
}
