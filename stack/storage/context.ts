// What every Storage handler gets: the database, the file store and the limits from config.toml.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorageConfig } from '../config.ts';
import type { Engine } from '../db/engine.ts';
import type { SigningKeys } from '../signing-keys.ts';
import type { FileStore } from './files.ts';

export interface StorageContext {
  engine: Engine;
  files: FileStore;
  config: StorageConfig;
  log: (line: string) => void;
  /** Verifies the JWTs requests carry and signs URL tokens with the legacy secret. */
  keys: SigningKeys;
}

export interface Request {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  /** Path below /storage/v1, decoded segment by segment. */
  segments: string[];
  url: URL;
}
