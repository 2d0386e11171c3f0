/// What can go wrong when eggs come from outside the domain: typed text, or stored rows.
enum EggError: Error, Equatable {
    /// The text is not a UUID.
    case invalidIdentifier(String)
    /// The store has no egg with this identifier.
    case notFound(EggID)
    /// The store holds a size that is not one of the sizes (1 to 4), for example written by an
    /// older version of the app.
    case invalidStoredSize(Int)
}
