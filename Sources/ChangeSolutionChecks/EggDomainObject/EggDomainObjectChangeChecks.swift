// Compiled into the learner's act-2 executable only by `kata`'s builds (KATA_CHANGE_CHECKS, see
// Package.swift), and always into the reference's: `swift build` builds at every point of act 2.
#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION

#if CHANGE_SOLUTION
@testable import EggDomainObjectChangeSolution
#else
@testable import EggDomainObject
#endif
import struct KataKit.Check
import struct KataKit.Rule
import func KataKit.expectEqual
import func KataKit.expectFalse
import func KataKit.expectModelHolds
import func KataKit.expectNoThrow
import func KataKit.expectTrue

/// The second act of egg-domain-object: eggs can be marked cracked; a cracked egg keeps its
/// size; marking publishes `EggCracked`.
///
/// This file is compiled against the learner's code only once the change request is open: `kata`
/// then links it into Sources/ChangeChecks/EggDomainObject/ (see EggDomainObjectChangeEntry.swift).
extension EggDomainObjectChangeChecks {
    static let changeChecks: [Check] = [
        Check("a new egg is not cracked, and is stored whole") {
            let (store, publisher) = (EggStore(), DomainEventPublisher())
            let egg = Egg.insert(NewEgg(eggID: EggID(), size: .medium), into: store, publisher: publisher)
            KataKit.expectFalse(egg.isCracked, "isCracked of a new egg")
            KataKit.expectEqual(store.records.map(\.isCracked), [false], "isCracked of the stored record of a new egg")
        },
        Check("marking an egg cracked stores the mark and publishes EggCracked once") {
            let (store, publisher) = (EggStore(), DomainEventPublisher())
            var events: [String] = []
            publisher.subscribe { events.append(describeEgg($0)) }
            let egg = Egg.insert(NewEgg(eggID: EggID(), size: .large), into: store, publisher: publisher)
            egg.markCracked()
            KataKit.expectTrue(egg.isCracked, "isCracked after markCracked()")
            KataKit.expectEqual(store.records.map { "\($0.eggSize) \($0.isCracked)" }, ["3 true"], "the stored record after markCracked(): size 3 (large), cracked")
            KataKit.expectEqual(events, ["EggCracked"], "events published by markCracked()")
        },
        Check("marking a cracked egg again changes nothing and publishes nothing") {
            let (store, publisher) = (EggStore(), DomainEventPublisher())
            var events: [String] = []
            let egg = Egg.insert(NewEgg(eggID: EggID(), size: .small), into: store, publisher: publisher)
            egg.markCracked()
            publisher.subscribe { events.append(describeEgg($0)) }
            egg.markCracked()
            KataKit.expectTrue(egg.isCracked, "isCracked after a second markCracked()")
            KataKit.expectEqual(events, [], "events published by a second markCracked()")
        },
        Check("a cracked egg keeps its size: changeSize(to:) stores nothing and publishes nothing") {
            let (store, publisher) = (EggStore(), DomainEventPublisher())
            var events: [String] = []
            let egg = Egg.insert(NewEgg(eggID: EggID(), size: .medium), into: store, publisher: publisher)
            egg.markCracked()
            let stored = store.records
            publisher.subscribe { events.append(describeEgg($0)) }
            egg.changeSize(to: .extraLarge)
            KataKit.expectEqual(egg.size, .medium, "size of a cracked medium egg after changeSize(to: .extraLarge)")
            KataKit.expectEqual(store.records, stored, "stored records after changeSize(to:) of a cracked egg")
            KataKit.expectEqual(events, [], "events published by changeSize(to:) of a cracked egg")
        },
        Check("a whole egg still changes size, and its record stays whole") {
            let (store, publisher) = (EggStore(), DomainEventPublisher())
            let egg = Egg.insert(NewEgg(eggID: EggID(), size: .medium), into: store, publisher: publisher)
            egg.changeSize(to: .large)
            KataKit.expectEqual(egg.size, .large, "size of a whole egg after changeSize(to: .large)")
            KataKit.expectEqual(store.records.map { "\($0.eggSize) \($0.isCracked)" }, ["3 false"], "the stored record after the change")
        },
        Check("a cracked egg loads cracked, and a record without the mark loads whole") {
            let id = EggID(), other = EggID()
            let store = EggStore(records: [EggRecord(eggIdentifier: other.identifier, eggSize: 2)])
            let publisher = DomainEventPublisher()
            Egg.insert(NewEgg(eggID: id, size: .small), into: store, publisher: publisher).markCracked()
            let loaded = KataKit.expectNoThrow(try Egg.load(id, from: store, publisher: publisher), "loading the cracked egg")
            KataKit.expectEqual(loaded?.isCracked, true, "isCracked of the cracked egg, loaded again")
            loaded?.changeSize(to: .large)
            KataKit.expectEqual(loaded?.size, .small, "size of the loaded cracked egg after changeSize(to: .large)")
            let whole = KataKit.expectNoThrow(try Egg.load(other, from: store, publisher: publisher), "loading an egg stored without the mark")
            KataKit.expectEqual(whole?.isCracked, false, "isCracked of an egg whose record was stored before eggs could crack")
        },
        Check("cracking one egg leaves the others as they were") {
            let (store, publisher) = (EggStore(), DomainEventPublisher())
            let first = Egg.insert(NewEgg(eggID: EggID(), size: .small), into: store, publisher: publisher)
            let second = Egg.insert(NewEgg(eggID: EggID(), size: .small), into: store, publisher: publisher)
            first.markCracked()
            KataKit.expectFalse(second.isCracked, "isCracked of another egg")
            second.changeSize(to: .medium)
            KataKit.expectEqual(second.size, .medium, "size of another egg after changeSize(to: .medium)")
            KataKit.expectEqual(store.records.map(\.isCracked), [true, false], "the stored records' marks, in order")
        },
        Check("after any sequence of inserts, loads, size changes, cracks, subscriptions and unsubscriptions, a cracked egg keeps its size and the store and every subscriber see what the lesson says") {
            // Searched, not sampled: the first act's search (EggShelfModel.swift) with cracks
            // among its steps, drawn often: a crack before and after size changes, in a store
            // that holds dozens or hundreds of eggs, a second crack, changes of a cracked egg to
            // every size (the same, smaller and larger), loads of a cracked egg; a subscriber
            // reads the store while it hears EggCracked.
            await KataKit.expectModelHolds(eggShelfMachine(
                operations: [ShelfSteps.crack] + ShelfSteps.operations,
                crack: { $0.markCracked() }, isCracked: { $0.isCracked }, recordIsCracked: { $0.isCracked },
                crackedRecord: { EggRecord(eggIdentifier: $0.eggIdentifier, eggSize: $0.eggSize, isCracked: true) },
                describeEvent: { event in
                    (event as? EggCracked).map { ("EggCracked(\(ShelfEgg.name(of: $0.eggID.identifier)))", $0.eggID.identifier) }
                }))
        },
    ]

    static let changeRules: [Rule] = [
        Rule("only Egg marks an egg cracked, and only Egg and the store write the mark",
             because: "the lesson's promise: a new rule of an egg lives in Egg, where every client goes through it; code that sets the mark elsewhere skips the event, and the rule that a cracked egg keeps its size") { code in
            code.property("isCracked", of: "Egg").mustOnlyBeChanged(from: code.types("Egg"))
                + code.property("isCracked", of: "EggRecord").mustOnlyBeChanged(from: code.types("EggRecord", "EggStore", "Egg"))
        },
    ]
}

/// An event as the checks name it: its type.
func describeEgg(_ event: any DomainEvent) -> String {
    String(describing: type(of: event))
}

#endif
