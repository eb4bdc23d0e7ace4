// "Download my data": fetches the member's data export and saves it as a JSON file.
import { Button } from '@mantine/core';
import { useExportAccount } from '../api/export-account.ts';

function save({ filename, blob }: { filename: string; blob: Blob }) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function DownloadDataButton() {
  const exportAccount = useExportAccount();
  return (
    <Button variant="default" size="xs" loading={exportAccount.isPending} onClick={() => exportAccount.mutate(undefined, { onSuccess: save })}>
      Download my data
    </Button>
  );
}
