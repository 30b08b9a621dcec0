"""Drives the sandbox's STOMP broker with stomp.py (Debian's python3-stomp), an independent client.

stomp.py 8.0 speaks STOMP over TCP only, so WebSocketTransport below carries its frames over a
WebSocket (RFC 6455, standard library only): the STOMP side (CONNECT, heart-beats, SUBSCRIBE, ACK,
NACK, RECEIPT, ERROR) is entirely stomp.py's. Also checks a bad token and a frame over 16,384
characters. Prints one JSON object of what happened; exits 1 when a step times out.

Usage: /usr/bin/python3 stomp_interop.py <sandbox base URL> <access token> <username> <heart-beat ms>
"""

import base64
import hashlib
import json
import os
import sys
import threading
import urllib.request

import stomp
from stomp.connect import BaseConnection, StompConnection12
from stomp.protocol import Protocol12
from stomp.transport import Transport

WS_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
DESTINATION = "/user/queue/notifications"
TIMEOUT_S = 10


class WebSocketTransport(Transport):
    """stomp.py's TCP transport, with a WebSocket handshake after connecting and WebSocket framing."""

    def __init__(self, host, port, path):
        Transport.__init__(self, host_and_ports=[(host, port)], reconnect_attempts_max=1)
        self.ws_host = "%s:%d" % (host, port)
        self.ws_path = path
        self.ws_buffer = b""
        self.subprotocol = None
        self.ws_close = None

    def attempt_connection(self):
        Transport.attempt_connection(self)
        key = base64.b64encode(os.urandom(16))
        request = (
            "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n"
            "Sec-WebSocket-Protocol: v12.stomp, v11.stomp, v10.stomp\r\n\r\n"
        ) % (self.ws_path, self.ws_host, key.decode())
        self.socket.sendall(request.encode())
        while b"\r\n\r\n" not in self.ws_buffer:
            chunk = self.socket.recv(4096)
            if not chunk:
                raise ConnectionError("the server closed the socket during the WebSocket handshake")
            self.ws_buffer += chunk
        head, self.ws_buffer = self.ws_buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        if " 101 " not in lines[0]:
            raise ConnectionError("WebSocket handshake refused: %s" % lines[0])
        headers = dict((k.strip().lower(), v.strip()) for k, v in (l.split(":", 1) for l in lines[1:]))
        accept = base64.b64encode(hashlib.sha1(key + WS_GUID).digest()).decode()
        if headers.get("sec-websocket-accept") != accept:
            raise ConnectionError("bad Sec-WebSocket-Accept")
        self.subprotocol = headers.get("sec-websocket-protocol")

    def send(self, encoded_frame):
        self.ws_send(0x1, encoded_frame)

    def ws_send(self, opcode, payload):
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = bytes([0x80 | opcode, 0x80 | length])
        elif length < 65536:
            header = bytes([0x80 | opcode, 0x80 | 126]) + length.to_bytes(2, "big")
        else:
            header = bytes([0x80 | opcode, 0x80 | 127]) + length.to_bytes(8, "big")
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        Transport.send(self, header + mask + masked)

    def read_exactly(self, count):
        while len(self.ws_buffer) < count:
            chunk = self.socket.recv(65536) if self.socket is not None else b""
            if not chunk:
                return None
            self.ws_buffer += chunk
        data, self.ws_buffer = self.ws_buffer[:count], self.ws_buffer[count:]
        return data

    def receive(self):
        """The payload of the next data frame; b"" once the server closes (stomp.py then disconnects)."""
        while True:
            try:
                head = self.read_exactly(2)
            except OSError:
                return b""
            if head is None:
                return b""
            opcode, length = head[0] & 0x0F, head[1] & 0x7F
            if length == 126:
                length = int.from_bytes(self.read_exactly(2) or b"\0\0", "big")
            elif length == 127:
                length = int.from_bytes(self.read_exactly(8) or b"\0" * 8, "big")
            payload = self.read_exactly(length) if length > 0 else b""
            if payload is None:
                return b""
            if opcode == 0x8:
                self.ws_close = (int.from_bytes(payload[:2], "big") if len(payload) >= 2 else None)
                return b""
            if opcode == 0x9:
                self.ws_send(0xA, payload)
                continue
            if opcode in (0x0, 0x1, 0x2):
                return payload


class WebSocketStompConnection(StompConnection12):
    """stomp.py's STOMP 1.2 connection over WebSocketTransport."""

    def __init__(self, host, port, path, heartbeats):
        transport = WebSocketTransport(host, port, path)
        BaseConnection.__init__(self, transport)
        Protocol12.__init__(self, transport, heartbeats, True)


