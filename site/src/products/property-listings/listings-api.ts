import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiDescriptionAnswer,
  AiPricingAnswer,
  MyPropertyListingCard,
  PropertyInsights,
  PropertyListingCard,
  PropertyListingDetail,
  PropertyListingDraft,
  PropertyListingEdit,
  PropertyListingPage,
  PropertyListingQuery,
  RegisterAnswer,
  SellerContact,
} from '@platform/shared';
import { getToken, useToken } from '../../auth';
import { ApiError, apiFetch, errorFrom } from '../../api/http';
import { listingsQueryString } from './search-params';

// The product's calls. Every call carries the token when there is one: the public reads then say what the caller
// saved and owns; the token is read at call time, so a sign-out elsewhere counts.
type Options = Parameters<typeof apiFetch>[1];
const call = <T>(path: string, options: Options = {}) => apiFetch<T>(path, { ...options, token: getToken() });
const listingUrl = (finnCode: string) => `/api/property-listings/${encodeURIComponent(finnCode)}`;

export const fetchListings = (query: PropertyListingQuery, signal?: AbortSignal) =>
  call<PropertyListingPage>(`/api/property-listings${listingsQueryString(query)}`, { signal });
export const fetchListing = (finnCode: string, signal?: AbortSignal) => call<PropertyListingDetail>(listingUrl(finnCode), { signal });
export const fetchInsights = (signal?: AbortSignal) => call<PropertyInsights>('/api/property-listings/insights', { signal });
export const fetchSaved = (signal?: AbortSignal) => call<PropertyListingCard[]>('/api/property-listings/saved', { signal });
export const fetchMine = (signal?: AbortSignal) => call<MyPropertyListingCard[]>('/api/property-listings/mine', { signal });

// Everything of the product is cached under one key, keyed by the token: a save or an edit refreshes it all.
const ROOT = 'property-listings';

export const listingQueries = {
  search: (token: string | null, query: PropertyListingQuery) =>
    queryOptions({
      queryKey: [ROOT, token, 'search', query],
      queryFn: ({ signal }) => fetchListings(query, signal),
      placeholderData: keepPreviousData,
      meta: { what: 'Property listings' },
    }),
  detail: (token: string | null, finnCode: string) =>
    queryOptions({
      queryKey: [ROOT, token, 'detail', finnCode],
      queryFn: ({ signal }) => fetchListing(finnCode, signal),
      meta: { what: 'Property listing' },
    }),
  insights: () => queryOptions({ queryKey: [ROOT, 'insights'], queryFn: ({ signal }) => fetchInsights(signal), meta: { what: 'Property insights' } }),
  saved: (token: string | null) =>
    queryOptions({ queryKey: [ROOT, token, 'saved'], queryFn: ({ signal }) => fetchSaved(signal), meta: { what: 'Saved properties' } }),
  mine: (token: string | null) =>
    queryOptions({ queryKey: [ROOT, token, 'mine'], queryFn: ({ signal }) => fetchMine(signal), meta: { what: 'My listings' } }),
};

export function useListingSearch(query: PropertyListingQuery) {
  return useQuery(listingQueries.search(useToken(), query));
}

export function useListingDetail(finnCode: string) {
  return useQuery(listingQueries.detail(useToken(), finnCode));
}

/** A write of the product: on success every cached list and listing is read again. */
function useListingWrite<V>(write: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: [ROOT] }) });
}

export function useSaveListing() {
  return useListingWrite(({ finnCode, save }: { finnCode: string; save: boolean }) =>
    call(`/api/property-listings/saved/${encodeURIComponent(finnCode)}`, { method: save ? 'PUT' : 'DELETE' }),
  );
}

export function useEditListing() {
  return useListingWrite(({ finnCode, edit }: { finnCode: string; edit: PropertyListingEdit }) =>
    call(listingUrl(finnCode), { method: 'PUT', body: edit }),
  );
}

export function usePublishListing() {
  return useListingWrite(({ finnCode, publish }: { finnCode: string; publish: boolean }) =>
    call(`${listingUrl(finnCode)}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST' }),
  );
}

export function useDeleteListing() {
  return useListingWrite((finnCode: string) => call(listingUrl(finnCode), { method: 'DELETE' }));
}

/** Not a write of the listings: nothing to refresh. */
export function useContactSeller(finnCode: string) {
  return useMutation({
    mutationFn: (contact: SellerContact) => call<{ ok: true }>(`${listingUrl(finnCode)}/contact`, { method: 'POST', body: contact }),
  });
}

// The wizard's calls (signed in).

export const fetchAiDescription = (draft: unknown, locale: 'no' | 'en') =>
  call<AiDescriptionAnswer>('/api/property-listings/ai/description', { method: 'POST', body: { draft, locale } });
export const fetchAiPricing = (draft: unknown) => call<AiPricingAnswer>('/api/property-listings/ai/pricing', { method: 'POST', body: { draft } });
export const fetchRegisterFacts = (address: string, postalCode: string) =>
  call<RegisterAnswer>(`/api/property-listings/register?${new URLSearchParams({ address, postalCode })}`);

export interface PublishAnswer {
  success: boolean;
  listingId: string;
  message: string;
}

/** The publish is multipart (the draft as JSON in `data`, the pictures as `images` files), which apiFetch does not send. */
export async function publishDraft(draft: PropertyListingDraft, images: readonly File[], locale: 'no' | 'en'): Promise<PublishAnswer> {
  const form = new FormData();
  form.append('data', JSON.stringify(draft));
  for (const image of images) form.append('images', image, image.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/property-listings${locale === 'en' ? '?locale=en' : ''}`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, '');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response.status, payload);
  return payload as PublishAnswer;
}

/** Publishing adds a listing: every cached list is read again. */
export function usePublishDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, images, locale }: { draft: PropertyListingDraft; images: readonly File[]; locale: 'no' | 'en' }) =>
      publishDraft(draft, images, locale),
    onSuccess: () => client.invalidateQueries({ queryKey: [ROOT] }),
  });
}
