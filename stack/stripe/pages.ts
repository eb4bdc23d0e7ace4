// The stand-in's hosted pages: Checkout (card number, expiry, CVC, Subscribe), the customer portal
// (plan, renewal or end date, card, Cancel / Resume / Update card, invoices, Return) and each invoice's
// hosted page and PDF. Plain HTML forms, readable at 360 px, labelled for screen readers.
import { money, text, type StripeObject, type StripeStore } from './store.ts';

export { text };

const escape = (s: unknown) =>
  text(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const day = (seconds: unknown) =>
  new Date(Number(seconds) * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1f36; background: #f6f9fc; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; } .amount { font-size: 2rem; font-weight: 600; margin: 0 0 1rem; }
  label { display: block; font-weight: 500; margin: .75rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem; font: inherit; border: 1px solid #8792a2; border-radius: 6px; }
  .row { display: flex; gap: .75rem; } .row > div { flex: 1; }
  button { margin-top: 1rem; width: 100%; padding: .7rem; font: inherit; font-weight: 600; color: #fff; background: #4f46e5; border: 0; border-radius: 6px; cursor: pointer; }
  button.secondary { color: #1a1f36; background: #e3e8ee; }
  .error { color: #b3261e; background: #fdecea; padding: .6rem; border-radius: 6px; }
  .note { color: #4f566b; font-size: .875rem; } a { color: #4338ca; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; } dt { color: #4f566b; } dd { margin: 0; }
</style></head>
<body><main>${body}</main></body></html>`;
}

export function checkoutPage(store: StripeStore, session: StripeObject, error?: string): string {
  const price = store.prices.get(session._line_price as string)!;
  const product = store.products.get(price.product as string)!;
  if (session.status !== 'open') {
    return layout(
      'Checkout',
      `<h1>This checkout session is no longer available</h1><p><a href="${escape(session.cancel_url)}">Return to the site</a></p>`,
    );
  }
  return layout(
    `Subscribe to ${text(product.name)}`,
    `<p class="note">${escape(store.business)} · test mode (offline Stripe stand-in)</p>
<h1>Subscribe to ${escape(product.name)}</h1>
<p class="amount">${money(price.unit_amount, price.currency)} <span class="note">per month</span></p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/c/pay/${escape(session.id)}">
  <label for="cardnumber">Card number</label>
  <input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
  <div class="row">
    <div><label for="exp">Expiry (MM / YY)</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="MM / YY" value="12 / 34" required></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" value="123" required></div>
  </div>
  <button type="submit">Subscribe</button>
</form>
<p class="note">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 pays now and fails at renewal.</p>
<p><a href="${escape(session.cancel_url)}">← Back to ${escape(store.business)}</a></p>`,
  );
}

export function portalPage(store: StripeStore, portal: StripeObject, message?: { error?: string; info?: string }): string {
  const subscriptions = [...store.subscriptions.values()].filter((s) => s.customer === portal.customer);
  const live = subscriptions.find((s) => s.status !== 'canceled');
  const action = (name: string) => `/p/session/${escape(portal.id)}/${name}`;
  let body = `<p class="note">${escape(store.business)} · test mode (offline Stripe stand-in)</p><h1>Manage billing</h1>`;
  if (message?.error) body += `<p class="error" role="alert">${escape(message.error)}</p>`;
  if (message?.info) body += `<p role="status">${escape(message.info)}</p>`;
  if (!live) {
    body += `<p>You have no active subscription.</p>`;
  } else {
    const item = (live.items as { data: StripeObject[] }).data[0]!;
    const price = item.price as StripeObject;
    const card = store.cardOf(live);
    const end = day(item.current_period_end);
    body += `<dl><dt>Plan</dt><dd>${escape(store.products.get(price.product as string)?.name)}, ${money(price.unit_amount, price.currency)} per ${escape((price.recurring as { interval: string }).interval)}</dd>
<dt>Status</dt><dd>${escape(live.status === 'past_due' ? 'Payment failed — update your card' : live.cancel_at_period_end ? `Cancels on ${end}` : `Renews on ${end}`)}</dd>
<dt>Card</dt><dd>${card ? `${escape(card.brand[0]!.toUpperCase() + card.brand.slice(1))} ending in ${escape(card.last4)}` : 'none'}</dd></dl>`;
    body += live.cancel_at_period_end
      ? `<form method="post" action="${action('resume')}"><button type="submit">Resume subscription</button></form>`
      : `<form method="post" action="${action('cancel')}"><button type="submit" class="secondary">Cancel subscription</button></form>`;
    body += `<form method="post" action="${action('card')}"><label for="cardnumber">New card number</label>
<input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" required><button type="submit" class="secondary">Update card</button></form>`;
  }
  const invoices = [...store.invoices.values()].filter((i) => i.customer === portal.customer).reverse();
  if (invoices.length) {
    body += `<h2>Invoices</h2><ul>${invoices
      .map(
        (i) =>
          `<li><a href="${escape(i.hosted_invoice_url)}">${day(i.created)}</a> · ${money(i.amount_due, i.currency)} · ${escape(i.status)}</li>`,
      )
      .join('')}</ul>`;
  }
  body += `<p><a href="${escape(portal.return_url)}">← Return to ${escape(store.business)}</a></p>`;
  return layout('Manage billing', body);
}

const STATUS: Record<string, string> = { paid: 'Paid', open: 'Due', void: 'Void', uncollectible: 'Uncollectible' };

/** Stripe's hosted invoice page: who, what, for which period, paid or due, and the PDF. */
export function invoicePage(store: StripeStore, invoice: StripeObject): string {
  const customer = store.customers.get(invoice.customer as string);
  const line = (invoice.lines as { data: StripeObject[] } | undefined)?.data[0];
  const paidAt = (invoice.status_transitions as { paid_at?: number | null } | undefined)?.paid_at;
  return layout(
    `Invoice ${text(invoice.number)}`,
    `<p class="note">${escape(store.business)} · test mode (offline Stripe stand-in)</p>
<h1>Invoice ${escape(invoice.number)}</h1>
<p class="amount">${money(invoice.amount_due, invoice.currency)} <span class="note">${escape(STATUS[text(invoice.status)] ?? invoice.status)}${paidAt ? ` on ${day(paidAt)}` : ''}</span></p>
<dl><dt>Billed to</dt><dd>${escape(customer?.email ?? customer?.id)}</dd>
<dt>Date</dt><dd>${day(invoice.created)}</dd>
<dt>Item</dt><dd>${escape(line?.description)}</dd>
<dt>Period</dt><dd>${day(invoice.period_start)} – ${day(invoice.period_end)}</dd>
<dt>Amount</dt><dd>${money(invoice.amount_due, invoice.currency)}</dd>
<dt>Paid</dt><dd>${money(invoice.amount_paid, invoice.currency)}</dd></dl>
<p><a href="${escape(invoice.invoice_pdf)}">Download invoice (PDF)</a></p>`,
  );
}

/** The invoice as a one-page PDF (Helvetica, A4), written by hand: a handful of text lines needs no library. */
export function invoicePdf(store: StripeStore, invoice: StripeObject): Buffer {
  const customer = store.customers.get(invoice.customer as string);
  const paidAt = (invoice.status_transitions as { paid_at?: number | null } | undefined)?.paid_at;
  const lines: [number, string][] = [
    [20, store.business],
    [14, `Invoice ${text(invoice.number)}`],
    [11, `Date: ${day(invoice.created)}`],
    [11, `Billed to: ${text(customer?.email ?? customer?.id)}`],
    [
      11,
      `${text((invoice.lines as { data: StripeObject[] } | undefined)?.data[0]?.description)}, ${day(invoice.period_start)} - ${day(invoice.period_end)}`,
    ],
    [11, `Amount due: ${money(invoice.amount_due, invoice.currency)}`],
    [11, `Amount paid: ${money(invoice.amount_paid, invoice.currency)}`],
    [11, `Status: ${STATUS[text(invoice.status)] ?? text(invoice.status)}${paidAt ? ` on ${day(paidAt)}` : ''}`],
    [9, 'Test mode: issued by the offline Stripe stand-in.'],
  ];
  // PDF strings: printable ASCII only, with \, ( and ) escaped.
  const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`);
  let y = 790;
  const content = lines
    .map(([size, line]) => {
      y -= size + 12;
      return `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(line)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(pdf);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
