// "Download my data": fetches the member's data export and saves it as a JSON file.
import { Button } from '@mantine/core';
import { saveFile } from '../../../lib/save-file.ts';
import { useExportAccount } from '../api/export-account.ts';

export function DownloadDataButton() {
  const exportAccount = useExportAccount();
  return (
    <Button
      variant="default"
      size="xs"
      loading={exportAccount.isPending}
      onClick={() => exportAccount.mutate(undefined, { onSuccess: ({ filename, blob }) => saveFile(filename, blob) })}
    >
      Download my data
    </Button>
  );
}
