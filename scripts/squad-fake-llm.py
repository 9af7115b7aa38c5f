#!/usr/bin/env python3
"""Loopback OpenAI-compatible model for `scripts/bench-squad.sh`: after DELAY ms it answers a request
offering ask_* tools (a captain) with calls to the first two, and any other request with text.
usage: squad-fake-llm.py PORT [DELAY_MS]"""
import json, sys, time, threading
from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler
DELAY = float(sys.argv[2]) / 1000 if len(sys.argv) > 2 else 0.2
class H(BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers['Content-Length'])))
        time.sleep(DELAY)
        tools = [t.get('function', {}).get('name', t.get('name')) for t in body.get('tools', [])]
        asks = [t for t in tools if t and t.startswith('ask_')]
        msgs = body.get('messages', [])
        has_results = bool(msgs) and msgs[-1].get('role') == 'tool'
        if asks and not has_results:
            msg = {"role": "assistant", "content": None, "tool_calls": [
                {"id": f"call_{i}", "type": "function", "function": {"name": a, "arguments": json.dumps({"task": "say hi"})}} for i, a in enumerate(asks[:2])]}
            finish = "tool_calls"
        else:
            msg = {"role": "assistant", "content": "done: hello"}
            finish = "stop"
        out = {"id": "x", "object": "chat.completion", "created": 0, "model": body.get("model"),
               "choices": [{"index": 0, "message": msg, "finish_reason": finish}],
               "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}
        if body.get("stream"):
            self.send_response(200); self.send_header("Content-Type", "text/event-stream"); self.end_headers()
            delta = dict(msg); 
            if delta.get("tool_calls"):
                delta["tool_calls"] = [dict(tc, index=i) for i, tc in enumerate(delta["tool_calls"])]
            chunk = {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": body.get("model"),
                     "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            u = {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": body.get("model"), "choices": [], "usage": out["usage"]}
            self.wfile.write(f"data: {json.dumps(u)}\n\ndata: [DONE]\n\n".encode())
        else:
            b = json.dumps(out).encode()
            self.send_response(200); self.send_header("Content-Type", "application/json"); self.send_header("Content-Length", str(len(b))); self.end_headers(); self.wfile.write(b)
ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
