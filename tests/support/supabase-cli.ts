// The Supabase CLI against a plain PostgreSQL prepared by the stack: migrations and seeds push cleanly
// (the seeds' writes not audited as dashboard edits), the advisors (security and performance lints)
// report no ERROR or WARN, and src/lib/database.types.ts is what `supabase gen types` makes of the
// schema today.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
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
  const push = pushMigrations(url, { seed: true });
  check('db push --include-seed applies every migration and seed file to a fresh PostgreSQL', push.ok, push.output);
  if (!push.ok) return { passed, failed, skipped: 0 };

  // Seeds run by the CLI (not the stand-in's migrator, which marks them itself) are no dashboard edits.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const audited = await client
    .query<{ action: string; n: number }>(
      `select action, count(*)::int as n from public.audit_log where actor_role = 'dashboard' group by action order by action`,
    )
    .finally(() => client.end());
  check(
    "the CLI's seeding leaves no dashboard rows in the audit log (each seed file sets tradecraft.seeding)",
    audited.rows.length === 0,
    audited.rows.map((r) => `  ${r.action}: ${r.n}`).join('\n'),
  );

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
