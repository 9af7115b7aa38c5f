//! A unified line diff of two texts (persona files are small: a longest-common-subsequence
//! table over the lines between the common start and end).

/// One line of the edit script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op<'a> {
    Same(&'a str),
    Del(&'a str),
    Add(&'a str),
}

/// Past this many table cells the middle is shown as all removed then all added.
const MAX_CELLS: usize = 4_000_000;

fn script<'a>(a: &[&'a str], b: &[&'a str]) -> Vec<Op<'a>> {
    let pre = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let suf = a[pre..].iter().rev().zip(b[pre..].iter().rev()).take_while(|(x, y)| x == y).count();
    let (am, bm) = (&a[pre..a.len() - suf], &b[pre..b.len() - suf]);
    let mut ops: Vec<Op> = a[..pre].iter().map(|l| Op::Same(l)).collect();
    if am.len().saturating_mul(bm.len()) > MAX_CELLS {
        ops.extend(am.iter().map(|l| Op::Del(l)));
        ops.extend(bm.iter().map(|l| Op::Add(l)));
    } else {
        let (n, m) = (am.len(), bm.len());
        // lcs[i][j]: the longest common subsequence of am[i..] and bm[j..].
        let mut lcs = vec![0u32; (n + 1) * (m + 1)];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i * (m + 1) + j] = if am[i] == bm[j] {
                    lcs[(i + 1) * (m + 1) + j + 1] + 1
                } else {
                    lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && am[i] == bm[j] {
                ops.push(Op::Same(am[i]));
                i += 1;
                j += 1;
            } else if i < n && (j == m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1]) {
                ops.push(Op::Del(am[i]));
                i += 1;
            } else {
                ops.push(Op::Add(bm[j]));
                j += 1;
            }
        }
    }
    ops.extend(a[a.len() - suf..].iter().map(|l| Op::Same(l)));
    ops
}

/// The unified diff (three lines of context) from `old` to `new`, headed `--- old_name` and
/// `+++ new_name`; empty when the texts are equal.
pub fn unified(old_name: &str, new_name: &str, old: &str, new: &str) -> String {
    if old == new {
        return String::new();
    }
    // A persona's lines may end in `\n`, `\r\n` or a lone `\r` (old Mac files).
    let a = super::patch::split_lines(old);
    let b = super::patch::split_lines(new);
    let ops = script(&a, &b);
    let mut out = format!("--- {old_name}\n+++ {new_name}\n");
    let changed: Vec<usize> =
        ops.iter().enumerate().filter(|(_, o)| !matches!(o, Op::Same(_))).map(|(i, _)| i).collect();
    if changed.is_empty() {
        // Only the line ends differ (a final newline, CRLF).
        out.push_str("@@ line ends differ @@\n");
        return out;
    }
    const CONTEXT: usize = 3;
    let mut k = 0;
    while k < changed.len() {
        let start = changed[k].saturating_sub(CONTEXT);
        let mut end = changed[k];
        while k + 1 < changed.len() && changed[k + 1] <= end + 2 * CONTEXT + 1 {
            k += 1;
            end = changed[k];
        }
        k += 1;
        let end = (end + CONTEXT + 1).min(ops.len());
        // Line numbers where the hunk starts in each text.
        let (mut la, mut lb) = (1, 1);
        for op in &ops[..start] {
            match op {
                Op::Same(_) => (la, lb) = (la + 1, lb + 1),
                Op::Del(_) => la += 1,
                Op::Add(_) => lb += 1,
            }
        }
        let hunk = &ops[start..end];
        let na = hunk.iter().filter(|o| !matches!(o, Op::Add(_))).count();
        let nb = hunk.iter().filter(|o| !matches!(o, Op::Del(_))).count();
        let at = |l: usize, n: usize| if n == 0 { l - 1 } else { l };
        out.push_str(&format!("@@ -{},{na} +{},{nb} @@\n", at(la, na), at(lb, nb)));
        for op in hunk {
            let (mark, line) = match op {
                Op::Same(l) => (' ', l),
                Op::Del(l) => ('-', l),
                Op::Add(l) => ('+', l),
            };
            out.push(mark);
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_texts_have_no_diff() {
        assert_eq!(unified("a", "b", "x\ny\n", "x\ny\n"), "");
    }

    #[test]
    fn a_changed_line_with_context() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
        let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
        assert_eq!(
            unified("SOUL.md", "AGENTS.md", old, new),
            "--- SOUL.md\n+++ AGENTS.md\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        );
    }

    #[test]
    fn far_apart_changes_make_two_hunks_and_additions_count() {
        let old: String = (1..=20).map(|i| format!("{i}\n")).collect();
        let new = old.replacen("2\n", "two\n", 1).replace("19\n", "19\nextra\n");
        let d = unified("a", "b", &old, &new);
        assert_eq!(d.matches("@@ -").count(), 2, "{d}");
        assert!(d.contains("-2\n+two\n") && d.contains("+extra\n"), "{d}");
        assert!(unified("a", "b", "", "x\n").contains("@@ -0,0 +1,1 @@\n+x\n"));
        assert!(unified("a", "b", "x", "x\n").contains("line ends differ"));
    }

    #[test]
    fn lines_ending_in_a_lone_cr_are_lines() {
        let d = unified("a", "b", "1\r2\r3\r", "1\rtwo\r3\r");
        assert_eq!(d, "--- a\n+++ b\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n");
        assert!(unified("a", "b", "x\r", "x\n").contains("line ends differ"));
    }
}
