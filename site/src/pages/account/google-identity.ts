/** Google Identity Services, loaded only when the platform has a Google client id. */
const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = new Promise<GoogleIdentity>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SCRIPT_SRC;
      script.async = true;
      script.defer = true;
      script.onload = () => {
        const identity = window.google?.accounts?.id;
        if (identity) resolve(identity);
        else reject(new Error('Google Identity Services did not start'));
      };
      script.onerror = () => {
        loading = null; // a later visit may try again
        script.remove();
        reject(new Error('Google Identity Services could not be loaded'));
      };
      document.head.appendChild(script);
    });
  }
  return loading;
}

export const GOOGLE_IDENTITY_SCRIPT = SCRIPT_SRC;
