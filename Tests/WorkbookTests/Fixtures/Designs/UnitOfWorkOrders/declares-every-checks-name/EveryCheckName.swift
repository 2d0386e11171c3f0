// A correct design whose learner declares every name KataKit exports and every top-level name
// the checks of UnitOfWorkOrders declare: the checks must compile and pass whatever the learner names
// their types. Kept complete by CheckNameClashTests.

// KataKit's public names.
enum Choices {}
enum Counterexample {}
enum Generator {}
enum SearchBudget {}
enum SearchReport {}
enum StateMachine {}
func expectModelHolds(_ values: Any...) {}
enum SeededRandom {}
enum Moment {}
enum Architecture {}
enum Capability {}
enum Check {}
enum CheckEvent {}
enum CheckKind {}
enum CheckResult {}
enum CheckStopped {}
enum CodeSelection {}
enum Codebase {}
enum ValueWriters {}
enum ObservedProducers {}
enum Difference {}
enum Dependency {}
enum Failure {}
enum IndexStoreLocation {}
enum IndexedFiles {}
enum IndexedSymbol {}
enum Kata {}
enum ListedAPI {}
enum Part {}
enum PartGraph {}
typealias Rule = Int
enum SwiftCode {}
enum SymbolOccurrence {}
enum SymbolRoles {}
enum Violation {}
func expectEqual(_ values: Any...) {}
func expectFalse(_ values: Any...) {}
func expectNil(_ values: Any...) {}
func expectNoThrow(_ values: Any...) {}
func expectNotEqual(_ values: Any...) {}
func expectNotNil(_ values: Any...) {}
func expectThrows(_ values: Any...) {}
func expectTrue(_ values: Any...) {}
func fail(_ values: Any...) {}
func unwrap(_ values: Any...) {}

// The checks' own top-level names, the @main type included.
enum AuditA {}
enum Auditor {}
enum Billing {}
enum EventA {}
enum EventB {}
enum EventC {}
enum FailingPostA {}
enum FailingPreA {}
enum FailureSink {}
enum FakeGateway {}
enum Fixture {}
enum PaymentGateway {}
enum PostA1 {}
enum PostA2 {}
enum PostB {}
enum PostOrderPlaced {}
enum PreA1 {}
enum PreA2 {}
enum PreB {}
enum PreBillingOrderPlaced {}
enum PreC {}
enum PreOrderPlaced {}
enum ScriptStep {}
enum SlowPostA {}
enum SlowPreA {}
enum SpyContext {}
enum SpyEntity {}
enum SpyError {}
enum SpyEvent {}
enum SpyLog {}
enum SpyNotifier {}
enum UnitOfWorkOrdersChecks {}
func expectCalls(_ values: Any...) {}
func independenceScript(_ values: Any...) {}
func ordersApp(_ values: Any...) {}
func unawaitedHint(_ values: Any...) {}
func work(_ values: Any...) {}
enum FirstPostA {}
enum FirstPreA {}
enum OnlyPostB {}
enum OnlyPreB {}
enum SearchHandler {}
enum SecondPostA {}
enum SecondPreA {}
enum ThirdPreA {}
enum FourthPreA {}
enum FifthPreA {}
enum ThirdPostA {}
enum FourthPostA {}
enum FifthPostA {}
enum UnitBench {}
enum UnitEnding {}
enum UnitOfWorkModel {}
enum UnitScript {}
enum UnitSearchError {}
enum UnitStep {}
enum UnitSteps {}
func unitOfWorkMachine(_ values: Any...) {}
enum DrawnHandler {}
enum HandlerNumber {}
enum NumberOne {}
enum Doubled {}
enum DoubledPlusOne {}
enum NumberedPreA {}
enum NumberedPostA {}
