/// The first act's executable runs the first act's checks and rules.
@main
extension GreetingsChecks {}
