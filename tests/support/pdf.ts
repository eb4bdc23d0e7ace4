// Reads a PDF the way a viewer does (Mozilla's pdf.js): the text of every page, the link targets, the
// page count, the metadata title and the attached files — so tests check the file itself.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's metrics of the 14 standard fonts (the certificate uses Helvetica and Times). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface ParsedPdf {
  pages: number;
  text: string;
  links: string[];
  title: string | null;
  attachments: Record<string, Uint8Array>;
}

export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl })
    .promise;
  try {
    let text = '';
    const links: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      text += content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
      for (const a of (await page.getAnnotations()) as { subtype: string; url?: string }[])
        if (a.subtype === 'Link' && a.url) links.push(a.url);
    }
    const meta = await doc.getMetadata();
    const files = ((await doc.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
    const attachments = Object.fromEntries(Object.values(files).map((f) => [f.filename, f.content]));
    return { pages: doc.numPages, text, links, title: (meta.info as { Title?: string }).Title ?? null, attachments };
  } finally {
    await doc.destroy();
  }
}
