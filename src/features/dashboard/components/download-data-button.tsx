// "Download my data": fetches the member's data export and saves it as a JSON file.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { exportAccount } from '../api/export-account.ts';
import { notifyError } from '../lib/notify-error.ts';

function save({ filename, blob }: { filename: string; blob: Blob }) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function DownloadDataButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      save(await exportAccount());
    } catch (e) {
      notifyError('Could not download your data', e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="xs" loading={busy} onClick={() => void download()}>
      Download my data
    </Button>
  );
}
