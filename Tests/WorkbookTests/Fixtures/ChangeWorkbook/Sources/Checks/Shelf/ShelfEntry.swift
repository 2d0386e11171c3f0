@main
extension ShelfChecks {}
