import { api, marker } from './api-client';

/** A product of the test's own, converted from an idea (the only way the API makes one): inactive, with no plans. */
export async function convertedProduct(admin: Record<string, string>, title = marker('Produkt')): Promise<{ id: string; name: string }> {
  const idea = (await api().post('/api/admin/ideas').set(admin).send({ title })).body;
  return (await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({})).body;
}
