#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says of a file, following symbolic links: the one place that reads it.
struct FileStatus: Equatable, Sendable {
    var size: Int64
    /// `seconds.nanoseconds` since 1970, exactly as the file system keeps it.
    var modificationTime: String
    var inode: UInt64
    var isDirectory: Bool

    /// The status of the file at `path`, or nil when there is none.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        size = Int64(info.st_size)
        modificationTime = "\(time.tv_sec).\(time.tv_nsec)"
        inode = UInt64(info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    }
}
