import type { ConfirmEmailAnswer, PlatformUser, ProductAccess, SubscriptionStatus } from '@platform/shared';
import { getToken } from '../auth';
import { apiFetch } from './http';

// Every call here acts for the signed-in user: the token is read at call time, so a sign-out elsewhere counts.
type Options = Parameters<typeof apiFetch>[1];
const asUser = <T>(path: string, options: Options = {}) => apiFetch<T>(path, { ...options, token: getToken() });

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string;
}

export async function updateProfile(input: ProfileInput): Promise<PlatformUser> {
  return (await asUser<{ user: PlatformUser }>('/api/auth/update-profile', { method: 'POST', body: input })).user;
}

export function sendVerificationEmail(email: string): Promise<{ sent: boolean; message: string }> {
  return asUser('/api/auth/verify-email', { method: 'POST', body: { step: 'send', user: { email } } });
}

/** Public: the link in the mail is the proof, whoever is signed in. */
export function confirmEmail(token: string): Promise<ConfirmEmailAnswer> {
  return apiFetch('/api/auth/verify-email', { method: 'POST', body: { step: 'confirm', token } });
}

export function fetchProductAccess(signal?: AbortSignal): Promise<{ products: ProductAccess[]; isAdmin: boolean }> {
  return asUser('/api/auth/product-access', { signal });
}

export async function startTrial(productId: string): Promise<ProductAccess> {
  return (await asUser<{ product: ProductAccess }>('/api/auth/start-trial', { method: 'POST', body: { productId } })).product;
}

export interface Subscription {
  productId: string;
  productName: string;
  status: SubscriptionStatus;
  plan: string | null;
  trialEndDate: string | null;
  startedAt: string;
  currentPeriodEnd: string | null;
}

export async function fetchSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return (await asUser<{ data: Subscription[] }>('/api/auth/subscriptions', { signal })).data;
}

/** Public: null when the platform has no Google client id, and Gmail linking is off. */
export async function fetchGmailConfig(signal?: AbortSignal): Promise<string | null> {
  return (await apiFetch<{ clientId: string | null }>('/api/auth/gmail-config', { signal })).clientId ?? null;
}

export async function linkGmail(googleToken: string): Promise<PlatformUser> {
  return (await asUser<{ user: PlatformUser }>('/api/auth/link-gmail', { method: 'POST', body: { googleToken } })).user;
}

export async function disconnectGmail(): Promise<PlatformUser> {
  return (await asUser<{ user: PlatformUser }>('/api/auth/disconnect-gmail', { method: 'POST' })).user;
}
