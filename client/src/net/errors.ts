/** An error reply from the room (docs/online.md "Error codes") or a failed connection, as the UI shows it. */
export type NetError = { code: string; message: string; ruleId?: string; type?: string; at: number };

/** Turns an error reply payload or a thrown error into a NetError with words a player can read. */
export function toNetError(raw: unknown, now: number): NetError {
  if (raw && typeof raw === 'object') {
    const r = raw as Record<string, unknown>;
    const code = typeof r.code === 'string' ? r.code : 'net/error';
    const message = typeof r.message === 'string' && r.message ? r.message : describeCode(code);
    return {
      code,
      message,
      at: now,
      ...(typeof r.ruleId === 'string' ? { ruleId: r.ruleId } : {}),
      ...(typeof r.type === 'string' ? { type: r.type } : {}),
    };
  }
  return { code: 'net/error', message: String(raw ?? 'unknown error'), at: now };
}

/** A fallback sentence for a code without a message (thrown by colyseus.js as a bare code/number). */
export function describeCode(code: string): string {
  if (code.startsWith('seat/')) return 'That seat cannot be taken or left now.';
  if (code.startsWith('room/')) return 'The room refused that.';
  if (code.startsWith('net/')) return 'The server refused that message.';
  return 'The server refused that.';
}
