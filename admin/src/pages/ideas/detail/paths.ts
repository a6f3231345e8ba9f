// Routes inside the admin app (the router adds /admin).
export const IDEAS_LIST_PATH = '/ideas';
export const ideaPath = (id: number | string) => `/ideas/${id}`;
export const evaluatePath = (id: number | string) => `/ideas/${id}/evaluate`;
export const productSettingsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/settings`;
