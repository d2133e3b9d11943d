#if canImport(Glibc)
import Glibc
#endif

signal(SIGPIPE, SIG_IGN)
let status = TanyaCLI(stdout: FileDescriptorStream.standardOutput, stderr: FileDescriptorStream.standardError)
    .run(Array(CommandLine.arguments.dropFirst()))
exit(status)
