// Check another code: goes to its verification page.
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';

export function VerifyCodeForm({ initialCode }: { initialCode: string }) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { code: initialCode },
    validate: { code: (v) => (v.trim() ? null : 'Enter a certificate code') },
  });
  return (
    <form onSubmit={form.onSubmit(({ code }) => navigate(`/certificates/${encodeURIComponent(code.trim())}`))}>
      <Group align="flex-end" gap="sm">
        <TextInput label="Certificate code" placeholder="TC-…" style={{ flex: 1 }} {...form.getInputProps('code')} />
        <Button type="submit">Verify</Button>
      </Group>
    </form>
  );
}
