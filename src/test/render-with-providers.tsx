// Renders a component the way the app does: inside MantineProvider and a memory router, with an
// AuthContext value the test controls. jsdom lacks matchMedia and ResizeObserver, which Mantine uses.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthValue } from '../lib/auth/auth-context.ts';
import { theme } from '../app/theme.ts';

function installBrowserShims() {
  if (typeof window.matchMedia !== 'function')
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function signedOutAuth(overrides: Partial<AuthValue> = {}): AuthValue {
  const unused = () => Promise.reject(new Error('not used in this test'));
  return {
    user: null,
    session: null,
    loading: false,
    signUp: unused,
    signIn: unused,
    verifyRecoveryCode: unused,
    signOut: unused,
    resetPassword: unused,
    updatePassword: unused,
    ...overrides,
  };
}

export function renderWithProviders(ui: ReactNode, auth: AuthValue = signedOutAuth()) {
  installBrowserShims();
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
}
