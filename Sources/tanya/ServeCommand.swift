import TanyaCore

/// `tanya serve`: wired once the HTTP module lands.
struct ServeCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    func run() throws -> Int32 {
        cli.stderr.write("tanya serve: belum tersedia\n")
        return ExitCode.failure
    }
}
