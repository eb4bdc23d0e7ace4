// One resource as an A4 PDF (pdfkit, the built-in Helvetica fonts, so nothing is embedded and each
// file stays a few kilobytes). Rendering is deterministic: a fixed creation date gives the same bytes
// on every machine, so `npm run resources:build -- --check` can tell a stale file.
import PDFDocument from 'pdfkit';
import type { ResourceDoc } from './resource-content.ts';

const CREATED = new Date('2026-11-24T12:00:00Z');
const KIND_LABEL = { worksheet: 'Worksheet', 'cheat-sheet': 'Cheat sheet', checklist: 'Checklist' } as const;
const INK = '#212529';
const MUTED = '#495057';
const ACCENT = '#1864ab';

export function renderResourcePdf(doc: ResourceDoc): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: doc.title,
      Author: 'Tradecraft',
      Subject: doc.summary,
      Creator: 'Tradecraft resources',
      CreationDate: CREATED,
      ModDate: CREATED,
    },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 112;

  pdf
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(ACCENT)
    .text(`TRADECRAFT  ·  MODULE ${doc.moduleId}  ·  ${KIND_LABEL[doc.kind].toUpperCase()}`.replace(/·/g, '|'));
  pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(22).fillColor(INK).text(doc.title);
  pdf.moveDown(0.4).font('Helvetica').fontSize(11).fillColor(MUTED).text(doc.summary, { width });
  pdf.moveDown(0.8);

  for (const section of doc.sections) {
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(section.heading);
    pdf.moveDown(0.3).font('Helvetica').fontSize(11).fillColor(INK);
    if (section.text) pdf.text(section.text, { width }).moveDown(0.3);
    if (section.bullets) pdf.list(section.bullets, { width, bulletRadius: 2, textIndent: 14, paragraphGap: 3 }).moveDown(0.3);
    for (const item of section.checklist ?? []) {
      const y = pdf.y + 1;
      pdf.rect(pdf.page.margins.left, y, 9, 9).lineWidth(0.8).strokeColor(MUTED).stroke();
      pdf.text(item, pdf.page.margins.left + 18, pdf.y, { width: width - 18, paragraphGap: 4 });
      pdf.x = pdf.page.margins.left;
    }
    for (const question of section.blanks ?? []) {
      pdf.text(question, { width }).moveDown(0.2);
      for (let line = 0; line < 2; line += 1) {
        pdf.moveDown(0.9);
        if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 20) pdf.addPage();
        pdf
          .moveTo(pdf.page.margins.left, pdf.y)
          .lineTo(pdf.page.margins.left + width, pdf.y)
          .lineWidth(0.5)
          .strokeColor('#adb5bd')
          .stroke();
      }
      pdf.moveDown(0.6);
    }
  }

  pdf
    .moveDown(1.2)
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Tradecraft training program. For education only, not investment advice.', { width });
  pdf.end();
  return done;
}
