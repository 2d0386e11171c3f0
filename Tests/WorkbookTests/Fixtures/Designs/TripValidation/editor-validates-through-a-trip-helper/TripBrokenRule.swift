/// The first rule a trip breaks, for a screen that wants to answer at once.
extension Trip {
    func firstBrokenRule() -> TripValidationError? {
        do {
            _ = try validated()
            return nil
        } catch {
            return error
        }
    }
}
