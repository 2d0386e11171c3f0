// Which of the learner's functions a difference the egg search found lies in, so that "your code
// at" opens it (issue 38): the publisher, probed alone, or the egg function the last step called.
// Shared by both acts, as the search is.
#if CHANGE_SOLUTION
@testable import EggDomainObjectChangeSolution
#elseif SOLUTION
@testable import EggDomainObjectSolution
#else
@testable import EggDomainObject
#endif

extension EggShelf {
    /// The function whose code made the difference after the last step, as the index names it
    /// (`Egg.changeSize(to:)`): when what the subscribers heard differs, the publisher's
    /// function after which a fresh publisher, alone, delivers wrongly; when it delivers right
    /// (or something else differs: the rows, an outcome, an egg), the egg function the last step
    /// called. nil when that step called none.
    ///
    /// Called only once a difference was found: the probe uses a publisher of its own, so
    /// what the search sees stays as it was.
    @MainActor
    func functionAtFault(heardDiffers: Bool) -> String? {
        if heardDiffers, let publisher = Self.publisherFunctionAtFault(steps) { return publisher }
        guard let last = steps.last else { return nil }
        switch last {
        case .insert, .insertMany: return "Egg.insert(_:into:publisher:)"
        case .load: return "Egg.load(_:from:publisher:)"
        case .change: return "Egg.changeSize(to:)"
        case .crack: return "Egg.markCracked()"
        case .subscribe, .subscribeOnce, .unsubscribe: return heardDiffers ? Self.publisherFunction(of: last) : nil
        }
    }

    /// The first of the publisher's functions that goes wrong when a fresh publisher is given
    /// the same subscriptions and unsubscriptions, in order, and publishes a probe event after
    /// each (or after the last only): the subscribe or unsubscribe after which it delivers to
    /// other subscribers than the lesson's, or in another order (or delivers while subscribing);
    /// `publish(_:)` when it delivers right after the same steps without the earlier publishes,
    /// or when a subscriber that listens once leaves after the delivery instead of while it hears
    /// the event. nil when it delivers
    /// as the lesson says after every step, on each of a few publishers: one whose order
    /// depends on the instance (handlers in a Dictionary, whose order is seeded per instance)
    /// may deliver right by chance.
    @MainActor
    static func publisherFunctionAtFault(_ steps: [ShelfStep]) -> String? {
        let subscriptions = steps.filter { step in
            switch step {
            case .subscribe, .subscribeOnce, .unsubscribe: true
            default: false
            }
        }
        // Kept alive until the probe ends, so that no publisher takes the memory of one before.
        var probed: [DomainEventPublisher] = []
        // Publishing after each step, then after the last only (a subscriber that listens once
        // has left by the next step when each step publishes).
        for publishingAfterEach in [true, false] {
            for _ in 0..<4 {
                guard let wrong = firstWrongDelivery(subscriptions, publishingAfterEach: publishingAfterEach, probed: &probed)
                else { continue }
                // Right when a subscriber that listens once leaves after the event is delivered:
                // publish(_:) loses its way when one leaves while it hears it.
                if firstWrongDelivery(subscriptions, publishingAfterEach: publishingAfterEach, leaving: .afterDelivery,
                                      probed: &probed) == nil
                    || publishingAfterEach
                    && firstWrongDelivery(Array(subscriptions[...wrong]), publishingAfterEach: false, probed: &probed) == nil {
                    return "DomainEventPublisher.publish(_:)"
                }
                // A subscriber that listens once and goes wrong only when it leaves: its unsubscribe.
                if case .subscribeOnce = subscriptions[wrong],
                   firstWrongDelivery(subscriptions, publishingAfterEach: publishingAfterEach, leaving: .never, probed: &probed) == nil {
                    return "DomainEventPublisher.unsubscribe(_:)"
                }
                return publisherFunction(of: subscriptions[wrong])
            }
        }
        return nil
    }

    /// The index of the first subscribe or unsubscribe after which a fresh publisher delivers a
    /// probe event other than the lesson says (publishing after each step, or after the last
    /// only, then once more); nil when it delivers right. A subscriber that subscribed once
    /// leaves as `leaving` says.
    @MainActor
    private static func firstWrongDelivery(_ steps: [ShelfStep], publishingAfterEach: Bool, leaving: Leaving = .whileHearing,
                                           probed: inout [DomainEventPublisher]) -> Int? {
        let publisher = DomainEventPublisher()
        probed.append(publisher)
        var model = EggShelfModel()
        model.subscribers = []
        var subscriptions: [DomainEventPublisher.Subscription] = []
        var heard: [Int] = []
        var leavers: [Int] = []
        for (index, step) in steps.enumerated() {
            switch step {
            case .subscribe(let count):
                for _ in 0..<count {
                    let number = subscriptions.count + 1
                    subscriptions.append(publisher.subscribe { _ in heard.append(number) })
                }
            case .subscribeOnce:
                let number = subscriptions.count + 1
                var hasLeft = false
                subscriptions.append(publisher.subscribe { [weak publisher] _ in
                    heard.append(number)
                    guard !hasLeft, leaving != .never else { return }
                    hasLeft = true
                    if leaving == .whileHearing { publisher?.unsubscribe(subscriptions[number - 1]) } else { leavers.append(number) }
                })
            case .unsubscribe(let number):
                if number <= subscriptions.count { publisher.unsubscribe(subscriptions[number - 1]) }
            default:
                continue
            }
            model.apply(step)
            if case .subscribeOnce = step, leaving == .never { model.subscribers[model.subscribers.count - 1].once = false }
            guard heard.isEmpty else { return index }
            guard publishingAfterEach || index == steps.count - 1 else { continue }
            // Once more after the last step: those who left while they heard the last are gone.
            for ping in index == steps.count - 1 ? [index, index + 1] : [index] {
                publisher.publish(Ping(number: ping))
                if heard != model.deliver() { return index }
                for number in leavers { publisher.unsubscribe(subscriptions[number - 1]) }
                (heard, leavers) = ([], [])
            }
        }
        return nil
    }

    /// When a subscriber that listens once gives its subscription back, in a probe.
    private enum Leaving {
        case whileHearing, afterDelivery, never
    }

    /// `EggStore.save(_:)` when a fresh store, opened with the search's first rows and given
    /// the model's rows one by one, whole, then once more as they are (cracked by
    /// `crackedRecord` in the second act), holds other rows than those: the store, not the egg,
    /// lost or moved them. nil when it holds them.
    @MainActor
    static func storeFunctionAtFault(_ rows: [EggShelfModel.Row], crackedRecord: ((EggRecord) -> EggRecord)?,
                                     isCracked: ((EggRecord) -> Bool)?) -> String? {
        let store = EggStore(records: [EggRecord(eggIdentifier: ShelfEgg.shell.identifier, eggSize: 2),
                                       EggRecord(eggIdentifier: ShelfEgg.speckled.identifier, eggSize: 7)])
        let records = rows.map { EggRecord(eggIdentifier: ShelfEgg.identifier(ofName: $0.egg), eggSize: $0.raw) }
        records.forEach(store.save)
        for (row, record) in zip(rows, records) {
            store.save(row.isCracked ? crackedRecord?(record) ?? record : record)
        }
        let held = store.records.map { shelfRow($0, isCracked) }
        return held == rows ? nil : "EggStore.save(_:)"
    }

    private static func publisherFunction(of step: ShelfStep) -> String? {
        switch step {
        case .subscribe, .subscribeOnce: "DomainEventPublisher.subscribe(_:)"
        case .unsubscribe: "DomainEventPublisher.unsubscribe(_:)"
        default: nil
        }
    }
}
