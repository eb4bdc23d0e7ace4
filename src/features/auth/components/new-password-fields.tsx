// A new password and its confirmation, with the strength meter and the live match indicator: the same
// pair on the sign-up form and on the set-new-password screen.
import type { GetInputPropsReturnType } from '@mantine/form';
import { PasswordField } from './password-field.tsx';
import { PasswordMatchIndicator } from './password-match-indicator.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

interface NewPasswordFieldsProps {
  /** Visible labels, e.g. 'Password' and 'Confirm Password'. */
  passwordLabel: string;
  confirmationLabel: string;
  password: string;
  confirmation: string;
  passwordInput: GetInputPropsReturnType;
  confirmationInput: GetInputPropsReturnType;
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { passwordLabel, confirmationLabel, password, confirmation } = props;
  return (
    <>
      <div>
        <PasswordField
          label={passwordLabel}
          toggleLabel={passwordLabel.toLowerCase()}
          autoComplete="new-password"
          required
          {...props.passwordInput}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <div>
        <PasswordField
          label={confirmationLabel}
          toggleLabel={confirmationLabel.toLowerCase()}
          autoComplete="new-password"
          required
          {...props.confirmationInput}
        />
        <PasswordMatchIndicator password={password} confirmation={confirmation} />
      </div>
    </>
  );
}
