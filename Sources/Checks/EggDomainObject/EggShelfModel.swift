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
import struct KataKit.StateMachine

/// The eggs of the search: one never stored, one stored before the checks began (raw size 2),
/// and one stored with the bad raw size 7.
enum ShelfEgg: Int, CaseIterable, CustomStringConvertible {
    case yolk, shell, speckled

    var identifier: String {
        switch self {
        case .yolk: "0D5E4C4B-7E0B-4F43-9C3A-1B2E3F405161"
        case .shell: "5A1F3C2E-8D4B-4E6A-B7C9-0F1E2D3C4B5A"
        case .speckled: "C0FFEE00-1234-4ABC-8DEF-0123456789AB"
        }
    }

    var description: String {
        switch self {
        case .yolk: "yolk"
        case .shell: "shell"
        case .speckled: "speckled"
        }
    }

    /// The egg's name, from a stored identifier.
    static func name(of identifier: String) -> String {
        allCases.first { $0.identifier == identifier }?.description ?? identifier
    }
}

/// One step at the boundary of the egg, its store and its publisher.
enum ShelfStep: CustomStringConvertible {
    case insert(ShelfEgg, EggSize)
    case load(ShelfEgg)
    /// `changeSize(to:)` of the egg last inserted or loaded with this id.
    case change(ShelfEgg, EggSize)
    /// A new subscriber, numbered in the order they subscribe.
    case subscribe
    /// Gives back the subscription of this subscriber (ended already, or never made: nothing).
    case unsubscribe(Int)
    /// `markCracked()` of the egg last inserted or loaded (second act).
    case crack(ShelfEgg)

