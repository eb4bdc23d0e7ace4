// The certificate PDF and the LinkedIn link, read back as a viewer reads them (pdf.js).
import { describe, expect, it } from 'vitest';
import { parsePdf } from '../../../../tests/support/pdf.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { linkedInAddToProfileUrl } from './linkedin.ts';

const url = 'https://tradecraft.example/certificates/TC-0123456789ABCDEF0123456789ABCDEF';

describe('certificatePdf', { timeout: 30_000 }, () => {
  it('is one page with the holder, course, date, code, the verification URL as text and links, and the credential attached', async () => {
    const bytes = await certificatePdf({
      holderName: 'Zoë Ångström',
      code: 'TC-0123456789ABCDEF0123456789ABCDEF',
      issuedAt: '2026-11-23T10:00:00Z',
      moduleCount: 15,
      verificationUrl: url,
      credential: 'aaa.bbb.ccc',
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await parsePdf(bytes);
    expect(pdf.pages).toBe(1);
    for (const s of [
      'Certificate of Completion',
      'Zoë Ångström',
      'has successfully completed',
      'Tradecraft Trading Fundamentals — 15 modules',
      'Issued on November 23, 2026',
      'TC-0123456789ABCDEF0123456789ABCDEF',
      url,
    ]) {
      expect(pdf.text).toContain(s);
    }
    expect(pdf.links).toEqual([url, url]); // the printed URL and the QR code
    expect(pdf.title).toBe('Certificate of Completion — Zoë Ångström');
    expect(new TextDecoder().decode(pdf.attachments['tradecraft-credential-TC-0123456789ABCDEF0123456789ABCDEF.jwt'])).toBe('aaa.bbb.ccc');
  });

  it('draws a name its fonts cannot spell with placeholders instead of failing', async () => {
    const bytes = await certificatePdf({
      holderName: '李雷 Lee',
      code: 'TC-0123456789ABCDEF0123456789ABCDEF',
      issuedAt: '2026-11-23T10:00:00Z',
      moduleCount: 15,
      verificationUrl: url,
      credential: null,
    });
    const pdf = await parsePdf(bytes);
    expect(pdf.text).toContain('?? Lee');
    expect(pdf.attachments).toEqual({});
  });
});

describe('linkedInAddToProfileUrl', () => {
  it("pre-fills LinkedIn's add-to-profile form with the certification", () => {
    const link = new URL(linkedInAddToProfileUrl({ code: 'TC-AB', issuedAt: '2026-01-31T23:30:00Z', verificationUrl: url }));
    expect(link.origin + link.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Tradecraft Trading Fundamentals',
      organizationName: 'Tradecraft',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: url,
      certId: 'TC-AB',
    });
  });
});
