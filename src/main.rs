//! The okbot binary: parse, run, exit with the code of DESIGN §9.

fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(okbot::main())
}