    var description: String {
        switch self {
        case .insert(let egg, let size): "insert \(egg) (\(size))"
        case .load(let egg): "load \(egg)"
        case .change(let egg, let size): "change \(egg) to \(size)"
        case .subscribe: "subscribe"
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
    /// Subscribers in the order they subscribed, and whether they still listen: two subscribe
    /// before the first step.
    var subscribers: [(number: Int, isListening: Bool)] = [(1, true), (2, true)]
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
            outcome = "an egg of size \(size)"
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
            outcome = "an egg of size \(size)" + (row.isCracked ? ", cracked" : "")
        case .change(let egg, let size):
            guard let held = inHand[egg], held.size != size, !held.isCracked else { return }
            inHand[egg] = (size, false)
            store(Row(egg: egg.description, raw: size.rawValue))
            publish("EggSizeChanged(\(egg), from: \(held.size), to: \(size))", about: egg)
        case .subscribe:
            subscribers.append((subscribers.count + 1, true))
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
        for subscriber in subscribers where subscriber.isListening {
            heard.append("subscriber \(subscriber.number) got \(event) with \(stored) in the store")
        }
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
            return (true, "expected the subscribers to hear \(Self.list(heard)), got \(Self.list(got))"
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
        for egg in ShelfEgg.allCases {
            guard let expected = inHand[egg], let shown = gotEggs[egg] else { continue }
            if shown.size != expected.size {
                return (false, "expected the \(egg) egg's size to be \(expected.size), got \(shown.size)\(egg == .shell ? Self.start : "")")
            }
            if cracks, shown.isCracked != expected.isCracked {
                return (false, "expected the \(egg) egg's isCracked to be \(expected.isCracked), got \(shown.isCracked)")
            }
        }
        return nil
    }

    /// What the search does before the first step, said where it matters.
    static let start = "; before the first step, subscribers 1 and 2 subscribed and the shell egg was loaded, stored as medium"

    private static func list(_ calls: [String]) -> String {
        calls.isEmpty ? "nothing" : calls.joined(separator: "; ")
    }
}

/// The steps the search draws, the lesson's boundaries drawn on purpose (a change to the size
/// the egg has, a subscription given back twice, a row with a bad size); the simplest first.
enum ShelfSteps {
    static let eggs = Generator<ShelfEgg>.element(of: ShelfEgg.allCases)
    static let sizes = Generator<EggSize>.element(of: [.medium, .large, .small, .extraLarge])

    static let insert = Generator<ShelfStep> { choices in .insert(eggs.draw(&choices), sizes.draw(&choices)) }
    static let load = eggs.map(ShelfStep.load)
    static let change = Generator<ShelfStep> { choices in .change(eggs.draw(&choices), sizes.draw(&choices)) }
    static let subscribe = Generator<ShelfStep>.just(.subscribe)
    static let unsubscribe = Generator.int(in: 1...5).map(ShelfStep.unsubscribe)
    static let crack = eggs.map(ShelfStep.crack)

    /// The first act's steps, the simplest first.
    static let operations: [Generator<ShelfStep>] = [subscribe, insert, change, load, unsubscribe]
}

/// The learner's eggs, store and publisher, with what the subscribers heard. Before the first
/// step, two subscribers subscribe and the shell egg is loaded (as the model says).
final class EggShelf {
    let store = EggStore(records: [EggRecord(eggIdentifier: ShelfEgg.shell.identifier, eggSize: 2),
                                   EggRecord(eggIdentifier: ShelfEgg.speckled.identifier, eggSize: 7)])
    let publisher = DomainEventPublisher()
    var eggs: [ShelfEgg: Egg] = [:]
    var subscriptions: [DomainEventPublisher.Subscription] = []
    var heard: [String] = []
    var outcome: String?
    /// Every step performed, the two subscriptions and the load before the first included: what
    /// ``functionAtFault(heardDiffers:)`` replays.
    var steps: [ShelfStep] = []
}

/// The eggs beside the model, over generated sequences of steps. The second act passes how to
/// crack an egg and read its mark, and `describeEvent` for its new event (its name, and the
/// identifier of the egg it is about).
@MainActor
func eggShelfMachine(operations: [Generator<ShelfStep>],
                     crack: (@MainActor (Egg) -> Void)? = nil,
                     isCracked: (@MainActor (Egg) -> Bool)? = nil,
                     recordIsCracked: ((EggRecord) -> Bool)? = nil,
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
            guard let id = try? EggID(identifier: egg.identifier) else { return }
            let inserted = Egg.insert(NewEgg(eggID: id, size: size), into: shelf.store, publisher: shelf.publisher)
            shelf.eggs[egg] = inserted
            shelf.outcome = "an egg of size \(inserted.size)"
        case .load(let egg):
            guard let id = try? EggID(identifier: egg.identifier) else { return }
            do {
                let loaded = try Egg.load(id, from: shelf.store, publisher: shelf.publisher)
                shelf.eggs[egg] = loaded
                shelf.outcome = "an egg of size \(loaded.size)" + (isCracked?(loaded) == true ? ", cracked" : "")
            } catch {
                switch error as? EggError {
                case .notFound?: shelf.outcome = "the error notFound"
                case .invalidStoredSize(let raw)?: shelf.outcome = "the error invalidStoredSize(\(raw))"
                default: shelf.outcome = "the error \(error)"
                }
            }
        case .change(let egg, let size):
            shelf.eggs[egg]?.changeSize(to: size)
        case .subscribe:
            let number = shelf.subscriptions.count + 1
            let (store, shelfRef) = (shelf.store, shelf)
            shelf.subscriptions.append(shelf.publisher.subscribe { event in
                let (name, egg) = shelfEvent(event, describeEvent)
                let row = store.record(withIdentifier: egg).map { shelfRow($0, recordIsCracked) }
                shelfRef.heard.append("subscriber \(number) got \(name) with \(row.map(EggShelfModel.show) ?? "no row") in the store")
            })
        case .unsubscribe(let number):
            if number <= shelf.subscriptions.count { shelf.publisher.unsubscribe(shelf.subscriptions[number - 1]) }
        case .crack(let egg):
            if let held = shelf.eggs[egg] { crack?(held) }
        }
    }
    return StateMachine(
        model: model,
        system: {
            let shelf = EggShelf()
            perform(.subscribe, on: shelf)
            perform(.subscribe, on: shelf)
            perform(.load(.shell), on: shelf)
            return shelf
        },
        operations: operations,
        perform: { step, shelf in perform(step, on: shelf) },
        next: { step, model in model.apply(step) },
        compare: { model, shelf in
            var eggs: [ShelfEgg: (size: EggSize, isCracked: Bool)] = [:]
            for (name, egg) in shelf.eggs {
                eggs[name] = (egg.size, isCracked?(egg) ?? false)
            }
            guard let found = model.difference(heard: shelf.heard, outcome: shelf.outcome,
                                               rows: shelf.store.records.map { shelfRow($0, recordIsCracked) }, inHand: eggs)
            else { return nil }
            return Difference(observed: shelf.functionAtFault(heardDiffers: found.heardDiffers), found.description)
        })
}

/// A stored record as the model writes it.
func shelfRow(_ record: EggRecord, _ isCracked: ((EggRecord) -> Bool)?) -> EggShelfModel.Row {
    EggShelfModel.Row(egg: ShelfEgg.name(of: record.eggIdentifier), raw: record.eggSize, isCracked: isCracked?(record) ?? false)
}

/// An event as the model writes it, and the identifier of the egg it is about.
func shelfEvent(_ event: any DomainEvent, _ describeEvent: (any DomainEvent) -> (name: String, identifier: String)?) -> (String, String) {
    if let change = event as? EggSizeChanged {
        return ("EggSizeChanged(\(ShelfEgg.name(of: change.eggID.identifier)), from: \(change.from), to: \(change.to))",
                change.eggID.identifier)
    }
    return describeEvent(event) ?? (String(describing: type(of: event)), "")
}
