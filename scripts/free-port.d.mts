/** Whether `port` can be listened on at `host` (default 127.0.0.1) right now. */
export function isPortFree(port: number, host?: string): Promise<boolean>;

/** The first free port at `host` (default 127.0.0.1) from `start`, trying at most `attempts` (default 50). */
export function findFreePort(start: number, host?: string, attempts?: number): Promise<number>;

/** Holds `port` (0: any free port) at `host` until `close()`: someone else's server, for tests. */
export function holdPort(port?: number, host?: string): Promise<{ port: number; close: () => Promise<void> }>;
