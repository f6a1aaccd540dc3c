/** The browser-side keys of SPEC §3, in one place. */
const KEYS = {
  postalCode: 'postalCode',
  loginEmails: 'quotelocal.loginEmails',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the product works without it.
  }
}

export const localStore = {
  postalCode: () => read(KEYS.postalCode) ?? '',
  setPostalCode: (zip: string) => write(KEYS.postalCode, zip),

  /** The last five e-mails used to log in, newest first. */
  loginEmails(): string[] {
    try {
      const list = JSON.parse(read(KEYS.loginEmails) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string') : [];
    } catch {
      return [];
    }
  },
  rememberLoginEmail(email: string): void {
    const next = [email, ...localStore.loginEmails().filter((e) => e !== email)].slice(0, 5);
    write(KEYS.loginEmails, JSON.stringify(next));
  },
};
