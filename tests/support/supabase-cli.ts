// The Supabase CLI against a plain PostgreSQL prepared by the stack: migrations push cleanly, the
// advisors (security and performance lints) report no ERROR or WARN, and src/lib/database.types.ts is
// what `supabase gen types` makes of the schema today.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bootstrap, createEngine, generateTypes, projectRoot, pushMigrations, supabaseCli } from 'supabase-stand-in';

/** Normalises generated types so that only real differences count (the CLI leaves them unformatted). */
export function normaliseTypes(text: string): string {
  return text.replace(/\s+/g, '');
}

export async function checkSupabaseCli(url: string): Promise<{ passed: number; failed: number; skipped: number }> {
  let passed = 0;
  let failed = 0;
  const check = (name: string, ok: boolean, detail = '') => {
    console.log(`${ok ? '✓' : '✗'} supabase-cli: ${name}${ok ? '' : `\n${detail}`}`);
    if (ok) passed++;
    else failed++;
  };
  const engine = await createEngine({ kind: 'postgres', url, max: 1 });
  try {
    await bootstrap(engine);
  } finally {
    await engine.close();
  }
  const push = pushMigrations(url);
  check('db push applies every migration to a fresh PostgreSQL', push.ok, push.output);
  if (!push.ok) return { passed, failed, skipped: 0 };

  const advisors = supabaseCli(['db', 'advisors', `--remote=${url}`, '--level', 'warn', '--fail-on', 'warn', '--output-format', 'json']);
  check('db advisors reports no ERROR or WARN', advisors.status === 0, advisors.stdout + advisors.stderr);

  const generated = generateTypes(url);
  const committed = readFileSync(resolve(projectRoot, 'src/lib/database.types.ts'), 'utf8');
  check(
    'src/lib/database.types.ts is up to date (run: npm run gen:types)',
    normaliseTypes(generated) === normaliseTypes(committed),
    'The committed types differ from `supabase gen types`.',
  );
  return { passed, failed, skipped: 0 };
}
