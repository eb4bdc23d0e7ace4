// The member's invoices on /account: date, amount, status, and Stripe's hosted invoice page and PDF
// (both open in a new tab). Shown once the member has a billing account; Stripe's portal keeps the
// complete history.
import { Anchor, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInvoices, type Invoice } from '../api/fetch-invoices.ts';

const STATUS: Record<string, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal.9' },
  open: { label: 'Unpaid', color: 'red.9' },
  void: { label: 'Void', color: 'dimmed' },
  uncollectible: { label: 'Uncollectible', color: 'dimmed' },
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const amount = (invoice: Invoice) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(invoice.amount_due / 100);

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const status = STATUS[invoice.status] ?? { label: invoice.status, color: 'dimmed' };
  const name = invoice.number ?? day(invoice.stripe_created);
  return (
    <Table.Tr data-testid="invoice">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invoice.stripe_created)}</Table.Td>
      <Table.Td>{amount(invoice)}</Table.Td>
      <Table.Td>
        <Text span size="sm" fw={600} c={status.color} data-testid="invoice-status">
          {status.label}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* On a phone the two links stack, so the row fits the card. */}
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {invoice.hosted_invoice_url && (
            <Anchor
              href={invoice.hosted_invoice_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`View invoice ${name}`}
            >
              View
            </Anchor>
          )}
          {invoice.invoice_pdf && (
            <Anchor
              href={invoice.invoice_pdf}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`Download invoice ${name} as PDF`}
            >
              PDF
            </Anchor>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function InvoiceList({ userId }: { userId: string }) {
  const invoices = useInvoices(userId);
  let body;
  if (invoices.isPending)
    body = (
      <Text size="sm" c="dimmed">
        Loading your invoices…
      </Text>
    );
  else if (invoices.isError)
    body = (
      <Text size="sm" c="red.9">
        Your invoices could not be loaded. Manage billing lists them too.
      </Text>
    );
  else if (invoices.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No invoices yet.
      </Text>
    );
  else
    body = (
      <Table fz="sm" verticalSpacing="xs" horizontalSpacing={6} data-testid="invoice-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Links</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.data.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="invoices-title">
          Invoices
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
