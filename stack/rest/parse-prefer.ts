// The Prefer header(s): split on commas across every Prefer header, as PostgREST does; when a
// preference is given twice the first wins. Unknown or unsupported preferences are ignored, unless
// handling=strict, which turns them into PGRST122. `tx=` is read only when pgrst.db_tx_end allows
// an override (PostgREST's allowTxDbOverride); otherwise it is accepted and ignored.
import { RestError } from './rest-error.ts';

export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  /** A time zone name the database knows (anything else is an invalid preference, as in PostgREST). */
  timezone?: string;
  maxAffected?: number;
}

type Named = 'return' | 'count' | 'resolution' | 'missing' | 'handling' | 'tx';

const ACCEPTED: Record<Named, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

export function parsePrefer(
  headers: string | string[] | undefined,
  allowTxOverride = false,
  timezones: ReadonlySet<string> = new Set(),
): Preferences {
  const list = (Array.isArray(headers) ? headers : headers ? [headers] : [])
    .flatMap((h) => h.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  const prefs: Preferences = {};
  const invalid: string[] = [];
  for (const p of list) {
    const [key = '', value = ''] = p.split('=').map((s) => s.trim());
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected ??= Number(value);
    } else if (key === 'timezone' && timezones.has(value)) {
      prefs.timezone ??= value;
    } else if (Object.hasOwn(ACCEPTED, key) && ACCEPTED[key as Named].includes(value)) {
      if (key === 'tx' && !allowTxOverride) continue;
      (prefs as Record<string, unknown>)[key] ??= value;
    } else invalid.push(p);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  return prefs;
}

/**
 * The Preference-Applied header, in PostgREST's order (resolution, missing, return, count, tx,
 * handling, timezone, max-affected). `honoured` lists the preferences the verb acted on; tx and handling are
 * reported whenever they were read, as PostgREST does.
 */
export function appliedHeader(
  prefs: Preferences,
  honoured: Partial<Record<'resolution' | 'missing' | 'return' | 'count' | 'maxAffected', boolean>>,
): Record<string, string> {
  const out: string[] = [];
  if (honoured.resolution && prefs.resolution) out.push(`resolution=${prefs.resolution}`);
  if (honoured.missing && prefs.missing) out.push(`missing=${prefs.missing}`);
  if (honoured.return && prefs.return) out.push(`return=${prefs.return}`);
  if (honoured.count && prefs.count) out.push(`count=${prefs.count}`);
  if (prefs.tx) out.push(`tx=${prefs.tx}`);
  if (prefs.handling) out.push(`handling=${prefs.handling}`);
  if (prefs.timezone) out.push(`timezone=${prefs.timezone}`);
  if (honoured.maxAffected && prefs.handling === 'strict' && prefs.maxAffected !== undefined) out.push(`max-affected=${prefs.maxAffected}`);
  return out.length ? { 'Preference-Applied': out.join(', ') } : {};
}
