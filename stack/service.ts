// What the stack's services (auth, rest, realtime, storage, functions) share and how they plug into the server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { StackConfig } from './config.ts';
import type { Engine } from './db/engine.ts';
import type { Mailbox } from './mail/mailbox.ts';
import type { GateLimits } from './http/client-gate.ts';
import type { GatewayRule } from './http/gateway.ts';
import type { SigningKeys } from './signing-keys.ts';

export interface StackContext {
  engine: Engine;
  config: StackConfig;
  mailbox: Mailbox;
  /** Signs user access tokens and verifies every JWT a request carries (signing-keys.ts). */
  keys: SigningKeys;
  /** Public base URL of the API, e.g. http://127.0.0.1:54321 (set once the server listens). */
  apiUrl: string;
  log: (line: string) => void;
  /** Take the client IP from X-Forwarded-For (tests use it to act as many clients). */
  trustForwarded: boolean;
  /** Per-client request rate and concurrency of /rest/v1 (null: unlimited). */
  restLimits: GateLimits | null;
  /** The gateway's key rule (http/gateway.ts): the CLI's local one lets key-less requests through. */
  gateway: GatewayRule;
}

export interface Service {
  /** Handles a request whose path is below the service's prefix; `path` starts with '/'. */
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer, path: string, url: URL): void;
  /** Called after migrations, and again whenever the stack is told the schema changed. */
  schemaChanged?(): Promise<void>;
  close?(): Promise<void>;
}
