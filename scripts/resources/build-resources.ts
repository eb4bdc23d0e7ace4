// Writes every resource of resource-content.ts as a PDF under supabase/storage/resources/, the
// `resources` bucket's objects_path (uploaded on a fresh start by the embedded stack, and by
// `supabase seed buckets` on the Supabase CLI). `--check` writes nothing and fails when a committed
// PDF differs from what the content renders to (npm test runs it through scripts/resources/build-resources.test.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESOURCES } from './resource-content.ts';
import { renderResourcePdf } from './render-resource-pdf.ts';

export const RESOURCES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../supabase/storage/resources');

/** The resources whose committed PDF is missing or differs from a fresh render. */
export async function staleResources(): Promise<string[]> {
  const stale: string[] = [];
  for (const doc of RESOURCES) {
    const fresh = await renderResourcePdf(doc);
    const committed = await readFile(resolve(RESOURCES_DIR, doc.path)).catch(() => null);
    if (!committed || !committed.equals(fresh)) stale.push(doc.path);
  }
  return stale;
}

async function main() {
  if (process.argv.includes('--check')) {
    const stale = await staleResources();
    if (stale.length) {
      console.error(`Out of date (run npm run resources:build): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log(`${RESOURCES.length} resource PDFs are current.`);
    return;
  }
  let bytes = 0;
  for (const doc of RESOURCES) {
    const pdf = await renderResourcePdf(doc);
    const file = resolve(RESOURCES_DIR, doc.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pdf);
    bytes += pdf.length;
  }
  console.log(`Wrote ${RESOURCES.length} resource PDFs (${Math.round(bytes / 1024)} KiB) to ${RESOURCES_DIR}.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
