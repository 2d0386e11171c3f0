/// A retry loop that never gives up, printing as it goes.
func retryForever() -> Int {
    var attempt = 0
    while true {
        attempt += 1
        print("attempt \(attempt) failed, retrying")
    }
}

/// Prints ten megabytes, then answers.
func printTenMegabytes() -> Int {
    let line = String(repeating: "x", count: 99)
    for _ in 0..<100_000 { print(line) }
    print("done")
    return 42
}
