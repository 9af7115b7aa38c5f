//! Golden files: expected output kept in `tests/golden/NAME.txt`. After an intended change,
//! regenerate them and review the diff:
//!
//!     OKBOT_BLESS=1 cargo test --test all context_golden::
//!
//! `OKBOT_BLESS` rewrites the files instead of comparing, so every golden test passes while it is
//! set. CI must compare: with `CI` set too, the helper refuses (panics) rather than bless.

use std::path::PathBuf;

/// How to regenerate the files, for messages.
const BLESS: &str = "OKBOT_BLESS=1 cargo test --test all context_golden::";

/// `tests/golden/NAME.txt`.
pub fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("golden").join(format!("{name}.txt"))
}

/// Whether a variable is switched on: set, and not empty, `0` or `false`.
fn on(value: Option<&str>) -> bool {
    value.is_some_and(|v| !v.is_empty() && v != "0" && !v.eq_ignore_ascii_case("false"))
}

/// Whether to rewrite the golden files, from the values of `OKBOT_BLESS` and `CI`. Panics when
/// both are on: a CI run that blessed would pass whatever the output.
fn blessing(bless: Option<&str>, ci: Option<&str>) -> bool {
    let bless = on(bless);
    assert!(
        !(bless && on(ci)),
        "OKBOT_BLESS is set while CI is set: CI compares golden files, it never rewrites them \
         (unset OKBOT_BLESS)"
    );
    bless
}

/// Compare `actual` with `tests/golden/NAME.txt`, or write it when blessing.
#[track_caller]
pub fn check(name: &str, actual: &str) {
    let path = path(name);
    let var = |key: &str| std::env::var(key).ok();
    if blessing(var("OKBOT_BLESS").as_deref(), var("CI").as_deref()) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {} ({e}); create it with {BLESS}", path.display()));
    if expected != actual {
        let first = expected.lines().zip(actual.lines()).position(|(a, b)| a != b);
        panic!(
            "{} differs from the output (first differing line: {:?})\n--- expected ---\n{expected}\n--- actual ---\n{actual}\n\
             If the change is intended: {BLESS}",
            path.display(),
            first.map(|i| i + 1)
        );
    }
}

#[test]
fn okbot_bless_rewrites_only_when_set_to_something() {
    assert!(!blessing(None, None));
    assert!(!blessing(Some(""), None));
    assert!(!blessing(Some("0"), None));
    assert!(!blessing(Some("false"), None));
    assert!(blessing(Some("1"), None));
    assert!(blessing(Some("1"), Some("")), "an empty CI is no CI");
    assert!(blessing(Some("yes"), Some("0")));
}

#[test]
fn a_ci_run_compares_and_is_never_blessed() {
    assert!(!blessing(None, Some("true")), "CI alone compares");
    assert!(!blessing(Some("0"), Some("true")));
}

#[test]
#[should_panic(expected = "OKBOT_BLESS is set while CI is set")]
fn okbot_bless_under_ci_is_refused() {
    blessing(Some("1"), Some("true"));
}
