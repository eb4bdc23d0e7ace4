// A billing date as members read it on a receipt: "December 23, 2026".
export function formatBillingDate(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
