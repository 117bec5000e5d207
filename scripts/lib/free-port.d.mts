/** A loopback port nothing listens on right now (another process may still take it first). */
export function freePort(): Promise<number>
