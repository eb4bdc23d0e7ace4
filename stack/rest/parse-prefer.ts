// The Prefer header(s): split on commas across every Prefer header, as PostgREST does. Unknown or
// unsupported preferences are ignored, unless handling=strict, which turns them into PGRST122.
import { RestError } from './rest-error.ts';

export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** The preferences that took effect, for the Preference-Applied header. */
  applied: string[];
}

const ACCEPTED: Record<string, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

export function parsePrefer(headers: string | string[] | undefined): Preferences {
  const list = (Array.isArray(headers) ? headers : headers ? [headers] : [])
    .flatMap((h) => h.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  for (const p of list) {
    const [key = '', value = ''] = p.split('=').map((s) => s.trim());
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (ACCEPTED[key]?.includes(value)) {
      const name = key as 'return' | 'count' | 'resolution' | 'missing' | 'handling';
      (prefs as unknown as Record<string, string>)[name] = value;
    } else invalid.push(p);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  return prefs;
}
