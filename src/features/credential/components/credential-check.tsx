// The public page's signature check: the certificate's signed Open Badges credential verified in this
// browser against the issuer's published key (JWKS), so a visitor need not take the page's word.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useCredentialCheck, type CheckInput } from '../api/use-credential-check.ts';
import { saveFile } from '../../../lib/save-file.ts';

const DARK = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

export function CredentialCheck(props: Omit<CheckInput, 'credential'> & { credential: string | null }) {
  const { credential } = props;
  const check = useCredentialCheck(credential === null ? null : { ...props, credential });
  if (credential === null) {
    return (
      <Alert color="gray" variant="light" title="Signed credential not issued yet" styles={DARK}>
        The holder's signed credential is created the first time they open their certificate; the certificate above is in our records.
      </Alert>
    );
  }
  const download = () => saveFile(`tradecraft-credential-${props.code}.jwt`, new Blob([credential], { type: 'application/jwt' }));

  if (check.isPending) return <Text role="status">Checking the signature...</Text>;
  if (check.error) return <Text c="red.9">The signature could not be checked: {check.error.message}</Text>;
  if (check.data.status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconShieldX aria-hidden />} title="Signature does not verify" styles={DARK}>
        {check.data.reason}
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" icon={<IconShieldCheck aria-hidden />} title="Signature verified" styles={DARK}>
      <Stack gap={4}>
        <Text>
          This certificate's Open Badges 3.0 credential is signed with Tradecraft's published key, checked in your browser just now.
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Key id: {check.data.keyId}
        </Text>
        <Anchor component="button" type="button" size="sm" c="blue.9" onClick={download} style={{ alignSelf: 'flex-start' }}>
          Download the signed credential
        </Anchor>
      </Stack>
    </Alert>
  );
}
