// Realtime's defaults (docs/architecture.md, "Realtime"). A stack started inside a test process may
// shorten the timeouts to observe them; the served values are these.
export const limits = {
  /** No frame at all (not even a heartbeat) for this long → the socket is dropped (Phoenix: 60 s). */
  idleTimeoutMs: 60_000,
  /** Client frames per second per socket, heartbeats excluded (Realtime's max_events_per_second). */
  maxEventsPerSecond: 100,
  /** Broadcast and presence payloads (Realtime's max_payload_size_in_kb = 3000). */
  maxPayloadBytes: 3_000 * 1024,
  /** Presence track/untrack calls per channel per window. */
  presenceCallsPerWindow: 5,
  presenceWindowMs: 30_000,
  /** Unsent bytes a socket may hold before it counts as a slow consumer and is dropped. */
  maxBufferedBytes: 8 * 1024 * 1024,
  /** Realtime's max_record_bytes: above it a change is sent without its long values. */
  maxRecordBytes: 1024 * 1024,
};