class Recorder(stomp.ConnectionListener):
    def __init__(self):
        self.connected = None
        self.messages = []
        self.receipts = []
        self.errors = []
        self.heartbeats = 0
        self.event = threading.Event()

    def on_connected(self, frame):
        self.connected = frame.headers
        self.event.set()

    def on_message(self, frame):
        self.messages.append({"headers": frame.headers, "body": json.loads(frame.body)})
        self.event.set()

    def on_receipt(self, frame):
        self.receipts.append(frame.headers.get("receipt-id"))
        self.event.set()

    def on_error(self, frame):
        self.errors.append({"message": frame.headers.get("message"), "body": frame.body})
        self.event.set()

    def on_heartbeat(self):
        self.heartbeats += 1
        self.event.set()

    def wait_for(self, what, condition):
        deadline = threading.Event()
        timer = threading.Timer(TIMEOUT_S, deadline.set)
        timer.start()
        try:
            while not condition():
                if deadline.is_set():
                    fail("timed out waiting for %s" % what)
                self.event.wait(0.05)
                self.event.clear()
        finally:
            timer.cancel()


def fail(reason):
    print(json.dumps({"failed": reason}))
    sys.stdout.flush()
    os._exit(1)


def push(base_url, username, message):
    body = json.dumps({"username": username, "message": message}).encode()
    request = urllib.request.Request(
        base_url + "/__sandbox/notifications", data=body, headers={"content-type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
        return json.loads(response.read())["delivered"]


def open_connection(host, port, heartbeat_ms, token):
    connection = WebSocketStompConnection(host, port, "/ws", (heartbeat_ms, heartbeat_ms))
    recorder = Recorder()
    connection.set_listener("recorder", recorder)
    connection.connect(headers={"Authorization": "Bearer " + token}, wait=False)
    return connection, recorder


def main():
    base_url, token, username, heartbeat_ms = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    host, port = base_url.split("//", 1)[1].rsplit(":", 1)
    port = int(port)
    result = {"stompVersion": stomp.__version__}

    connection, recorder = open_connection(host, port, heartbeat_ms, token)
    recorder.wait_for("CONNECTED", lambda: recorder.connected is not None or recorder.errors)
    if recorder.errors:
        fail("CONNECT refused: %s" % recorder.errors)
    result["subprotocol"] = connection.transport.subprotocol
    result["connected"] = {k: recorder.connected.get(k) for k in ("version", "heart-beat", "user-name")}

    connection.subscribe(DESTINATION, id="sub-1", ack="client-individual", headers={"receipt": "subscribed"})
    recorder.wait_for("the SUBSCRIBE receipt", lambda: "subscribed" in recorder.receipts)

    delivered = push(base_url, username, {"notificationType": "SESSION_END_BY_OPERATOR"})
    recorder.wait_for("the first MESSAGE", lambda: len(recorder.messages) >= 1)
    first = recorder.messages[0]["headers"]
    connection.ack(first["ack"], receipt="acked")
    recorder.wait_for("the ACK receipt", lambda: "acked" in recorder.receipts)

    push(base_url, username, {"notificationType": "MULTIPLE_SESSIONS"})
    recorder.wait_for("the second MESSAGE", lambda: len(recorder.messages) >= 2)
    second = recorder.messages[1]["headers"]
    connection.nack(second["ack"], receipt="nacked")
    recorder.wait_for("the NACK receipt", lambda: "nacked" in recorder.receipts)

    recorder.wait_for("3 heart-beats from the broker", lambda: recorder.heartbeats >= 3)
    result.update(
        {
            "delivered": delivered,
            "messages": [
                {
                    "body": m["body"],
                    "subscription": m["headers"].get("subscription"),
                    "destination": m["headers"].get("destination"),
                    "hasAck": "ack" in m["headers"],
                }
                for m in recorder.messages
            ],
            "receipts": list(recorder.receipts),
            "heartbeatsReceived": recorder.heartbeats >= 3,
            "errors": list(recorder.errors),
        }
    )
    connection.disconnect(receipt="bye")

    bad, bad_recorder = open_connection(host, port, 0, "not-a-token")
    bad_recorder.wait_for("the ERROR of a bad token", lambda: len(bad_recorder.errors) > 0)
    bad_recorder.wait_for(
        "the socket to close",
        lambda: getattr(bad.transport, "ws_close", None) is not None or bad.transport.socket is None,
    )
    result["badToken"] = {
        "message": bad_recorder.errors[0]["message"],
        "body": json.loads(bad_recorder.errors[0]["body"]),
        "closeCode": bad.transport.ws_close,
    }
    big, big_recorder = open_connection(host, port, 0, token)
    big_recorder.wait_for("CONNECTED", lambda: big_recorder.connected is not None)
    big.send(destination=DESTINATION, body="x" * 17000)
    big_recorder.wait_for("the ERROR of an oversized frame", lambda: len(big_recorder.errors) > 0)
    big_recorder.wait_for(
        "the socket to close",
        lambda: big.transport.ws_close is not None or big.transport.socket is None,
    )
    result["oversizedFrame"] = {"message": big_recorder.errors[0]["message"], "closeCode": big.transport.ws_close}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
