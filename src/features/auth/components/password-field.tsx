// A password input with its own show/hide toggle, reachable by keyboard and named for what it does.
// Each field keeps its own visibility, so the sign-up form's two toggles are independent.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

export function PasswordField({ toggleLabel, ...props }: PasswordInputProps & { toggleLabel: string }) {
  const [visible, { toggle }] = useDisclosure(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={toggle}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `${visible ? 'Hide' : 'Show'} ${toggleLabel}` }}
    />
  );
}
