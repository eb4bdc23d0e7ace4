// The certificate as a real PDF file (pdf-lib), made in the browser from what the learner already
// has: holder, course, date, code, the verification URL as text, as a link and as a QR code (qrcode,
// drawn as vector squares so it stays sharp at any zoom), and the signed credential attached to the
// file, so the PDF carries its own proof. A4 landscape, one page.
import { PDFArray, PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { ACHIEVEMENT_NAME } from './achievement.ts';

export interface CertificatePdfInput {
  holderName: string;
  code: string;
  issuedAt: string;
  moduleCount: number;
  verificationUrl: string;
  /** The signed Open Badges credential (VC-JWT), attached when there is one. */
  credential: string | null;
}

const BLUE = rgb(0.063, 0.243, 0.553);
const INK = rgb(0.13, 0.15, 0.18);
const GREY = rgb(0.35, 0.38, 0.42);

/** The standard fonts speak WinAnsi only: a character they cannot draw becomes '?' instead of failing. */
function drawable(font: PDFFont, text: string): string {
  return Array.from(text, (ch) => {
    try {
      font.encodeText(ch);
      return ch;
    } catch {
      return '?';
    }
  }).join('');
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK, maxWidth = page.getWidth() - 120) {
  let s = size;
  const t = drawable(font, text);
  while (s > 8 && font.widthOfTextAtSize(t, s) > maxWidth) s -= 1;
  const width = font.widthOfTextAtSize(t, s);
  page.drawText(t, { x: (page.getWidth() - width) / 2, y, size: s, font, color });
  return { x: (page.getWidth() - width) / 2, width, size: s };
}

function addLink(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], url: string) {
  const link = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (annots) annots.push(link);
  else page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
}

export function formatIssued(issuedAt: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(issuedAt));
}

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issued = new Date(input.issuedAt);
  doc.setTitle(`Certificate of Completion — ${input.holderName}`);
  doc.setAuthor('Tradecraft');
  doc.setSubject(`${ACHIEVEMENT_NAME}, certificate ${input.code}`);
  doc.setKeywords(['Tradecraft', 'certificate', input.code]);
  doc.setCreator('Tradecraft');
  doc.setCreationDate(issued);
  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  const [serif, serifBold, sans, sansBold] = await Promise.all([
    doc.embedFont(StandardFonts.TimesRoman),
    doc.embedFont(StandardFonts.TimesRomanBold),
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);

  // double border
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: BLUE, borderWidth: 3 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: height - 64, borderColor: BLUE, borderWidth: 1 });

  centred(page, 'T R A D E C R A F T', height - 92, sansBold, 16, BLUE);
  centred(page, 'Certificate of Completion', height - 148, serifBold, 40, INK);
  centred(page, 'This certifies that', height - 196, serif, 16, GREY);
  centred(page, input.holderName, height - 246, serifBold, 36, INK);
  centred(page, 'has successfully completed', height - 286, serif, 16, GREY);
  centred(page, `${ACHIEVEMENT_NAME} — ${input.moduleCount} modules`, height - 322, sansBold, 20, INK);
  centred(page, `Issued on ${formatIssued(input.issuedAt)}`, height - 356, serif, 16, INK);

  // code and verification, bottom left; the QR code, bottom right
  const left = 72;
  page.drawText('Certificate code', { x: left, y: 140, size: 10, font: sans, color: GREY });
  page.drawText(input.code, { x: left, y: 124, size: 12, font: sansBold, color: INK });
  page.drawText('Verify this certificate at', { x: left, y: 98, size: 10, font: sans, color: GREY });
  const urlSize = 10;
  const url = drawable(sans, input.verificationUrl);
  page.drawText(url, { x: left, y: 82, size: urlSize, font: sans, color: BLUE });
  const urlWidth = sans.widthOfTextAtSize(url, urlSize);
  page.drawLine({ start: { x: left, y: 80 }, end: { x: left + urlWidth, y: 80 }, thickness: 0.5, color: BLUE });
  addLink(doc, page, [left, 78, left + urlWidth, 82 + urlSize], input.verificationUrl);
  if (input.credential) {
    page.drawText('Signed Open Badges 3.0 credential attached to this file.', { x: left, y: 60, size: 8, font: sans, color: GREY });
  }

  const qr = QRCode.create(input.verificationUrl, { errorCorrectionLevel: 'M' });
  const cells = qr.modules.size;
  const qrSize = 112;
  const cell = qrSize / cells;
  const qrX = width - 72 - qrSize;
  const qrY = 60;
  page.drawRectangle({ x: qrX - 6, y: qrY - 6, width: qrSize + 12, height: qrSize + 12, color: rgb(1, 1, 1) });
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      if (qr.modules.get(row, col)) {
        page.drawRectangle({
          x: qrX + col * cell,
          y: qrY + qrSize - (row + 1) * cell,
          width: cell + 0.05,
          height: cell + 0.05,
          color: rgb(0, 0, 0),
        });
      }
    }
  }
  addLink(doc, page, [qrX, qrY, qrX + qrSize, qrY + qrSize], input.verificationUrl);
  const scan = 'Scan to verify';
  page.drawText(scan, { x: qrX + (qrSize - sans.widthOfTextAtSize(scan, 8)) / 2, y: qrY - 16, size: 8, font: sans, color: GREY });

  if (input.credential) {
    await doc.attach(new TextEncoder().encode(input.credential), `tradecraft-credential-${input.code}.jwt`, {
      mimeType: 'application/jwt',
      description: 'Signed Open Badges 3.0 credential (VC-JWT) for this certificate',
      creationDate: issued,
      modificationDate: issued,
    });
  }
  return doc.save();
}
