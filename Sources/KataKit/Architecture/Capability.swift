/// What code does, as the set of every Foundation API that does it, whatever it is spelled:
/// `JSONSerialization` decodes like `JSONDecoder`, and `Data(contentsOf:)` fetches like
/// `URLSession`.
///
/// The sets match the symbols on Linux (swift-corelibs-foundation, swift-foundation) and on a
/// Mac, where the network types are Objective-C classes (`NSURLSession`, with Swift overlays
/// such as `data(for:)`) and the value types are Swift structs of Foundation.
public struct Capability: Sendable {
    /// How failures name it: "sends requests or reads responses".
    public let description: String
    /// The types whose every use counts: their Swift name and, on a Mac, their Objective-C one.
    let types: [(swift: String, objectiveC: String?)]
    /// Single members that count: initializers of a type, by the start of their name.
    let members: [(type: String, objectiveC: String?, name: String)]

    /// URLSession and its tasks and configuration, URLRequest, URLResponse, HTTPURLResponse,
    /// NSURLConnection, and the initializers that load a URL: `Data(contentsOf:)`,
    /// `String(contentsOf:)`, `NSData(contentsOf:)`, `NSString(contentsOf:)`.
    public static let sendsRequestsOrReadsResponses = Capability(
        description: "sending requests or reading responses",
        types: [
            ("URLSession", "NSURLSession"), ("URLSessionTask", "NSURLSessionTask"),
            ("URLSessionDataTask", "NSURLSessionDataTask"), ("URLSessionDownloadTask", "NSURLSessionDownloadTask"),
            ("URLSessionUploadTask", "NSURLSessionUploadTask"), ("URLSessionWebSocketTask", "NSURLSessionWebSocketTask"),
            ("URLSessionConfiguration", "NSURLSessionConfiguration"), ("URLSessionDelegate", "NSURLSessionDelegate"),
            ("URLRequest", "NSURLRequest"), ("NSMutableURLRequest", "NSMutableURLRequest"),
            ("URLResponse", "NSURLResponse"), ("HTTPURLResponse", "NSHTTPURLResponse"),
            ("NSURLConnection", "NSURLConnection"),
        ],
        members: [
            ("Data", nil, "init(contentsOf:"), ("String", nil, "init(contentsOf:"),
            ("NSData", "NSData", "init(contentsOf:"), ("NSString", "NSString", "init(contentsOf:"),
        ])

    /// JSONDecoder, JSONSerialization, PropertyListDecoder, PropertyListSerialization and
    /// NSKeyedUnarchiver.
    public static let decodesData = Capability(
        description: "decoding data",
        types: [
            ("JSONDecoder", nil), ("JSONSerialization", "NSJSONSerialization"), ("PropertyListDecoder", nil),
            ("PropertyListSerialization", "NSPropertyListSerialization"), ("NSKeyedUnarchiver", "NSKeyedUnarchiver"),
        ],
        members: [])

    /// DispatchQueue, Thread, OperationQueue and `Task.detached`: code that runs a closure
    /// outside the actor it is written in. (A plain `Task { }` keeps its actor.)
    public static let leavesTheCurrentActor = Capability(
        description: "running code off the current actor",
        types: [("DispatchQueue", "OS_dispatch_queue"), ("Thread", "NSThread"), ("OperationQueue", "NSOperationQueue")],
        members: [("Task", nil, "detached(")])

    /// Process (NSTask): running another program, such as `curl`.
    public static let runsPrograms = Capability(
        description: "running other programs",
        types: [("Process", "NSTask")], members: [])

    /// FileManager, FileHandle, and loading or writing files through `Data` or `String`.
    public static let touchesFiles = Capability(
        description: "reading or writing files",
        types: [("FileManager", "NSFileManager"), ("FileHandle", "NSFileHandle"), ("FileWrapper", "NSFileWrapper")],
        members: [("Data", nil, "write(to"), ("String", nil, "write(to"), ("Data", nil, "init(contentsOf"),
                  ("String", nil, "init(contentsOf")])

    /// UserDefaults and NotificationCenter: state and messages shared by the whole app.
    public static let readsOrWritesSettings = Capability(
        description: "reading or writing app-wide defaults or notifications",
        types: [("UserDefaults", "NSUserDefaults"), ("NotificationCenter", "NSNotificationCenter")], members: [])

    /// Whether another module's symbol belongs to the set.
    func contains(_ symbol: IndexedSymbol) -> Bool {
        let usr = symbol.usr
        if types.contains(where: { Self.isMember(usr, of: $0.swift, objectiveC: $0.objectiveC) }) { return true }
        return members.contains { member in
            symbol.name.hasPrefix(member.name) && Self.isMember(usr, of: member.type, objectiveC: member.objectiveC)
        }
    }

    /// The modules a Foundation symbol's USR starts with: `s:10Foundation`, and `s:So` for an
    /// Objective-C class seen from Swift (an overlay member: `s:So12NSURLSessionC10FoundationE…`).
    private static let modules = ["Foundation", "FoundationEssentials", "FoundationNetworking",
                                  "FoundationInternationalization", "CoreFoundation"].map { "\($0.utf8.count)\($0)" } + ["So"]

    /// Types whose USR is not `s:<module><name>`: the standard library's short names, and a
    /// name that repeats its module's (`Dispatch` + `Queue`).
    private static let standardStems = ["String": "s:SS", "Task": "s:ScT", "DispatchQueue": "s:8Dispatch0A5QueueC"]

    /// Whether a USR is the type's or one of its members': `s:18FoundationNetworking10URLSessionC…`,
    /// `c:objc(cs)NSURLSession(im)dataTaskWithRequest:`.
    private static func isMember(_ usr: String, of type: String, objectiveC: String?) -> Bool {
        if let stem = standardStems[type], usr.hasPrefix(stem) { return true }
        if let objectiveC, usr == "c:objc(cs)\(objectiveC)" || usr.hasPrefix("c:objc(cs)\(objectiveC)(") { return true }
        let names = [type] + (objectiveC.map { [$0] } ?? [])
        for module in modules {
            for name in names {
                let stem = "s:\(module)\(name.utf8.count)\(name)"
                guard usr.hasPrefix(stem), let kind = usr.dropFirst(stem.count).first else { continue }
                if "CVOP".contains(kind) { return true }
            }
        }
        return false
    }
}

extension Codebase {
    /// Every use of a capability's APIs: `code.capability(.decodesData)`.
    public func capability(_ capability: Capability) -> CodeSelection {
        CodeSelection(capability.description, in: self,
                      contains: { _, _ in false },
                      declares: { symbol, code in !code.isOwn(symbol.usr) && capability.contains(symbol) })
    }
}
