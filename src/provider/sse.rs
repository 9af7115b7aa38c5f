//! Server-sent events, read line by line from a blocking reader (the WHATWG event-stream
//! rules: `event:`, `data:` (joined by newlines), comments, blank line dispatches). The SSE
//! crates on crates.io are async-only; okbot's HTTP is blocking, so this is the one small
//! parser it needs.

use std::io::BufRead;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub event: String,
    pub data: String,
}

/// Iterate events; an I/O error ends the stream with that error.
pub struct Events<R> {
    reader: R,
    line: String,
}

impl<R: BufRead> Events<R> {
    pub fn new(reader: R) -> Self {
        Events { reader, line: String::new() }
    }
}

impl<R: BufRead> Iterator for Events<R> {
    type Item = std::io::Result<Event>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut event = String::new();
        let mut data: Option<String> = None;
        loop {
            self.line.clear();
            match self.reader.read_line(&mut self.line) {
                Ok(0) => {
                    // End of stream: dispatch what is pending, if anything.
                    return data.map(|data| Ok(Event { event, data }));
                }
                Ok(_) => {}
                Err(e) => return Some(Err(e)),
            }
            let line = self.line.trim_end_matches(['\n', '\r']);
            if line.is_empty() {
                if let Some(data) = data.take() {
                    return Some(Ok(Event { event, data }));
                }
                event.clear();
                continue;
            }
            if line.starts_with(':') {
                continue;
            }
            let (field, value) = match line.split_once(':') {
                Some((f, v)) => (f, v.strip_prefix(' ').unwrap_or(v)),
                None => (line, ""),
            };
            match field {
                "event" => event = value.to_string(),
                "data" => match &mut data {
                    Some(d) => {
                        d.push('\n');
                        d.push_str(value);
                    }
                    None => data = Some(value.to_string()),
                },
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_split_on_blank_lines_and_join_data_lines() {
        let text =
            ": comment\nevent: message_start\ndata: {\"a\":1}\n\ndata: line1\ndata: line2\n\ndata: [DONE]\n";
        let events: Vec<Event> = Events::new(text.as_bytes()).map(Result::unwrap).collect();
        assert_eq!(
            events,
            [
                Event { event: "message_start".into(), data: "{\"a\":1}".into() },
                Event { event: String::new(), data: "line1\nline2".into() },
                Event { event: String::new(), data: "[DONE]".into() },
            ]
        );
    }

    #[test]
    fn crlf_line_ends_work() {
        let events: Vec<Event> = Events::new("data: x\r\n\r\n".as_bytes()).map(Result::unwrap).collect();
        assert_eq!(events[0].data, "x");
    }
}
